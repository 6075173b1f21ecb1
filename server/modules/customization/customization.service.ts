import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BuyerCustomization,
  BuyerCustomizationSchema,
  SellerCustomization,
  SellerCustomizationSchema,
} from '../../../contracts/customization/customization';
import { userGroup } from '../../../contracts/users/users';
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../users/users.table';
import { buyerCustomizations, sellerCustomizations, type BuyerCustomizationRow, type SellerCustomizationRow } from './customization.table';

export type BuyerCustomizationInput = z.output<typeof BuyerCustomizationSchema>;
export type SellerCustomizationInput = z.output<typeof SellerCustomizationSchema>;

function presentBuyer(row: BuyerCustomizationRow | undefined): BuyerCustomization {
  return {
    practice_areas: row?.practiceAreas ?? [],
    states: row?.states ?? [],
    revenue_min: row?.revenueMin ?? null,
    revenue_max: row?.revenueMax ?? null,
    price_min: row?.priceMin ?? null,
    price_max: row?.priceMax ?? null,
    timeline: row?.timeline ?? null,
    financing: row?.financing ?? [],
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

function presentSeller(row: SellerCustomizationRow | undefined): SellerCustomization {
  return {
    practice_areas: row?.practiceAreas ?? [],
    state: row?.state ?? null,
    timeline: row?.timeline ?? null,
    buyer_preferences: row?.buyerPreferences ?? [],
    buyer_notes: row?.buyerNotes ?? '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/** The buyer's saved customization row; undefined when they have not saved one. */
export async function findBuyerCustomizationRow(db: Db, userId: number): Promise<BuyerCustomizationRow | undefined> {
  const [row] = await db.select().from(buyerCustomizations).where(eq(buyerCustomizations.userId, userId)).limit(1);
  return row;
}

/** The seller's saved customization row; undefined when they have not saved one. */
export async function findSellerCustomizationRow(db: Db, userId: number): Promise<SellerCustomizationRow | undefined> {
  const [row] = await db.select().from(sellerCustomizations).where(eq(sellerCustomizations.userId, userId)).limit(1);
  return row;
}

/** Not saved yet reads as empty choices. */
export async function getBuyerCustomization(db: Db, userId: number): Promise<BuyerCustomization> {
  return presentBuyer(await findBuyerCustomizationRow(db, userId));
}

export async function saveBuyerCustomization(db: Db, userId: number, input: BuyerCustomizationInput): Promise<BuyerCustomization> {
  const values = {
    ...(input.practice_areas === undefined ? {} : { practiceAreas: input.practice_areas }),
    states: input.states,
    revenueMin: input.revenue_min,
    revenueMax: input.revenue_max,
    priceMin: input.price_min,
    priceMax: input.price_max,
    timeline: input.timeline,
    financing: input.financing,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(buyerCustomizations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: buyerCustomizations.userId, set: values })
    .returning();
  return presentBuyer(row);
}

export async function getSellerCustomization(db: Db, userId: number): Promise<SellerCustomization> {
  return presentSeller(await findSellerCustomizationRow(db, userId));
}

export async function saveSellerCustomization(db: Db, userId: number, input: SellerCustomizationInput): Promise<SellerCustomization> {
  const values = {
    ...(input.practice_areas === undefined ? {} : { practiceAreas: input.practice_areas }),
    state: input.state,
    timeline: input.timeline,
    buyerPreferences: input.buyer_preferences,
    buyerNotes: input.buyer_notes,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(sellerCustomizations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: sellerCustomizations.userId, set: values })
    .returning();
  return presentSeller(row);
}

/**
 * POST /user/practice-areas: the practice areas of the customization that matches the user's group
 * (Seller Customization for sellers, Buyer Customization for everyone else); the other choices stay.
 */
export async function savePracticeAreas(db: Db, user: UserRow, practiceAreas: string[]) {
  const table = userGroup(user.userType) === 'seller' ? sellerCustomizations : buyerCustomizations;
  const set = { practiceAreas, updatedAt: new Date() };
  const [row] = await db
    .insert(table)
    .values({ userId: user.id, ...set })
    .onConflictDoUpdate({ target: table.userId, set })
    .returning({ practiceAreas: table.practiceAreas });
  return { practice_areas: row!.practiceAreas, customization: table === sellerCustomizations ? ('seller' as const) : ('buyer' as const) };
}
