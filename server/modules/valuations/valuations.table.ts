import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ValuateInput } from '../../../contracts/valuations/valuations';
import type { ValuationEstimate } from '../../../contracts/valuations/estimate';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * A saved valuation: the inputs, the instant estimate the server computed from them, and, once an expert valuation
 * is requested, the staff member reviewing it, the final figures, the notes and the PDF report.
 */
export const valuations = pgTable(
  'valuations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing valued, if any: the owner's own (seller) or one the owner was granted access to (buyer). */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** seller | buyer (contracts/valuations/valuations.ts VALUATION_SIDES); a buyer's valuation is never shown to the seller. */
    side: text('side').notNull().default('seller'),
    /** estimate | requested | in_review | completed */
    status: text('status').notNull().default('estimate'),
    title: text('title').notNull().default(''),
    inputs: jsonb('inputs').$type<ValuateInput>().notNull(),
    estimate: jsonb('estimate').$type<ValuationEstimate>().notNull(),
    estimateLow: bigint('estimate_low', { mode: 'number' }).notNull(),
    estimateMid: bigint('estimate_mid', { mode: 'number' }).notNull(),
    estimateHigh: bigint('estimate_high', { mode: 'number' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    finalLow: bigint('final_low', { mode: 'number' }),
    finalMid: bigint('final_mid', { mode: 'number' }),
    finalHigh: bigint('final_high', { mode: 'number' }),
    notes: text('notes'),
    /** Set when staff complete it; the status turns `completed` only once the report is stored. */
    completionRequestedAt: timestamp('completion_requested_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reportKey: text('report_key'),
    reportSize: integer('report_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('valuations_owner_idx').on(table.ownerId, table.createdAt),
    index('valuations_status_idx').on(table.status, table.requestedAt),
    index('valuations_listing_idx').on(table.listingId),
  ],
);

export type ValuationRow = typeof valuations.$inferSelect;
export type NewValuationRow = typeof valuations.$inferInsert;
