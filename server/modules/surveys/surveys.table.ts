import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Answers to the marketing surveys (seller, buyer, valuation), one row per submission. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_user_form_idx').on(table.userId, table.formId)],
);
