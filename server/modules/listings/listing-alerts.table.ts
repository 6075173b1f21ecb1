import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { listings } from './listings.table';

/**
 * A new active listing that fits a buyer's Buyer Customization (docs/product.md "Watch list and alerts"): one row per
 * listing and buyer, written when staff first approve the listing. The in-app notification goes out at once; the
 * row waits for the buyer's daily e-mail digest, which stamps digested_at (sent, or skipped when e-mail is off).
 */
export const listingAlerts = pgTable(
  'listing_alerts',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.userId] }),
    /** What the next digest sends. */
    index('listing_alerts_undigested_idx')
      .on(table.userId)
      .where(sql`digested_at is null`),
  ],
);

export type ListingAlertRow = typeof listingAlerts.$inferSelect;
