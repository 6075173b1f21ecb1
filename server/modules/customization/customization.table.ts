import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** A buyer's preferences; also a saved search for new listings (docs/product.md "Watch list and alerts"). */
export const buyerCustomizations = pgTable('buyer_customizations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  practiceAreas: text('practice_areas').array().notNull().default([]),
  states: text('states').array().notNull().default([]),
  revenueMin: bigint('revenue_min', { mode: 'number' }),
  revenueMax: bigint('revenue_max', { mode: 'number' }),
  priceMin: bigint('price_min', { mode: 'number' }),
  priceMax: bigint('price_max', { mode: 'number' }),
  timeline: text('timeline'),
  financing: text('financing').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sellerCustomizations = pgTable('seller_customizations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  practiceAreas: text('practice_areas').array().notNull().default([]),
  state: text('state'),
  timeline: text('timeline'),
  buyerPreferences: text('buyer_preferences').array().notNull().default([]),
  buyerNotes: text('buyer_notes').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BuyerCustomizationRow = typeof buyerCustomizations.$inferSelect;
export type SellerCustomizationRow = typeof sellerCustomizations.$inferSelect;
