import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * GET /find-users' directory: one row per member who may be listed (active, fully onboarded, not staff, of a group;
 * a seller with at least one active listing), with what ranking and the directory card need. Written only by
 * database triggers (migration 0016) from users, listings and the two customizations, as `listings` keeps its seller
 * copies; the app only reads it. Practice areas and states are also bitmasks (`practice_area_bits`, `us_state_bits`:
 * one bit per key in the order of contracts/), so shared areas are a bit_count and a shared state one AND. Its index,
 * with the ranking columns included (INCLUDE, which drizzle does not describe), is created in that migration too.
 */
export const directoryProfiles = pgTable('directory_profiles', {
  // The fixed-width ranking columns first, never null: a scan reads them at fixed offsets, before any array.
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  areaBits: bigint('area_bits', { mode: 'bigint' }).notNull(),
  /** The states as a bitmask (`us_state_bits`, one bit per code in the order of contracts/common/us-states.ts). */
  stateBits: bigint('state_bits', { mode: 'bigint' }).notNull(),
  /**
   * Buyers who gave a revenue range: its bounds, a missing one as the bigint's extreme, so "a revenue in range" is two
   * comparisons. Everyone else: low 1, high 0, a range no revenue is in.
   */
  revenueLow: bigint('revenue_low', { mode: 'number' }).notNull(),
  revenueHigh: bigint('revenue_high', { mode: 'number' }).notNull(),
  /** 'seller' or 'buyer' (the user type's group). */
  side: text('side').notNull(),
  verificationLevel: text('verification_level').notNull(),
  /** Sellers: the revenues of their active listings. */
  revenues: bigint('revenues', { mode: 'number' }).array().notNull(),
  uniqueId: text('unique_id').notNull(),
  userType: text('user_type').notNull(),
  /** Sellers: customization and active listings together; buyers: their customization. Sorted, distinct. */
  areas: text('areas').array().notNull(),
  states: text('states').array().notNull(),
  activeListings: integer('active_listings').notNull(),
  /** Buyers: the revenue range they look for, as given (either may be missing). */
  revenueMin: bigint('revenue_min', { mode: 'number' }),
  revenueMax: bigint('revenue_max', { mode: 'number' }),
  timeline: text('timeline'),
  /** Sellers: buyer preferences; buyers: financing. */
  preferences: text('preferences').array().notNull(),
});
