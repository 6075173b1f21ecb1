import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { listingAccess } from './listings.table';

type DbOrTx = Pick<Db, 'select' | 'insert' | 'delete'>;

/**
 * Opens a listing's identity, questionnaire answers and data room to a buyer (called when a match is accepted).
 * Idempotent: granting twice keeps the first grant.
 */
export async function grantListingAccess(
  db: DbOrTx,
  grant: { listingId: number; buyerId: number; grantedById: number | null },
): Promise<void> {
  await db
    .insert(listingAccess)
    .values({ listingId: grant.listingId, buyerId: grant.buyerId, grantedBy: grant.grantedById })
    .onConflictDoNothing({ target: [listingAccess.listingId, listingAccess.buyerId] });
}

export async function revokeListingAccess(db: DbOrTx, grant: { listingId: number; buyerId: number }): Promise<void> {
  await db.delete(listingAccess).where(and(eq(listingAccess.listingId, grant.listingId), eq(listingAccess.buyerId, grant.buyerId)));
}

/** Whether the buyer holds a grant on this listing (owners and staff are decided by the listing policy). */
export async function hasListingAccess(db: DbOrTx, listingId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: listingAccess.id })
    .from(listingAccess)
    .where(and(eq(listingAccess.listingId, listingId), eq(listingAccess.buyerId, userId)))
    .limit(1);
  return rows.length > 0;
}
