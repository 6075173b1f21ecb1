import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { deals } from './deals.table';

/**
 * A deal's conflict check (docs/product.md "Deals"): when each side's list came in, when they were compared, each side's
 * answer, and the outcome once both answered. The names themselves are never here (see dealConflictSecrets).
 */
export const dealConflictChecks = pgTable('deal_conflict_checks', {
  dealId: integer('deal_id')
    .primaryKey()
    .references(() => deals.id, { onDelete: 'cascade' }),
  buyerSubmittedAt: timestamp('buyer_submitted_at', { withTimezone: true }),
  sellerSubmittedAt: timestamp('seller_submitted_at', { withTimezone: true }),
  comparedAt: timestamp('compared_at', { withTimezone: true }),
  /** no_conflict | conflict_found */
  buyerAnswer: text('buyer_answer'),
  sellerAnswer: text('seller_answer'),
  /** no_conflict | conflict_found, once both sides answered. */
  outcome: text('outcome'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  completedById: integer('completed_by_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The sealed names (AES-256-GCM, decision 0012): each side's list until both are in, then each side's own hits until
 * the check completes or the deal closes. Readable only by the comparison and by the side the hits belong to.
 */
export const dealConflictSecrets = pgTable(
  'deal_conflict_secrets',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** buyer | seller */
    side: text('side').notNull(),
    /** list | hits */
    kind: text('kind').notNull(),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.dealId, table.side, table.kind] })],
);

/**
 * What each comparison of a deal found, in counts only (issue #29): how many names each list held and how many of them
 * hit. Kept for the deal's life, past restarts: the parties see the hit counts (also in the history when a side starts
 * over), and staff see the comparisons where a list hit implausibly often. List sizes never reach the other side.
 */
export const dealConflictComparisons = pgTable(
  'deal_conflict_comparisons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    comparedAt: timestamp('compared_at', { withTimezone: true }).notNull(),
    buyerNames: integer('buyer_names').notNull(),
    buyerHits: integer('buyer_hits').notNull(),
    sellerNames: integer('seller_names').notNull(),
    sellerHits: integer('seller_hits').notNull(),
  },
  (table) => [index('deal_conflict_comparisons_deal_idx').on(table.dealId, table.comparedAt)],
);

export type DealConflictCheckRow = typeof dealConflictChecks.$inferSelect;
export type DealConflictComparisonRow = typeof dealConflictComparisons.$inferSelect;
