import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { OnboardingStatus } from '../../../contracts/tours/tours';
import { users } from '../users/users.table';

/** Each user's guided-tour status (docs/product.md "Tours"); a user without a row has completed no tour. */
export const onboardingStatuses = pgTable('onboarding_statuses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: jsonb('status').$type<OnboardingStatus>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
