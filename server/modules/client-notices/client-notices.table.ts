import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deals } from '../deals/deals.table';
import { users } from '../users/users.table';

/**
 * A deal's client list for the ABA Model Rule 1.17 notices (issue #32): who uploaded it, the buyer's identity as the
 * letters name it, and, once the deal closed as lost, the date from which the list is deleted.
 */
export const dealClientLists = pgTable('deal_client_lists', {
  dealId: integer('deal_id')
    .primaryKey()
    .references(() => deals.id, { onDelete: 'cascade' }),
  /** The buyer as the parties agreed to name them in the letters ("Jane Roe of Roe Law PLLC"). */
  buyerIdentity: text('buyer_identity'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** Set when the deal closes as lost: the clients are deleted on this date (a year after it closed). */
  deleteOn: date('delete_on', { mode: 'string' }),
});

/**
 * One client of the list. Name, e-mail, postal address and matter are sealed together (AES-256-GCM, decision 0012),
 * bound to the deal and the row's position; the rest is what the notice did, readable without the names.
 */
export const dealClients = pgTable(
  'deal_clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    tag: text('tag').notNull(),
    hasEmail: boolean('has_email').notNull(),
    hasAddress: boolean('has_address').notNull(),
    /** not_sent | sent | objected | consented | file_requested (contracts/client-notices). */
    status: text('status').notNull().default('not_sent'),
    sentOn: date('sent_on', { mode: 'string' }),
    /** The day the client first opened their link: the known receipt when earlier than the mailing allowance. */
    openedOn: date('opened_on', { mode: 'string' }),
    windowEndsOn: date('window_ends_on', { mode: 'string' }),
    /** The seller could not give this client notice: the file transfers only under a court order (Rule 1.17(c)). */
    unreachable: boolean('unreachable').notNull().default(false),
    courtName: text('court_name'),
    courtOrderedOn: date('court_ordered_on', { mode: 'string' }),
    courtFileKey: text('court_file_key'),
    courtFileName: text('court_file_name'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deal_clients_position_unique').on(table.dealId, table.position),
    check('deal_clients_status', sql`${table.status} in ('not_sent', 'sent', 'objected', 'consented', 'file_requested')`),
  ],
);

/** Every answer a client gave through their link, kept when a later answer replaces it. */
export const dealClientAnswers = pgTable(
  'deal_client_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => dealClients.id, { onDelete: 'cascade' }),
    /** objected | consented | file_requested */
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('deal_client_answers_client_idx').on(table.clientId, table.id)],
);

/**
 * Staff's per-state settings: whether the 90 days run from receipt (ABA Model Rule) or from sending, the mailing
 * allowance that dates receipt, and the state's own letter template. `default` is the platform's, for every state
 * without a row.
 */
export const clientNoticeRules = pgTable(
  'client_notice_rules',
  {
    state: text('state').primaryKey(),
    /** receipt | sending */
    windowFrom: text('window_from').notNull().default('receipt'),
    mailingDays: integer('mailing_days').notNull().default(3),
    /** Null: the platform default letter. */
    letterTemplate: text('letter_template'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('client_notice_rules_window_from', sql`${table.windowFrom} in ('receipt', 'sending')`),
    check('client_notice_rules_mailing_days', sql`${table.mailingDays} between 0 and 30`),
  ],
);

export type DealClientListRow = typeof dealClientLists.$inferSelect;
export type DealClientRow = typeof dealClients.$inferSelect;
export type ClientNoticeRuleRow = typeof clientNoticeRules.$inferSelect;
