import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { deals } from '../deals/deals.table';
import { documents } from '../documents/documents.table';
import { users } from '../users/users.table';

/**
 * Each version of the terms on a deal (docs/api.md "Offers"): the buyer opens, the sides counter in turn, and every
 * version stays. At most one is open per deal, which the partial unique index holds even against two requests at
 * once. An open offer whose `expires_on` has passed reads as expired, and is stored so when next touched.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** buyer | seller */
    madeBy: text('made_by').notNull(),
    madeById: integer('made_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** open | countered | accepted | declined | withdrawn | expired */
    status: text('status').notNull().default('open'),
    /** The practice areas sold; null for the entire practice. */
    scopeAreas: text('scope_areas').array(),
    price: integer('price').notNull(),
    cashAtClosing: integer('cash_at_closing').notNull(),
    earnoutPercent: integer('earnout_percent'),
    earnoutMonths: integer('earnout_months'),
    transitionMonths: integer('transition_months').notNull(),
    contingencies: text('contingencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The fields that differ from the previous version (every field for the first). */
    changed: text('changed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Why it was declined. */
    reason: text('reason'),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The letter of intent issued when it was accepted. */
    loiDocumentId: integer('loi_document_id').references(() => documents.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('offers_deal_version_unique').on(table.dealId, table.version),
    uniqueIndex('offers_one_open_per_deal')
      .on(table.dealId)
      .where(sql`status = 'open'`),
    index('offers_loi_document_idx').on(table.loiDocumentId),
    check('offers_price_range', sql`${table.price} between 1 and 100000000`),
    check('offers_cash_within_price', sql`${table.cashAtClosing} between 0 and ${table.price}`),
    check(
      'offers_earnout_whole',
      sql`(${table.earnoutPercent} is null and ${table.earnoutMonths} is null) or (${table.earnoutPercent} between 1 and 100 and ${table.earnoutMonths} between 1 and 120)`,
    ),
    check('offers_transition_range', sql`${table.transitionMonths} between 0 and 36`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
