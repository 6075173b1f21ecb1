import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** A staff member members can book a call with: their public profile and their own time zone. */
export const experts = pgTable('experts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The staff account that gets the invitations, reminders and notifications. */
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bio: text('bio').notNull(),
  specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
  timeZone: text('time_zone').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ExpertRow = typeof experts.$inferSelect;

/** Weekly open hours in the expert's own time zone, as minutes after midnight. */
export const expertAvailability = pgTable(
  'expert_availability',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (table) => [
    check('expert_availability_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'expert_availability_minutes_check',
      sql`0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
    index('expert_availability_expert_idx').on(table.expertId),
  ],
);
export type AvailabilityRow = typeof expertAvailability.$inferSelect;

/** Days off (holidays, travel) in the expert's own calendar. */
export const expertBlockedDays = pgTable(
  'expert_blocked_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reason: text('reason'),
  },
  (table) => [uniqueIndex('expert_blocked_days_expert_day_idx').on(table.expertId, table.day)],
);
export type BlockedDayRow = typeof expertBlockedDays.$inferSelect;

/**
 * A booked call. Two booked calls of one expert never overlap: an exclusion constraint in the database
 * (migration expert_bookings_no_overlap) decides between concurrent requests, not the code.
 */
export const expertBookings = pgTable(
  'expert_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    topic: text('topic').notNull(),
    note: text('note'),
    status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
    /** The member's time zone when booking: e-mails and reminders show their own clock. */
    memberTimeZone: text('member_time_zone').notNull().default('UTC'),
    /** The calendar invitation's UID, kept across reschedules; SEQUENCE rises with each change. */
    icsUid: text('ics_uid').notNull(),
    icsSequence: integer('ics_sequence').notNull().default(0),
    reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
    reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('expert_bookings_status_check', sql`${table.status} in ('booked', 'cancelled')`),
    check('expert_bookings_length_check', sql`${table.endsAt} > ${table.startsAt}`),
    uniqueIndex('expert_bookings_ics_uid_idx').on(table.icsUid),
    index('expert_bookings_user_idx').on(table.userId, table.startsAt),
    index('expert_bookings_expert_idx').on(table.expertId, table.startsAt),
  ],
);
export type BookingRow = typeof expertBookings.$inferSelect;
