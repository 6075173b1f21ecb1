import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../users/users.table';
import type { ExpertCalendar } from './slots';
import { expertAvailability, expertBlockedDays, expertBookings, experts, type ExpertRow } from './experts.table';

export interface ExpertWithCalendar {
  expert: ExpertRow & { hasPhoto: boolean };
  calendar: ExpertCalendar;
}

/** Experts (active only unless told) with their hours, days off and booked calls still to come: four statements. */
export async function expertCalendars(
  db: Db,
  now: Date,
  options: { expertIds?: number[]; includeInactive?: boolean } = {},
): Promise<ExpertWithCalendar[]> {
  const filters = [];
  if (!options.includeInactive) filters.push(eq(experts.active, true));
  if (options.expertIds) filters.push(inArray(experts.id, options.expertIds));
  const rows = await db
    .select({ expert: experts, imageKey: users.imageKey })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(and(...filters))
    .orderBy(asc(experts.name), asc(experts.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.expert.id);
  const [windows, blocked, booked] = await Promise.all([
    db
      .select()
      .from(expertAvailability)
      .where(inArray(expertAvailability.expertId, ids))
      .orderBy(asc(expertAvailability.weekday), asc(expertAvailability.startMinute)),
    db.select().from(expertBlockedDays).where(inArray(expertBlockedDays.expertId, ids)).orderBy(asc(expertBlockedDays.day)),
    db
      .select({ expertId: expertBookings.expertId, startsAt: expertBookings.startsAt, endsAt: expertBookings.endsAt })
      .from(expertBookings)
      .where(and(inArray(expertBookings.expertId, ids), eq(expertBookings.status, 'booked'), gt(expertBookings.endsAt, now))),
  ]);
  return rows.map(({ expert, imageKey }) => ({
    expert: { ...expert, hasPhoto: Boolean(imageKey) },
    calendar: {
      timeZone: expert.timeZone,
      windows: windows.filter((window) => window.expertId === expert.id),
      blockedDays: new Set(blocked.filter((day) => day.expertId === expert.id).map((day) => day.day)),
      booked: booked
        .filter((booking) => booking.expertId === expert.id)
        .map((booking) => ({ start: booking.startsAt.getTime(), end: booking.endsAt.getTime() })),
    },
  }));
}

export async function blockedDaysOf(db: Db, expertIds: number[]) {
  if (expertIds.length === 0) return [];
  return db.select().from(expertBlockedDays).where(inArray(expertBlockedDays.expertId, expertIds)).orderBy(asc(expertBlockedDays.day));
}

const bookingColumns = {
  booking: expertBookings,
  expert: { id: experts.id, name: experts.name, title: experts.title, userId: experts.userId, timeZone: experts.timeZone },
  member: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

/** Bookings with their expert and the member who booked, soonest first unless told. */
export async function bookingRows(db: Db, where: ReturnType<typeof and>, order: 'asc' | 'desc' = 'asc', limit = 200) {
  return db
    .select(bookingColumns)
    .from(expertBookings)
    .innerJoin(experts, eq(experts.id, expertBookings.expertId))
    .innerJoin(users, eq(users.id, expertBookings.userId))
    .where(where)
    .orderBy(order === 'asc' ? asc(expertBookings.startsAt) : desc(expertBookings.startsAt))
    .limit(limit);
}
export type JoinedBooking = Awaited<ReturnType<typeof bookingRows>>[number];
