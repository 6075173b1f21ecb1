import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationEvent } from '../../../contracts/notifications/constants';
import { users } from '../users/users.table';

/** What a user was told in-app (the list, the unread count); pushed on the private channel when stored. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').$type<NotificationEvent>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull().default(''),
    /** An app path (e.g. /messages?chat=12): what the notification is about. */
    url: text('url').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`read_at is null`),
  ],
);

/** A row only where the user changed the default (e-mail on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.event] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
