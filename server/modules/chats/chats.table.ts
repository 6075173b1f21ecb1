import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/** A match (buyer + seller around a listing) or a support chat (a user and the staff). */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** match | support */
    type: text('type').notNull(),
    /** pending | accepted | declined (match); open (support) */
    status: text('status').notNull(),
    subject: text('subject'),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The buyer who asked (match) or the user who opened it (support); one match per listing and buyer. */
    requesterId: integer('requester_id').references(() => users.id, { onDelete: 'set null' }),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Support chats are one shared staff inbox: the last message any staff member read drives adminUnread. */
    staffLastReadMessageId: integer('staff_last_read_message_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chats_match_unique')
      .on(table.listingId, table.requesterId)
      .where(sql`type = 'match'`),
    index('chats_type_status_idx').on(table.type, table.status),
    index('chats_last_message_idx').on(table.lastMessageAt),
  ],
);

/** Members of a chat. A deleted user's row stays with user_id null and their name, shown as a former member. */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** buyer | seller | member */
    role: text('role').notNull(),
    displayName: text('display_name').notNull(),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_participants_member_unique').on(table.chatId, table.userId),
    index('chat_participants_user_idx').on(table.userId),
  ],
);

/** Every time staff read a buyer–seller chat (docs/product.md: admins act as brokers, each read is logged). */
export const chatAccessLog = pgTable(
  'chat_access_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_access_log_chat_idx').on(table.chatId, table.createdAt)],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatParticipantRow = typeof chatParticipants.$inferSelect;
