/**
 * The seller's hold on the data room (issue 33): when each folder opens, and revoking or restoring a buyer's access.
 * A revocation removes the grant (so every access check stays one lookup) and keeps why in listing_access_revocations,
 * which the deal shows as "access revoked". A deal closing as lost revokes by itself (deals calls it).
 */
import { and, eq } from 'drizzle-orm';
import { DATA_ROOM_STAGE_MESSAGES } from '../../../contracts/data-room/stages';
import { quotedListing } from '../../../contracts/listings/constants';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { notify, type NotifyDeps } from '../notifications/notify';
import type { UserRow } from '../users/users.table';
import { listingAccessRevocations } from './data-room.table';
import { grantListingAccess, recordRevocation } from './listing-access';
import { manageableListing } from './listings.service';
import type { ListingRow } from './listings.table';

export type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'> & NotifyDeps;

/** The seller or staff, never staff acting as a member: who sees the firm is a confidential setting. */
export interface Changer {
  user: UserRow;
  impersonated: boolean;
}

export async function listingToChange(deps: Deps, changer: Changer, listingId: number): Promise<ListingRow> {
  const listing = await manageableListing(deps, changer.user, listingId);
  if (changer.impersonated) throw forbidden(DATA_ROOM_STAGE_MESSAGES.impersonating);
  return listing;
}

async function tellBuyer(deps: Deps, listing: ListingRow, buyerId: number, subject: string, body: string): Promise<void> {
  await notify(deps, buyerId, {
    event: 'match_accepted',
    subject,
    body: `${body} (${quotedListing(listing)})`,
    url: `/listings/details/${listing.id}`,
  });
}

export async function revokeBuyerAccess(deps: Deps, changer: Changer, target: { listingId: number; buyerId: number }): Promise<void> {
  const listing = await listingToChange(deps, changer, target.listingId);
  const revoked = await deps.database.db.transaction((tx) =>
    recordRevocation(tx, { ...target, reason: 'seller', by: changer.user.id, at: deps.now() }),
  );
  if (!revoked) throw notFound('This buyer has no access to revoke.');
  await tellBuyer(
    deps,
    listing,
    target.buyerId,
    'Your access to a listing was revoked',
    'The seller closed the firm’s details and data room to you. Your deal and conversation stay open.',
  );
}

export async function restoreBuyerAccess(deps: Deps, changer: Changer, target: { listingId: number; buyerId: number }): Promise<void> {
  const listing = await listingToChange(deps, changer, target.listingId);
  const restored = await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .delete(listingAccessRevocations)
      .where(and(eq(listingAccessRevocations.listingId, target.listingId), eq(listingAccessRevocations.buyerId, target.buyerId)))
      .returning({ id: listingAccessRevocations.id });
    if (rows.length > 0) await grantListingAccess(tx, { ...target, grantedById: changer.user.id });
    return rows.length > 0;
  });
  if (!restored) throw notFound('This buyer’s access was not revoked.');
  await tellBuyer(
    deps,
    listing,
    target.buyerId,
    'Your access to a listing was restored',
    'The seller opened the firm’s details and data room to you again.',
  );
}
