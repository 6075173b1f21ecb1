import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deals } from '../deals/deals.table';
import { users } from '../users/users.table';

/**
 * The law-practice closing checklist staff keep (docs/product.md "Deal room"): copied into a deal's closing room when it
 * opens, so editing it never changes a deal that already has its items. The migration seeds the platform's items.
 */
export const closingTemplateItems = pgTable(
  'closing_template_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable across renames: a deal's copy keeps it, so a check can find "the trust account item" of any deal. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** buyer | seller | both */
    ownerSide: text('owner_side').notNull(),
    /** Days after the closing room opens (the LOI signed) that the item falls due; null: no due date. */
    dueOffsetDays: integer('due_offset_days'),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('closing_template_items_key_unique').on(table.key),
    check('closing_template_items_owner_check', sql`${table.ownerSide} in ('buyer', 'seller', 'both')`),
  ],
);

/** A deal's closing room, opened once (the row makes copying the template idempotent under concurrent first reads). */
export const closingRooms = pgTable('closing_rooms', {
  dealId: integer('deal_id')
    .primaryKey()
    .references(() => deals.id, { onDelete: 'cascade' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One checklist item of a deal: from the template (with its `key`) or added by a side (key null). */
export const closingItems = pgTable(
  'closing_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    key: text('key'),
    title: text('title').notNull(),
    /** buyer | seller | both */
    ownerSide: text('owner_side').notNull(),
    /** open | done | not_applicable */
    status: text('status').notNull().default('open'),
    dueOn: date('due_on', { mode: 'string' }),
    position: integer('position').notNull(),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('closing_items_deal_key_unique')
      .on(table.dealId, table.key)
      .where(sql`key is not null`),
    index('closing_items_deal_idx').on(table.dealId, table.position),
    index('closing_items_open_due_idx')
      .on(table.dueOn)
      .where(sql`status = 'open' and due_on is not null`),
    check('closing_items_owner_check', sql`${table.ownerSide} in ('buyer', 'seller', 'both')`),
    check('closing_items_status_check', sql`${table.status} in ('open', 'done', 'not_applicable')`),
  ],
);

/** A due-diligence request: the buyer asks, the seller answers (files and/or a note), the buyer closes or reopens. */
export const closingRequests = pgTable(
  'closing_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    /** open | answered | closed */
    status: text('status').notNull().default('open'),
    answerNote: text('answer_note'),
    askedById: integer('asked_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('closing_requests_deal_idx').on(table.dealId, table.id),
    check('closing_requests_status_check', sql`${table.status} in ('open', 'answered', 'closed')`),
  ],
);

/** A file of the closing room: on a checklist item or on a request's answer (exactly one of the two). */
export const closingFiles = pgTable(
  'closing_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => closingItems.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => closingRequests.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('closing_files_item_idx').on(table.itemId),
    index('closing_files_request_idx').on(table.requestId),
    index('closing_files_deal_idx').on(table.dealId),
    check('closing_files_one_parent', sql`num_nonnulls(${table.itemId}, ${table.requestId}) = 1`),
  ],
);

/** Every download of a closing-room file: who, which file (its name kept if the file goes), when. */
export const closingDownloads = pgTable(
  'closing_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => closingFiles.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('closing_downloads_deal_idx').on(table.dealId, table.id)],
);

/** An overdue item's reminder to one owner on one day: the primary key makes it at most once a day. */
export const closingReminders = pgTable(
  'closing_reminders',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => closingItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindedOn: date('reminded_on', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.userId, table.remindedOn] })],
);

export type ClosingTemplateItemRow = typeof closingTemplateItems.$inferSelect;
export type ClosingItemRow = typeof closingItems.$inferSelect;
export type ClosingRequestRow = typeof closingRequests.$inferSelect;
export type ClosingFileRow = typeof closingFiles.$inferSelect;
