import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { listings } from './listings.table';

/**
 * A listing's confidentiality agreement, one row per version: the platform text's version and the seller's own
 * clauses. A change makes a new version; a buyer who signed an older one keeps it (the signed PDF is the document).
 */
export const listingNdaVersions = pgTable(
  'listing_nda_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    platformVersion: integer('platform_version').notNull(),
    clauses: text('clauses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('listing_nda_versions_unique').on(table.listingId, table.version)],
);
