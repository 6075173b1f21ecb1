import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { EXPERT_MESSAGES, MIN_NOTICE_HOURS, type Booking, type CreateBooking, type SlotDay } from '../../../contracts/experts/experts';
import { initialsOf } from '../../../contracts/format/avatar';
import type { Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, validationError } from '../../platform/errors';
import { notify } from '../notifications/notify';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { callMails, callTime } from './call-mail';
import { bookingRows, expertCalendars, type JoinedBooking } from './experts.query';
import { slotsOfExpert } from './experts.service';
import { expertBookings, type BookingRow } from './experts.table';
import { slotProblem, type SlotProblem } from './slots';
import { SLOT_MINUTES } from '../../../contracts/experts/experts';

type Deps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>;

const HOUR_MS = 3_600_000;
const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

const PROBLEM_MESSAGES: Record<SlotProblem, string> = {
  past: EXPERT_MESSAGES.past,
  'too-soon': EXPERT_MESSAGES.tooSoon,
  'too-far': EXPERT_MESSAGES.tooFar,
  blocked: EXPERT_MESSAGES.blockedDay,
  'outside-hours': EXPERT_MESSAGES.outsideHours,
};

/** PostgreSQL's exclusion_violation of the no-overlap rule: another request took the time first. */
/**
 * Runs a write to one expert's calendar under a lock of that expert's: the exclusion constraint alone lets two
 * simultaneous inserts of one slot each wait for the other, which PostgreSQL answers with a deadlock error (a 500)
 * instead of the 409 the loser should get. Under the lock each write sees the one before it committed.
 */
function onExpertCalendar<T>(deps: Pick<Deps, 'database'>, expertId: number, write: (tx: Transaction) => Promise<T>): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`expert-calendar:${expertId}`}))`);
    return write(tx);
  });
}

function isSlotTaken(error: unknown): boolean {
  for (let e = error as { code?: string; constraint_name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23P01' && e.constraint_name === 'expert_bookings_no_overlap') return true;
  }
  return false;
}

export type BookingOutcome = { booking: Booking } | { taken: { message: string; days: SlotDay[] } };

const canChange = (row: BookingRow, now: Date) =>
  row.status === 'booked' && row.startsAt.getTime() - now.getTime() > MIN_NOTICE_HOURS * HOUR_MS;

function presentBooking({ booking, expert, member }: JoinedBooking, now: Date): Booking {
  return {
    id: booking.id,
    expert: { id: expert.id, name: expert.name, initials: initialsOf(expert.name), title: expert.title, photo_url: null },
    member: { id: member.id, name: `${member.firstName} ${member.lastName}`, email: member.email },
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    topic: booking.topic,
    note: booking.note,
    status: booking.status,
    can_change: canChange(booking, now),
    created_at: booking.createdAt.toISOString(),
  };
}

async function joinedBooking(deps: Pick<Deps, 'database'>, id: number) {
  const [row] = await bookingRows(deps.database.db, and(eq(expertBookings.id, id)));
  return row;
}

/** Both sides: the invitation e-mail (with .ics) and an in-app notification (its e-mail is the invitation). */
async function tellBothSides(deps: Deps, row: JoinedBooking, kind: 'booked' | 'rescheduled' | 'cancelled') {
  const expertUser = await findUserById(deps.database.db, row.expert.userId);
  const member = { name: `${row.member.firstName} ${row.member.lastName}`, email: row.member.email, timeZone: row.booking.memberTimeZone };
  const expert = { name: row.expert.name, email: expertUser?.email ?? '', timeZone: row.expert.timeZone };
  const mails = callMails(deps.config, {
    kind,
    uid: row.booking.icsUid,
    sequence: row.booking.icsSequence,
    start: row.booking.startsAt,
    end: row.booking.endsAt,
    topic: row.booking.topic,
    note: row.booking.note,
    member,
    expert,
    now: deps.now(),
  });
  for (const mail of mails) if (mail.to) await deps.jobs.enqueue('mail.send', mail);
  const verb = { booked: 'is booked', rescheduled: 'has a new time', cancelled: 'is cancelled' }[kind];
  await notify(deps, row.member.id, {
    event: 'call_reminder',
    subject: `Your call with ${expert.name} ${verb}`,
    body: `${callTime(row.booking.startsAt, member.timeZone)} · ${row.booking.topic}`,
    url: '/book-a-call',
    email: false,
  });
  await notify(deps, row.expert.userId, {
    event: 'call_reminder',
    subject: `Your call with ${member.name} ${verb}`,
    body: `${callTime(row.booking.startsAt, expert.timeZone)} · ${row.booking.topic}`,
    url: '/admin/experts',
    email: false,
  });
}

/** Checks a start time against the expert's hours; the database alone decides between two requests for it. */
async function checkedStart(deps: Deps, expertId: number, startsAt: string) {
  const now = deps.now();
  const [item] = await expertCalendars(deps.database.db, now, { expertIds: [expertId] });
  if (!item) throw validationError({ expert_id: [EXPERT_MESSAGES.expertNotFound] });
  const start = new Date(Date.parse(startsAt));
  const problem = slotProblem(item.calendar, start.getTime(), now.getTime());
  if (problem) throw validationError({ starts_at: [PROBLEM_MESSAGES[problem]] });
  return { start, end: new Date(start.getTime() + SLOT_MINUTES * 60_000), now };
}

export async function createBooking(deps: Deps, user: UserRow, input: CreateBooking, callerZone: string): Promise<BookingOutcome> {
  const { start, end, now } = await checkedStart(deps, input.expert_id, input.starts_at);
  let id: number;
  try {
    const [row] = await onExpertCalendar(deps, input.expert_id, (tx) =>
      tx
        .insert(expertBookings)
        .values({
          expertId: input.expert_id,
          userId: user.id,
          startsAt: start,
          endsAt: end,
          topic: input.topic,
          note: input.note || null,
          memberTimeZone: callerZone,
          icsUid: `${randomUUID()}@lexchange`,
          // A call booked less than a day ahead needs no day-before reminder: the invitation has just arrived.
          reminded24hAt: start.getTime() - now.getTime() <= 24 * HOUR_MS ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: expertBookings.id }),
    );
    id = row!.id;
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
    return { taken: { message: EXPERT_MESSAGES.slotTaken, days: await slotsOfExpert(deps, input.expert_id, callerZone) } };
  }
  const row = (await joinedBooking(deps, id))!;
  await tellBothSides(deps, row, 'booked');
  return { booking: presentBooking(row, deps.now()) };
}

/** A booking the caller may change: their own (or any, for staff), still booked, more than 2 hours away. */
async function changeableBooking(deps: Deps, user: UserRow, id: number) {
  const row = await joinedBooking(deps, id);
  if (!row || (row.booking.userId !== user.id && !isStaff(user))) throw notFound(EXPERT_MESSAGES.bookingNotFound);
  if (row.booking.status !== 'booked') throw forbidden(EXPERT_MESSAGES.notChangeable);
  if (!canChange(row.booking, deps.now()) && !isStaff(user)) throw validationError({ starts_at: [EXPERT_MESSAGES.changeTooLate] });
  return row;
}

export async function rescheduleBooking(
  deps: Deps,
  user: UserRow,
  id: number,
  startsAt: string,
  callerZone: string,
): Promise<BookingOutcome> {
  const current = await changeableBooking(deps, user, id);
  const { start, end, now } = await checkedStart(deps, current.expert.id, startsAt);
  try {
    await onExpertCalendar(deps, current.expert.id, (tx) =>
      tx
        .update(expertBookings)
        .set({
          startsAt: start,
          endsAt: end,
          icsSequence: sql`${expertBookings.icsSequence} + 1`,
          reminded24hAt: start.getTime() - now.getTime() <= 24 * HOUR_MS ? now : null,
          reminded1hAt: null,
          updatedAt: now,
        })
        .where(and(eq(expertBookings.id, id), eq(expertBookings.status, 'booked'))),
    );
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
    return { taken: { message: EXPERT_MESSAGES.slotTaken, days: await slotsOfExpert(deps, current.expert.id, callerZone) } };
  }
  const row = (await joinedBooking(deps, id))!;
  await tellBothSides(deps, row, 'rescheduled');
  return { booking: presentBooking(row, deps.now()) };
}

export async function cancelBooking(deps: Deps, user: UserRow, id: number): Promise<Booking> {
  await changeableBooking(deps, user, id);
  const now = deps.now();
  await deps.database.db
    .update(expertBookings)
    .set({ status: 'cancelled', cancelledAt: now, icsSequence: sql`${expertBookings.icsSequence} + 1`, updatedAt: now })
    .where(and(eq(expertBookings.id, id), eq(expertBookings.status, 'booked')));
  const row = (await joinedBooking(deps, id))!;
  await tellBothSides(deps, row, 'cancelled');
  return presentBooking(row, now);
}

/** The member's calls: upcoming (booked, not yet over) soonest first; past and cancelled, latest first. */
export async function bookingsOf(deps: Pick<Deps, 'database' | 'now'>, userId: number | null) {
  const now = deps.now();
  const mine = userId === null ? undefined : eq(expertBookings.userId, userId);
  const upcoming = await bookingRows(deps.database.db, and(mine, eq(expertBookings.status, 'booked'), gt(expertBookings.endsAt, now)));
  const past = await bookingRows(
    deps.database.db,
    and(mine, or(eq(expertBookings.status, 'cancelled'), lte(expertBookings.endsAt, now))),
    'desc',
    50,
  );
  return { upcoming: upcoming.map((row) => presentBooking(row, now)), past: past.map((row) => presentBooking(row, now)) };
}
