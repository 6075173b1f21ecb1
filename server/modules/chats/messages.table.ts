import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chats } from './chats.table';
import { users } from '../users/users.table';

/** A chat message: sanitised rich text; the sender's name is kept so a deleted sender's messages still read well. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    fromStaff: boolean('from_staff').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_chat_idx').on(table.chatId, table.id), index('messages_created_idx').on(table.createdAt)],
);

/** Files sent with a message, stored privately under generated keys; downloads are authorised per request. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_attachments_message_idx').on(table.messageId)],
);

export type MessageRow = typeof messages.$inferSelect;
export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;
