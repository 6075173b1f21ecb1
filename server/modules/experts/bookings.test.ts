import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionLimitKey } from '../../platform/http/action-limit';
import { jobHandlers } from '../../platform/jobs/handlers';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { sends, type Headers } from '../../test/http';
import { notifications } from '../notifications/notifications.table';
import { EXPERT_BOOKINGS } from './experts.routes';
import { buildExpert, mailbox, testClock } from './experts.test-support';
import { expertBlockedDays, expertBookings } from './experts.table';

// Monday 7 January 2030, 12:00 UTC = 07:00 in New York; the expert is open 09:00–17:00 New York time.
const clock = testClock('2030-01-07T12:00:00Z');
const box = mailbox();
let t: TestApp;
let http: ReturnType<typeof sends>;
let expertId: number;
let expertEmail: string;
let member: Headers;
let memberId: number;
let memberEmail: string;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now, mail: box.mail });
  http = sends(t);
  const { expert, staff } = await buildExpert(t.database.db);
  expertId = expert.id;
  expertEmail = staff.email;
  const user = await buildUser(t.database.db, { firstName: 'Daniel', lastName: 'Okafor' });
  memberEmail = user.email;
  memberId = user.id;
  member = await t.loginAs(user.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set('2030-01-07T12:00:00Z');
  box.sent.length = 0;
  await t.database.db.delete(expertBookings);
  // One member books through every test here, more calls than the daily limit allows anyone.
  await t.deps.limiter.reset(actionLimitKey(EXPERT_BOOKINGS, memberId));
});

const book = (headers: Headers, startsAt: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...headers, 'x-timezone': 'Europe/London' },
    payload: { expert_id: expertId, starts_at: startsAt, topic: 'Selling my practice', ...extra },
  });

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent),
    status: vevent.getFirstPropertyValue('status'),
  };
}

describe('GET /experts', () => {
  it('lists open slots grouped in the caller’s zone; an unknown X-Timezone falls back to UTC, never a 500', async () => {
    for (const zone of ['Mars/Olympus_Mons', '../../etc/passwd', 'x'.repeat(500), '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/experts', headers: { ...member, 'x-timezone': zone } });
      expect(res.statusCode).toBe(200);
      expect(res.json().time_zone).toBe('UTC');
    }
    const tokyo = (await t.app.inject({ method: 'GET', url: '/api/experts', headers: { ...member, 'x-timezone': 'Asia/Tokyo' } })).json();
    expect(tokyo.time_zone).toBe('Asia/Tokyo');
    const expert = tokyo.data.find((item: { id: number }) => item.id === expertId);
    expect(expert).toMatchObject({
      name: 'Nora Castillo',
      initials: 'NC',
      time_zone: 'America/New_York',
      specialities: ['Estate planning', 'Valuation'],
    });
    // First open slot: 09:00 New York (14:00 UTC) = 23:00 in Tokyo the same day.
    expect(expert.days[0]).toEqual({
      date: '2030-01-07',
      slots: [
        { starts_at: '2030-01-07T14:00:00.000Z', ends_at: '2030-01-07T14:30:00.000Z' },
        { starts_at: '2030-01-07T14:30:00.000Z', ends_at: '2030-01-07T15:00:00.000Z' },
      ],
    });
    expect(expert.days[1].date).toBe('2030-01-08');
    expect(tokyo.next_slot).toEqual({ expert_id: expertId, expert_name: 'Nora Castillo', starts_at: '2030-01-07T14:00:00.000Z' });
  });
});

describe('booking a call', () => {
  it('books, e-mails both sides an .ics REQUEST that parses back, notifies both, and the slot is gone', async () => {
    const res = await book(member, '2030-01-08T15:00:00Z', { note: 'Boston, estate planning; 2 attorneys.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      starts_at: '2030-01-08T15:00:00.000Z',
      ends_at: '2030-01-08T15:30:00.000Z',
      status: 'booked',
      can_change: true,
      topic: 'Selling my practice',
    });

    expect(box.sent.map((mail) => mail.to).sort()).toEqual([expertEmail, memberEmail].sort());
    const uids = new Set<string>();
    for (const mail of box.sent) {
      const ics = mail.attachments!.find((file) => file.filename === 'invite.ics')!;
      expect(ics.contentType).toBe('text/calendar; charset=UTF-8; method=REQUEST');
      const { method, event, status } = parseIcs(ics.content);
      expect(method).toBe('REQUEST');
      expect(status).toBe('CONFIRMED');
      expect(event.startDate.toJSDate().toISOString()).toBe('2030-01-08T15:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2030-01-08T15:30:00.000Z');
      expect(event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([`mailto:${memberEmail}`, `mailto:${expertEmail}`]);
      uids.add(event.uid);
    }
    expect(uids.size).toBe(1);
    // Each side reads the time on their own clock: London for the member (as booked), New York for the expert.
    expect(box.sent.find((mail) => mail.to === memberEmail)!.text).toContain('Tuesday, January 8, 2030 at 3:00 PM GMT');
    expect(box.sent.find((mail) => mail.to === expertEmail)!.text).toContain('Tuesday, January 8, 2030 at 10:00 AM EST');

    const inApp = await t.database.db.select().from(notifications).where(eq(notifications.event, 'call_reminder'));
    expect(inApp.map((row) => row.subject).sort()).toEqual([
      'Your call with Daniel Okafor is booked',
      'Your call with Nora Castillo is booked',
    ]);

    const list = (await http.get('/api/experts', member)).json();
    const slots = list.data
      .find((item: { id: number }) => item.id === expertId)
      .days.flatMap((day: { slots: { starts_at: string }[] }) => day.slots.map((slot) => slot.starts_at));
    expect(slots).not.toContain('2030-01-08T15:00:00.000Z');
    expect((await http.get('/api/bookings', member)).json().upcoming).toHaveLength(1);
  });

  it('gives exactly one of 20 simultaneous requests for one slot the call; the others get 409 with fresh slots', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, async () => t.loginAs((await buildUser(t.database.db)).id)));
    const results = await Promise.all(people.map((headers) => book(headers, '2030-01-09T16:00:00Z')));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const res of results.filter((item) => item.statusCode === 409)) {
      expect(res.json().message).toBe('Someone has just booked that time. Please choose another one.');
      const fresh = res.json().days.flatMap((day: { slots: { starts_at: string }[] }) => day.slots.map((slot) => slot.starts_at));
      expect(fresh).not.toContain('2030-01-09T16:00:00.000Z');
      expect(fresh).toContain('2030-01-09T16:30:00.000Z');
    }
    expect(
      await t.database.db.$count(expertBookings, and(eq(expertBookings.expertId, expertId), eq(expertBookings.status, 'booked'))),
    ).toBe(1);
  });

  it('refuses the past, less than 2 hours ahead, outside the hours, off the grid, beyond 14 days and a day off (422)', async () => {
    await t.database.db.insert(expertBlockedDays).values({ expertId, day: '2030-01-10', reason: 'Bar conference' });
    const cases: [string, string][] = [
      ['2030-01-07T11:00:00Z', 'That time has already passed.'],
      ['2030-01-07T13:30:00Z', 'Calls are booked at least 2 hours ahead.'],
      ['2030-01-08T23:00:00Z', 'That time is not one of the expert’s open times.'],
      ['2030-01-08T15:10:00Z', 'That time is not one of the expert’s open times.'],
      ['2030-01-22T15:00:00Z', 'Calls can be booked up to 14 days ahead.'],
      ['2030-01-10T15:00:00Z', 'The expert is not available on that day.'],
    ];
    for (const [startsAt, message] of cases) {
      const res = await book(member, startsAt);
      expect(res.statusCode, startsAt).toBe(422);
      expect(res.json().errors.starts_at).toEqual([message]);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: member,
      payload: { expert_id: 999999, starts_at: '2030-01-08T15:00:00Z', topic: 'Selling my practice' },
    });
    expect(unknown.json().errors.expert_id).toEqual(['That expert is not taking calls.']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: member,
      payload: { expert_id: 'x', starts_at: 'tomorrow', topic: 'Gossip', note: 'x'.repeat(2001) },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['expert_id', 'note', 'starts_at', 'topic']);
    await t.database.db.delete(expertBlockedDays);
  });

  it('reschedules with the same UID and a higher SEQUENCE, and cancels with an .ics CANCEL', async () => {
    const booked = (await book(member, '2030-01-08T15:00:00Z')).json();
    const firstUid = parseIcs(box.sent[0]!.attachments![0]!.content).event.uid;
    box.sent.length = 0;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booked.id}`,
      headers: member,
      payload: { starts_at: '2030-01-09T14:00:00Z' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().starts_at).toBe('2030-01-09T14:00:00.000Z');
    const update = parseIcs(box.sent[0]!.attachments![0]!.content);
    expect([update.method, update.event.uid, update.event.sequence]).toEqual(['REQUEST', firstUid, 1]);
    expect(update.event.startDate.toJSDate().toISOString()).toBe('2030-01-09T14:00:00.000Z');

    box.sent.length = 0;
    const cancelled = await http.del(`/api/bookings/${booked.id}`, member);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', can_change: false });
    expect(box.sent).toHaveLength(2);
    const cancel = parseIcs(box.sent[0]!.attachments![0]!.content);
    expect([cancel.method, cancel.status, cancel.event.uid, cancel.event.sequence]).toEqual(['CANCEL', 'CANCELLED', firstUid, 2]);
    expect(box.sent[0]!.attachments![0]!.contentType).toContain('method=CANCEL');
    // The time is free again.
    expect((await book(member, '2030-01-09T14:00:00Z')).statusCode).toBe(201);
    const list = (await http.get('/api/bookings', member)).json();
    expect(list.past.map((item: { status: string }) => item.status)).toEqual(['cancelled']);
  });

  it('allows changes only up to 2 hours before, only to the member (or staff), and not to a taken time', async () => {
    const booked = (await book(member, '2030-01-08T15:00:00Z')).json();
    const other = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await http.del(`/api/bookings/${booked.id}`, other)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/bookings/${booked.id}`,
          headers: other,
          payload: { starts_at: '2030-01-09T14:00:00Z' },
        })
      ).statusCode,
    ).toBe(404);
    const taken = (await book(other, '2030-01-09T14:00:00Z')).json();
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booked.id}`,
      headers: member,
      payload: { starts_at: taken.starts_at },
    });
    expect(clash.statusCode).toBe(409);

    clock.set('2030-01-08T13:30:00Z'); // 90 minutes before
    const late = await http.del(`/api/bookings/${booked.id}`, member);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.starts_at).toEqual(['Calls can be changed or cancelled up to 2 hours before they start.']);
    expect((await http.get('/api/bookings', member)).json().upcoming[0].can_change).toBe(false);
  });
});

describe('reminders', () => {
  it('reminds both sides 24 hours and 1 hour before, once each', async () => {
    await book(member, '2030-01-10T15:00:00Z');
    const run = () => jobHandlers(t.deps)['experts.call-reminders']({});
    const reminders = async () =>
      (await t.database.db.select().from(notifications)).filter((row) => row.subject.startsWith('Reminder:')).map((row) => row.subject);
    await run();
    expect(await reminders()).toEqual([]);
    clock.set('2030-01-09T15:05:00Z');
    await run();
    await run();
    expect((await reminders()).sort()).toEqual([
      'Reminder: your call with Daniel Okafor is tomorrow',
      'Reminder: your call with Nora Castillo is tomorrow',
    ]);
    clock.set('2030-01-10T14:05:00Z');
    await run();
    await run();
    expect((await reminders()).filter((subject) => subject.endsWith('in one hour'))).toHaveLength(2);
    await t.database.db.delete(notifications);
  });
});
