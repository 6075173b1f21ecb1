import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * One claim to a verification level: a user's submission with documents (VI, VBO, VLP) or a level earned elsewhere
 * (VFL from a completed valuation, source + source_id). The user's level is computed from the approved, unexpired
 * rows (verification-levels.service.ts) and kept in users.verification_level.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** VI | VBO | VFL | VLP */
    level: text('level').notNull(),
    /** submission | valuation */
    source: text('source').notNull().default('submission'),
    /** The record the level was earned from (a valuation's id); null for submissions. */
    sourceId: integer('source_id'),
    /** submitted | in_review | approved | rejected | withdrawn | expired | removed */
    status: text('status').notNull(),
    /** VI: the user confirmed the ID is theirs and current. */
    attestedAt: timestamp('attested_at', { withTimezone: true }),
    /** VI: the ID's own expiry date; the level expires with it. */
    idExpiresOn: date('id_expires_on', { mode: 'string' }),
    /** VBO: the bar admission as the state bar records it. */
    barState: text('bar_state'),
    barNumber: text('bar_number'),
    barYearAdmitted: integer('bar_year_admitted'),
    barName: text('bar_name'),
    /** VLP: the amount of the funds or financing, in whole US dollars. */
    fundsAmount: bigint('funds_amount', { mode: 'number' }),
    /** The staff member the submission is assigned to. */
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reviewer's reason for a rejection (shown to the user), or staff's reason for a removal. */
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** When the documents of a rejected or withdrawn submission were deleted (DOCUMENT_RETENTION_DAYS later). */
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verifications_user_idx').on(table.userId, table.level, table.status),
    // One open submission per user and level: resubmitting means withdrawing or being decided first.
    uniqueIndex('verifications_open_unique')
      .on(table.userId, table.level)
      .where(sql`status in ('submitted', 'in_review')`),
    // A valuation grants its level once, however often completion is reported.
    uniqueIndex('verifications_source_unique')
      .on(table.source, table.sourceId, table.level)
      .where(sql`source_id is not null`),
    index('verifications_queue_idx').on(table.status, table.submittedAt),
    index('verifications_expiry_idx')
      .on(table.expiresAt)
      .where(sql`status = 'approved' and expires_at is not null`),
  ],
);

/** Documents of a submission, stored privately under generated keys; served only through authorised, logged routes. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    /** government_id | ownership_proof | funds_letter */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_documents_verification_idx').on(table.verificationId)],
);

/**
 * What happened to a verification and who did it: submitted, assigned, approved, rejected, withdrawn, removed,
 * expired, granted, revoked, document_opened. No foreign keys on purpose: the trail outlives the accounts.
 */
export const verificationEvents = pgTable(
  'verification_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    verificationId: integer('verification_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The staff member or user who acted; null when the system did (expiry, an earned level). */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    reason: text('reason'),
    documentId: integer('document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_events_verification_idx').on(table.verificationId, table.createdAt)],
);

export type VerificationRow = typeof verifications.$inferSelect;
export type NewVerificationRow = typeof verifications.$inferInsert;
export type VerificationDocumentRow = typeof verificationDocuments.$inferSelect;
export type VerificationEventRow = typeof verificationEvents.$inferSelect;
