import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deals } from '../deals/deals.table';
import { users } from '../users/users.table';

/**
 * The earn-out of a deal closed as won whose accepted offer carried one (docs/api.md "Closing room, client notices,
 * earn-out"): its terms as accepted and where its schedule starts. Written once, when the deal closes; for a deal
 * closed before, planned on read and written by the first action on it or by the daily reminder job.
 */
export const earnouts = pgTable(
  'earnouts',
  {
    dealId: integer('deal_id')
      .primaryKey()
      .references(() => deals.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
    months: integer('months').notNull(),
    /** The first day of the first period. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('earnouts_percent_range', sql`${table.percent} between 1 and 100`),
    check('earnouts_months_range', sql`${table.months} between 1 and 120`),
  ],
);

/**
 * One month of the earn-out. `status` is what the sides did (open | reported | confirmed | disputed | paid); an open
 * period reads as upcoming or to_report by the date. Money in whole dollars. Each change is a row of
 * earnout_period_events: a figure is reported once, then corrected only with a note.
 */
export const earnoutPeriods = pgTable(
  'earnout_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => earnouts.dealId, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: text('month').notNull(),
    status: text('status').notNull().default('open'),
    collected: integer('collected'),
    due: integer('due'),
    paidOn: date('paid_on', { mode: 'string' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When both sides were reminded of an overdue report, and of an overdue payment: once each. */
    reportRemindedAt: timestamp('report_reminded_at', { withTimezone: true }),
    paymentRemindedAt: timestamp('payment_reminded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('earnout_periods_deal_month_unique').on(table.dealId, table.month),
    index('earnout_periods_status_idx').on(table.status),
    check('earnout_periods_collected_range', sql`${table.collected} is null or ${table.collected} between 0 and 100000000`),
    check('earnout_periods_due_range', sql`${table.due} is null or ${table.due} >= 0`),
  ],
);

/** The history of a period: who reported, corrected, confirmed, disputed or paid it, with what figure and note. */
export const earnoutPeriodEvents = pgTable(
  'earnout_period_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    periodId: integer('period_id')
      .notNull()
      .references(() => earnoutPeriods.id, { onDelete: 'cascade' }),
    /** reported | corrected | confirmed | disputed | paid */
    action: text('action').notNull(),
    byId: integer('by_id').references(() => users.id, { onDelete: 'set null' }),
    collected: integer('collected'),
    due: integer('due'),
    paidOn: date('paid_on', { mode: 'string' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('earnout_period_events_period_idx').on(table.periodId)],
);

export type EarnoutRow = typeof earnouts.$inferSelect;
export type EarnoutPeriodRow = typeof earnoutPeriods.$inferSelect;
export type EarnoutPeriodEventRow = typeof earnoutPeriodEvents.$inferSelect;
