/** PRODUCT.md "Listing lifecycle": enable, disable with a reason, staff feedback, soft delete and the purge. */
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { LISTING_MESSAGES, type DisableListing } from '../../../contracts/listings';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/sanitize';
import type { UserRow } from '../users/users.table';
import { isStaff } from './listing.policy';
import { updateListing } from './listings.repository';
import { invalidTransition, manageableListing } from './listings.service';
import { listingFiles, listings } from './listings.table';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

export const DELETED_LISTING_RETENTION_DAYS = 30;

/** Staff approve a pending listing; the owner (or staff) re-enable a disabled one. */
export async function enableListing(deps: Deps, user: UserRow, id: number): Promise<void> {
  const listing = await manageableListing(deps, user, id);
  if (listing.status === 'pending' && !isStaff(user)) throw forbidden(LISTING_MESSAGES.onlyStaffApprove);
  if (listing.status !== 'pending' && listing.status !== 'disabled') throw invalidTransition(LISTING_MESSAGES.notEnableable);
  const now = deps.now();
  await updateListing(deps.database.db, id, {
    status: 'active',
    approvedAt: listing.status === 'pending' ? now : listing.approvedAt,
    disabledReason: null,
    disabledNote: null,
    disabledAt: null,
    updatedAt: now,
  });
}

export async function disableListing(deps: Deps, user: UserRow, id: number, body: DisableListing): Promise<void> {
  const listing = await manageableListing(deps, user, id);
  if (listing.status !== 'active' && listing.status !== 'pending') throw invalidTransition(LISTING_MESSAGES.notDisableable);
  const now = deps.now();
  await updateListing(deps.database.db, id, {
    status: 'disabled',
    disabledReason: body.reason,
    disabledNote: body.note ?? null,
    disabledAt: now,
    updatedAt: now,
  });
}

/** Staff ask for changes: the listing goes back to draft with the message. */
export async function sendListingFeedback(deps: Deps, user: UserRow, id: number, message: string): Promise<void> {
  await manageableListing(deps, user, id);
  if (!isStaff(user)) throw forbidden(LISTING_MESSAGES.staffOnly);
  const now = deps.now();
  await updateListing(deps.database.db, id, { status: 'draft', feedbackMessage: sanitizeRichText(message), feedbackAt: now, updatedAt: now });
}

/** Hidden at once; purged with its files after the retention period. */
export async function deleteListing(deps: Deps, user: UserRow, id: number, reason: string): Promise<void> {
  await manageableListing(deps, user, id);
  const now = deps.now();
  await updateListing(deps.database.db, id, { deletedAt: now, deleteReason: reason, updatedAt: now });
}

/** Removes listings deleted more than 30 days ago, with their stored files. Returns how many went. */
export async function purgeDeletedListings(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - DELETED_LISTING_RETENTION_DAYS * 86_400_000);
  const db = deps.database.db;
  const expired = await db.select({ id: listings.id }).from(listings).where(and(isNotNull(listings.deletedAt), lt(listings.deletedAt, cutoff)));
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.id);
  const files = await db.select({ key: listingFiles.storageKey }).from(listingFiles).where(inArray(listingFiles.listingId, ids));
  await db.delete(listings).where(inArray(listings.id, ids));
  await Promise.allSettled(files.map((file) => deps.storage.delete(file.key)));
  return ids.length;
}
