import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { chats } from '../chats/chats.table';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * "Contact" from Find a Seller / Find a Buyer: one member asks to be introduced to another, about one of the seller's
 * listings. The other side accepts (a match chat and its deal open, as an accepted access request does) or declines.
 */
export const introductionRequests = pgTable(
  'introduction_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    /** pending | accepted | declined */
    status: text('status').notNull().default('pending'),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('introduction_requests_pending_unique')
      .on(table.fromUserId, table.toUserId, table.listingId)
      .where(sql`status = 'pending'`),
    index('introduction_requests_to_idx').on(table.toUserId, table.status),
    index('introduction_requests_from_idx').on(table.fromUserId),
  ],
);

export type IntroductionRequestRow = typeof introductionRequests.$inferSelect;
