import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation';
import { favorites } from './favorites.table';
import { listingFiles, listings, type ListingRow, type NewListingRow } from './listings.table';

export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const isFavoriteOf = (userId: number) =>
  sql<boolean>`exists (select 1 from ${favorites} where ${favorites.listingId} = ${listings.id} and ${favorites.userId} = ${userId})`;

/** A listing that is not deleted, without its relations. */
export async function findListing(db: DbOrTx, id: number): Promise<ListingRow | null> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A new listing; its public reference is drawn by the database (listing_reference()), again in the rare case it is taken. */
export async function insertListing(db: Db, values: NewListingRow): Promise<ListingRow> {
  const [row] = await retryOnUniqueViolation('listings_reference_idx', () => db.insert(listings).values(values).returning());
  return row!;
}

/** The listing row locked for the rest of the transaction, so two changes of its status never interleave. */
export async function lockListing(tx: DbOrTx, id: number): Promise<ListingRow> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update').limit(1);
  return row!;
}

export async function updateListing(db: DbOrTx, id: number, patch: Partial<NewListingRow>): Promise<ListingRow> {
  const [row] = await db.update(listings).set(patch).where(eq(listings.id, id)).returning();
  return row!;
}

export async function listingMedia(db: DbOrTx, listingId: number) {
  return db.select().from(listingFiles).where(eq(listingFiles.listingId, listingId)).orderBy(listingFiles.id);
}

/** What a notice quotes of a listing (quotedListing), deleted or not; null when there is no such listing. */
export async function listingTitle(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ headline: listings.headline, reference: listings.reference })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  return row ?? null;
}

/** The ids, references and headlines of these listings, deleted or not. */
export async function listingTitles(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: listings.id, reference: listings.reference, headline: listings.headline })
    .from(listings)
    .where(inArray(listings.id, ids));
}

/** The owner's listing with this id, deleted or not, in any status; null when it is not theirs. */
export async function findListingOfOwner(db: DbOrTx, id: number, ownerId: number): Promise<ListingRow | null> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** The owner's active listings (not deleted), by id. */
export async function activeListingsOf(db: DbOrTx, ownerId: number): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), eq(listings.status, 'active'), isNull(listings.deletedAt)))
    .orderBy(asc(listings.id));
}
