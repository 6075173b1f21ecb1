import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { users } from '../users/users.table';
import type { ListingWithDetail } from './listing-view';
import { isFavoriteOf, type DbOrTx } from './listings.repository';
import { dataRoomFolders, listingAccess, listingFiles, listings } from './listings.table';

const sellerColumns = {
  sellerUniqueId: users.uniqueId,
  sellerVerificationLevel: users.verificationLevel,
};

/**
 * The listing with its seller's badge, the viewer's favorite and access flags and its media, in one statement
 * and its data-room folders (the details page must stay within 3 SQL statements).
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
          'id', f.id, 'collectionName', f.collection_name, 'folderId', f.folder_id, 'filename', f.filename,
          'mimetype', f.mimetype, 'size', f.size, 'createdAt', f.created_at) order by f.id)
        from ${listingFiles} f where f.listing_id = ${listings.id}), '[]'::json)`,
      folders: sql<ListingWithDetail['folders']>`coalesce((
        select json_agg(json_build_object(
          'id', d.id, 'name', d.name, 'position', d.position, 'opensAt', d.opens_at, 'collection', d.collection)
          order by d.position, d.id)
        from ${dataRoomFolders} d where d.listing_id = ${listings.id}), '[]'::json)`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .limit(1);
  return row ?? null;
}
