import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT_KEYS, NotificationPushSchema } from '../../../contracts/notifications/notifications';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { linkIn } from '../../test/mail';
import { sends } from '../../test/http';
import { recordingRealtime } from '../../test/realtime';
import { notificationPreferences } from './notifications.table';
import { notify } from './notify';

const realtime = recordingRealtime();
const t = useTestApp({ realtime });
const http = sends(t);

const sample = {
  event: 'valuation_completed' as const,
  subject: 'Your valuation is ready',
  body: 'Open it to see the figures.',
  url: '/seller-valuations',
};

async function userWithSession() {
  const user = await buildUser(t.database.db);
  return { user, headers: await t.loginAs(user.id) };
}

const mailsTo = async (email: string) => (await t.mails()).filter((mail) => mail.includes(email));

describe('notify', () => {
  it('stores, pushes { id, event, subject, body, url, created_at } on the private channel and queues an e-mail with unsubscribe headers', async () => {
    const { user } = await userWithSession();
    realtime.published.length = 0;
    const { notification } = await notify(t.deps, user.id, sample);
    expect(realtime.published).toEqual([
      {
        userId: user.id,
        event: 'notification',
        data: {
          id: notification!.id,
          event: sample.event,
          subject: sample.subject,
          body: sample.body,
          url: sample.url,
          created_at: notification!.createdAt.toISOString(),
        },
      },
    ]);
    const [mail] = await mailsTo(user.email);
    expect(mail).toContain('Your valuation is ready');
    expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?user=/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('names each kind of notification in its pushed frame, so a client tells them apart without reading the subject', async () => {
    const { user } = await userWithSession();
    realtime.published.length = 0;
    for (const event of NOTIFICATION_EVENT_KEYS) await notify(t.deps, user.id, { ...sample, event, subject: 'Same words', email: false });
    const frames = realtime.published.map((push) => NotificationPushSchema.parse(push.data));
    expect(frames.map((frame) => [frame.event, frame.subject])).toEqual(NOTIFICATION_EVENT_KEYS.map((event) => [event, 'Same words']));
  });

  it('queues no e-mail for an event whose e-mail goes out as a digest, but stores and pushes it', async () => {
    const { user } = await userWithSession();
    realtime.published.length = 0;
    const { notification } = await notify(t.deps, user.id, {
      event: 'listing_fits_customization',
      subject: 'A new listing fits',
      body: 'Lakeside practice',
      url: '/listings/details/1',
    });
    expect(notification).toMatchObject({ event: 'listing_fits_customization' });
    expect(realtime.published).toHaveLength(1);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('keeps the notification when the push fails (a reload shows it)', async () => {
    const { user, headers } = await userWithSession();
    const failing = { ...t.deps, realtime: { ...realtime, publish: async () => Promise.reject(new Error('socket down')) } };
    const result = await notify(failing, user.id, sample);
    expect(result.pushError).toBeInstanceOf(Error);
    expect((await http.get('/api/notifications/unread-count', headers)).json()).toEqual({ count: 1 });
  });
});

describe('the list, unread count, mark read and delete', () => {
  it('lists newest first with pages, counts unread, marks read by ids or all', async () => {
    const { user, headers } = await userWithSession();
    for (const n of [1, 2, 3]) await notify(t.deps, user.id, { ...sample, subject: `Subject ${n}` });
    const page = (await http.get('/api/notifications?per_page=2', headers)).json();
    expect(page.data.map((n: { subject: string }) => n.subject)).toEqual(['Subject 3', 'Subject 2']);
    expect(page.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect((await http.get('/api/notifications/unread-count', headers)).json()).toEqual({ count: 3 });
    expect((await http.put('/api/notifications/read', headers, { ids: [page.data[0].id] })).json()).toEqual({ count: 2 });
    expect((await http.put('/api/notifications/read', headers, { all: true })).json()).toEqual({ count: 0 });
    expect((await http.put('/api/notifications/read', headers, {})).statusCode).toBe(422);
  });

  it("deletes only the caller's own (204), anyone else's is 404", async () => {
    const owner = await userWithSession();
    const other = await userWithSession();
    const { notification } = await notify(t.deps, owner.user.id, sample);
    expect((await http.del(`/api/notifications/${notification!.id}`, other.headers)).statusCode).toBe(404);
    expect((await http.del(`/api/notifications/${notification!.id}`, owner.headers)).statusCode).toBe(204);
    expect((await http.del(`/api/notifications/${notification!.id}`, owner.headers)).statusCode).toBe(404);
    expect((await http.get('/api/notifications', owner.headers)).json().data).toEqual([]);
  });
});

describe('preferences', () => {
  it('lists every event with e-mail on, saves changes, and an event turned off sends no e-mail (in-app still)', async () => {
    const { user, headers } = await userWithSession();
    const initial = (await http.get('/api/notifications/preferences', headers)).json();
    expect(initial.data.map((p: { event: string }) => p.event)).toEqual(NOTIFICATION_EVENT_KEYS);
    expect(initial.data.every((p: { email: boolean }) => p.email)).toBe(true);
    const saved = await http.put('/api/notifications/preferences', headers, { email: { valuation_completed: false } });
    expect(saved.json().data.find((p: { event: string }) => p.event === 'valuation_completed').email).toBe(false);
    expect((await http.put('/api/notifications/preferences', headers, { email: { nonsense: false } })).statusCode).toBe(422);
    await notify(t.deps, user.id, sample);
    expect(await mailsTo(user.email)).toEqual([]);
    expect((await http.get('/api/notifications/unread-count', headers)).json()).toEqual({ count: 1 });
  });
});

describe('unsubscribe link', () => {
  async function linkFor() {
    const { user } = await userWithSession();
    await notify(t.deps, user.id, sample);
    const [mail] = await mailsTo(user.email);
    return { user, url: linkIn(mail!, 'http://localhost:3000/api/notifications/unsubscribe').replace('http://localhost:3000', '') };
  }
  const emailOn = async (userId: number) =>
    (await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId))).find(
      (row) => row.event === sample.event,
    )?.email ?? true;

  it("GET turns that event's e-mail off and redirects to /unsubscribe-success", async () => {
    const { user, url } = await linkFor();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/unsubscribe-success');
    expect(await emailOn(user.id)).toBe(false);
  });

  it('POST one-click works without cookies or a CSRF token', async () => {
    const { user, url } = await linkFor();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await emailOn(user.id)).toBe(false);
  });

  it('a tampered link changes nothing', async () => {
    const { user, url } = await linkFor();
    const other = await buildUser(t.database.db);
    for (const tampered of [
      url.replace(`user=${user.id}`, `user=${other.id}`),
      url.replace('valuation_completed', 'new_message'),
      url.replace(/signature=(.)/, (_, first: string) => `signature=${first === '0' ? '1' : '0'}`),
    ]) {
      expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: url.replace(/&signature=\w+/, '') })).statusCode).toBe(422);
    expect(await emailOn(user.id)).toBe(true);
    expect(await emailOn(other.id)).toBe(true);
  });
});
