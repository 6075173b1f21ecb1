import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { listings } from './listings.table';

/**
 * A buyer whose access the seller revoked, or whose deal closed as lost: the grant itself is removed (so every access
 * check stays one lookup), this row says why and lets the seller restore it; the deal shows "access revoked".
 */
export const listingAccessRevocations = pgTable(
  'listing_access_revocations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** seller (the seller or staff revoked it) | deal_lost (the deal closed as lost) */
    reason: text('reason').notNull(),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('listing_access_revocations_pair_unique').on(table.listingId, table.buyerId),
    index('listing_access_revocations_buyer_idx').on(table.buyerId),
  ],
);
