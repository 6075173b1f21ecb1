import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ResourceAudience, ResourceCategory, ResourceKind } from '../../../contracts/resources/resources';
import { users } from '../users/users.table';

/**
 * Articles and templates. A resource sits in the buyers' list, the sellers' list or both; each list has its own
 * order (staff drag it on that screen), so a `both` resource has a position in each.
 */
export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised rich text. */
    body: text('body').notNull(),
    audience: text('audience').$type<ResourceAudience>().notNull(),
    kind: text('kind').$type<ResourceKind>().notNull(),
    category: text('category').$type<ResourceCategory>().notNull(),
    buyerPosition: integer('buyer_position'),
    sellerPosition: integer('seller_position'),
    /** Private storage key of the optional file; downloads go through an authorised route. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('resources_audience_check', sql`${table.audience} in ('buyer', 'seller', 'both')`),
    check(
      'resources_positions_check',
      sql`(${table.buyerPosition} is not null) = (${table.audience} <> 'seller') and (${table.sellerPosition} is not null) = (${table.audience} <> 'buyer')`,
    ),
    index('resources_buyer_order_idx').on(table.buyerPosition),
    index('resources_seller_order_idx').on(table.sellerPosition),
  ],
);

export type ResourceRow = typeof resources.$inferSelect;
