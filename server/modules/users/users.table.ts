import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public, anonymised handle shown to counterparts before a match (e.g. LX-7Q4K2M). */
    uniqueId: text('unique_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Digits only, with the country code for 11-digit numbers (docs/product.md "Validation and display"). */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Storage key of the profile photo; served through an authorised route. */
    imageKey: text('image_key'),
    role: text('role').notNull().default('user'),
    userType: text('user_type'),
    hasAcceptedTerms: boolean('has_accepted_terms').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    completedSurvey: boolean('completed_survey').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    verificationLevel: text('verification_level').notNull().default('unverified'),
    twoFactorSecret: text('two_factor_secret'),
    /** A secret being set up: it replaces twoFactorSecret once a code from it is confirmed. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorConfirmedAt: timestamp('two_factor_confirmed_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    /** SHA-256 hashes of the unused recovery codes (random, 50 bits each). */
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>(),
    /** Bumped when the password changes so older sessions can be told apart. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_unique_id_unique').on(table.uniqueId),
    index('users_role_idx').on(table.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
