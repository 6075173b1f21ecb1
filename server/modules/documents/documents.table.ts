import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * A document Lexchange issues for signature (NDA, letter of intent, purchase agreement). The PDF as signed is stored
 * under `pdf_key`; once every party has signed, the PDF with its certificate page is stored under `final_key` and
 * the document is frozen. `deal_id` and `listing_id` carry no foreign key: documents sit below listings and deals in
 * the module order, and a signed document outlives what it was about.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** nda | loi | purchase_agreement */
    kind: text('kind').notNull(),
    dealId: integer('deal_id'),
    listingId: integer('listing_id'),
    title: text('title').notNull(),
    /** The version of the text it was drawn from (an NDA's listing version), when its kind has versions. */
    templateVersion: integer('template_version'),
    /** awaiting_signatures | signed */
    status: text('status').notNull().default('awaiting_signatures'),
    sha256: text('sha256').notNull(),
    pdfKey: text('pdf_key').notNull(),
    pdfSize: integer('pdf_size').notNull(),
    finalSha256: text('final_sha256'),
    finalKey: text('final_key'),
    finalSize: integer('final_size'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_sha256_idx').on(table.sha256),
    index('documents_final_sha256_idx').on(table.finalSha256),
    index('documents_deal_idx').on(table.dealId),
    index('documents_listing_kind_idx').on(table.listingId, table.kind),
  ],
);

/** Who must sign a document, one row per side. */
export const documentParties = pgTable(
  'document_parties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    /** buyer | seller */
    side: text('side').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('document_parties_side_unique').on(table.documentId, table.side),
    index('document_parties_user_idx').on(table.userId),
  ],
);

/**
 * A signature: written once, never edited or deleted (a trigger refuses both). It keeps the signer's name and
 * unique id as they were, so it still says who signed after the account is gone.
 */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    partyId: integer('party_id')
      .notNull()
      .references(() => documentParties.id),
    userId: integer('user_id').notNull(),
    uniqueId: text('unique_id').notNull(),
    fullName: text('full_name').notNull(),
    consent: boolean('consent').notNull(),
    /** The hash the signer was shown, equal to the document's. */
    sha256: text('sha256').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('document_signatures_party_unique').on(table.partyId),
    index('document_signatures_document_idx').on(table.documentId),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentPartyRow = typeof documentParties.$inferSelect;
export type DocumentSignatureRow = typeof documentSignatures.$inferSelect;
