import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every app instance (login, two-factor and SMS limits). The table is UNLOGGED
 * (migration 0004, which drizzle's schema cannot express): no WAL or disk flush per attempt; crash recovery empties it.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
