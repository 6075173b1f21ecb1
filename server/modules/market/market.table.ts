import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MarketCell, MarketQuarter } from '../../../contracts/market/market';
import { deals } from '../deals/deals.table';
import { users } from '../users/users.table';

/**
 * The market data as computed by the job (market.jobs.ts), one row per run: pages read the latest. Each snapshot's
 * cells are what the next run compares against, so a published cell's figures carry over until its count moved by 2.
 */
export const marketSnapshots = pgTable('market_snapshots', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  /** The closed sales counted (after staff exclusions). */
  sales: integer('sales').notNull(),
  cells: jsonb('cells').$type<MarketCell[]>().notNull(),
  quarters: jsonb('quarters').$type<MarketQuarter[]>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff excluding a closed sale from the market data or including it again, with why: the log; the latest row per deal holds. */
export const marketExclusions = pgTable(
  'market_exclusions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    excluded: boolean('excluded').notNull(),
    reason: text('reason').notNull(),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('market_exclusions_deal_idx').on(table.dealId, table.id)],
);

export type MarketSnapshotRow = typeof marketSnapshots.$inferSelect;
