import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** A law practice offered for sale. Identity columns (firm name, city, address) stay behind the access grant. */
export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** draft | pending | active | disabled (see contracts/listings.ts LISTING_STATUSES). */
    status: text('status').notNull().default('draft'),
    headline: text('headline').notNull().default(''),
    description: text('description'),
    firmName: text('firm_name'),
    city: text('city'),
    address: text('address'),
    practiceAreas: text('practice_areas').array().notNull().default(sql`'{}'::text[]`),
    state: text('state'),
    metro: text('metro'),
    yearEstablished: integer('year_established'),
    attorneys: integer('attorneys'),
    staff: integer('staff'),
    /** Gross revenue for the last three years, most recent first. */
    grossRevenues: jsonb('gross_revenues').$type<(number | null)[]>().notNull().default([]),
    /** The most recent year's gross revenue, kept for filtering and sorting by revenue band. */
    revenue: bigint('revenue', { mode: 'number' }),
    sde: bigint('sde', { mode: 'number' }),
    askingPrice: bigint('asking_price', { mode: 'number' }),
    moreInfo: jsonb('more_info').$type<Record<string, unknown>>().notNull().default({}),
    percentages: jsonb('percentages').$type<Record<string, Record<string, number | null>>>().notNull().default({}),
    activeCases: integer('active_cases'),
    casesLastYear: integer('cases_last_year'),
    openCasesFees: bigint('open_cases_fees', { mode: 'number' }),
    averageFeeCollected: bigint('average_fee_collected', { mode: 'number' }),
    litigationServices: text('litigation_services'),
    /** Derived from the answers on every save (SPEC.md §4), so lists can filter on it. */
    hasUsableInformation: boolean('has_usable_information').notNull().default(false),
    /** Buyers below this verification level cannot request access. */
    minimumVerificationLevel: text('minimum_verification_level').notNull().default('unverified'),
    disabledReason: text('disabled_reason'),
    disabledNote: text('disabled_note'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    feedbackMessage: text('feedback_message'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    deleteReason: text('delete_reason'),
    /** Soft delete: hidden at once, purged after 30 days. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listings_owner_idx').on(table.ownerId),
    index('listings_status_created_idx').on(table.status, table.createdAt),
    /** What buyers browse: active, not deleted, newest first. */
    index('listings_browse_idx').on(table.createdAt.desc(), table.id.desc()).where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('listings_state_idx').on(table.state),
    index('listings_revenue_idx').on(table.revenue),
    index('listings_asking_price_idx').on(table.askingPrice),
    index('listings_practice_areas_idx').using('gin', table.practiceAreas),
  ],
);

/** Buyers to whom a listing's identity, answers and data room are open (granted on an accepted match). */
export const listingAccess = pgTable(
  'listing_access',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('listing_access_pair_unique').on(table.listingId, table.buyerId),
    index('listing_access_buyer_idx').on(table.buyerId),
  ],
);

/** Data-room documents (SPEC.md §3 media), stored privately under generated keys. */
export const listingFiles = pgTable(
  'listing_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** financials_needed | financials_ready */
    collectionName: text('collection_name').notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_files_listing_idx').on(table.listingId, table.collectionName)],
);

/** The seller's data-room log: who downloaded which document, and when. */
export const dataRoomDownloads = pgTable(
  'data_room_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => listingFiles.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('data_room_downloads_listing_idx').on(table.listingId, table.downloadedAt)],
);

/** One row per viewer per day, so the seller's stats count unique daily viewers. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
  },
  (table) => [uniqueIndex('listing_views_unique').on(table.listingId, table.viewerId, table.viewedOn)],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type ListingFileRow = typeof listingFiles.$inferSelect;
