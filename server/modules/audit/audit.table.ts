import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Writes staff made while acting as a user (docs/product.md "Roles"), and their reads of the user's sealed data (issue #29):
 * who, as whom, which route, the outcome.
 * No request bodies, so no passwords or documents. The ids carry no foreign keys on purpose: the trail must
 * outlive the deletion of either account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').notNull(),
    userId: integer('user_id').notNull(),
    method: text('method').notNull(),
    /** The route's URL pattern (`/api/listings/:id`), never the concrete URL with its query. */
    route: text('route').notNull(),
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_user_idx').on(table.userId, table.createdAt),
    index('audit_log_staff_idx').on(table.staffId, table.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
