import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { chats } from '../chats/chats.table';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/** The pipeline's stages in order; seeded with DEFAULT_DEAL_STAGES when the first deal needs one. */
export const dealStages = pgTable(
  'deal_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** won | lost for the two closing stages, null for every open stage. */
    outcome: text('outcome'),
    /** What the stage asks of the two sides (shown on the deal page). */
    checklist: text('checklist')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A retired stage keeps its deals; no deal can enter it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deal_stages_position_unique').on(table.position),
    uniqueIndex('deal_stages_outcome_unique')
      .on(table.outcome)
      .where(sql`outcome is not null`),
  ],
);

/** One per accepted match: a buyer and a seller around one listing. A deleted party leaves the deal with a null id. */
export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => dealStages.id),
    likelihoodOfClosing: integer('likelihood_of_closing').notNull().default(10),
    /** When the deal entered its current stage (days in stage on the board). */
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why a deal was closed as lost. */
    closedReason: text('closed_reason'),
    /** The date the seller sent the ABA Model Rule 1.17 notices to the clients. */
    clientNoticeSentOn: date('client_notice_sent_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deals_chat_unique').on(table.chatId),
    index('deals_buyer_idx').on(table.buyerId),
    index('deals_seller_idx').on(table.sellerId),
    index('deals_listing_idx').on(table.listingId),
    check('deals_likelihood_range', sql`${table.likelihoodOfClosing} between 0 and 100`),
  ],
);

/**
 * The deal's history: every stage it entered (field `stage`, the first entry is the creation), every likelihood
 * change, the conflict check's outcome, the client-notice date and staff overrides; with who and when.
 */
export const dealStageHistory = pgTable(
  'deal_stage_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    fromStageId: integer('from_stage_id').references(() => dealStages.id),
    toStageId: integer('to_stage_id').references(() => dealStages.id),
    /** stage | likelihood | conflict_check | client_notice | closing_override (contracts/deals/deals.ts). */
    field: text('field').notNull().default('stage'),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deal_stage_history_deal_idx').on(table.dealId, table.id)],
);

export type DealHistoryRow = typeof dealStageHistory.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type DealStageRow = typeof dealStages.$inferSelect;
