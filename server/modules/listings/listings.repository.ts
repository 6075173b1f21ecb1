import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { favorites } from './favorites.table';
import { users } from '../users/users.table';
import type { ListingWithDetail } from './listing-view';
import { listingAccess, listingFiles, listings, type ListingRow, type NewListingRow } from './listings.table';

type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const isFavoriteOf = (userId: number) =>
  sql<boolean>`exists (select 1 from ${favorites} where ${favorites.listingId} = ${listings.id} and ${favorites.userId} = ${userId})`;

export const sellerColumns = {
  sellerUniqueId: users.uniqueId,
  sellerVerificationLevel: users.verificationLevel,
};

/** A listing that is not deleted, without its relations. */
export async function findListing(db: DbOrTx, id: number): Promise<ListingRow | null> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The listing with its seller's badge, the viewer's favorite and access flags and its media, in one statement
 * (the details page must stay within 3 SQL statements).
 */
export async function findListingDetail(db: DbOrTx, id: number, viewerId: number): Promise<ListingWithDetail | null> {
  const [row] = await db
    .select({
      ...getTableColumns(listings),
      ...sellerColumns,
      isFavorite: isFavoriteOf(viewerId),
      hasAccess: sql<boolean>`exists (select 1 from ${listingAccess} where ${listingAccess.listingId} = ${listings.id} and ${listingAccess.buyerId} = ${viewerId})`,
      media: sql<ListingWithDetail['media']>`coalesce((
        select json_agg(json_build_object(
          'id', f.id, 'collectionName', f.collection_name, 'filename', f.filename,
          'mimetype', f.mimetype, 'size', f.size, 'createdAt', f.created_at) order by f.id)
        from ${listingFiles} f where f.listing_id = ${listings.id}), '[]'::json)`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertListing(db: DbOrTx, values: NewListingRow): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning();
  return row!;
}

export async function updateListing(db: DbOrTx, id: number, patch: Partial<NewListingRow>): Promise<ListingRow> {
  const [row] = await db.update(listings).set(patch).where(eq(listings.id, id)).returning();
  return row!;
}

export async function listingMedia(db: DbOrTx, listingId: number) {
  return db.select().from(listingFiles).where(eq(listingFiles.listingId, listingId)).orderBy(listingFiles.id);
}
