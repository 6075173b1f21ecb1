import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('deal_stages_position_unique').on(table.position)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deals_chat_unique').on(table.chatId),
    index('deals_buyer_idx').on(table.buyerId),
    index('deals_seller_idx').on(table.sellerId),
    check('deals_likelihood_range', sql`${table.likelihoodOfClosing} between 0 and 100`),
  ],
);

/** Every stage a deal entered, with who moved it (the first entry is the creation). */
export const dealStageHistory = pgTable(
  'deal_stage_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    fromStageId: integer('from_stage_id').references(() => dealStages.id),
    toStageId: integer('to_stage_id')
      .notNull()
      .references(() => dealStages.id),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deal_stage_history_deal_idx').on(table.dealId, table.id)],
);

export type DealRow = typeof deals.$inferSelect;
export type DealStageRow = typeof dealStages.$inferSelect;
