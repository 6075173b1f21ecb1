import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings.table';
import { users } from '../users/users.table';

/** A buyer's watch list: listings they starred. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] }), index('favorites_listing_idx').on(table.listingId)],
);
