import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { listingAccessRevocations } from './data-room.table';
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
  // A new grant ends an earlier revocation, so the deal no longer shows "access revoked".
  await db
    .delete(listingAccessRevocations)
    .where(and(eq(listingAccessRevocations.listingId, grant.listingId), eq(listingAccessRevocations.buyerId, grant.buyerId)));
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

/** Removes a buyer's grant and records why; false when they held none. */
export async function recordRevocation(
  db: DbOrTx,
  revocation: { listingId: number; buyerId: number; reason: 'seller' | 'deal_lost'; by: number | null; at: Date },
): Promise<boolean> {
  const held = await db
    .delete(listingAccess)
    .where(and(eq(listingAccess.listingId, revocation.listingId), eq(listingAccess.buyerId, revocation.buyerId)))
    .returning({ id: listingAccess.id });
  if (held.length === 0) return false;
  const values = { reason: revocation.reason, revokedBy: revocation.by, revokedAt: revocation.at };
  await db
    .insert(listingAccessRevocations)
    .values({ listingId: revocation.listingId, buyerId: revocation.buyerId, ...values })
    .onConflictDoUpdate({ target: [listingAccessRevocations.listingId, listingAccessRevocations.buyerId], set: values });
  return true;
}
