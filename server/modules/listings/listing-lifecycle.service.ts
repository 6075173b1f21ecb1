/** docs/product.md "Listing lifecycle": enable, disable with a reason, staff feedback, soft delete and the purge. */
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { LISTING_MESSAGES, type DisableListing } from '../../../contracts/listings/listings';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/sanitize';
import type { NotifyDeps } from '../notifications/notify';
import type { UserRow } from '../users/users.table';
import { recordFittingBuyers } from './listing-alerts.query';
import { notifyFittingBuyers } from './listing-alerts.service';
import { runSaleSteps } from './listing-sale';
import { isStaff } from './listing.policy';
import { lockListing, updateListing } from './listings.repository';
import { invalidTransition, manageableListing } from './listings.service';
import { listingFiles, listings } from './listings.table';
import { refuseIdentifyingDetails } from './public-face';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'>;
type AnnouncingDeps = Deps & NotifyDeps;

/** What a lifecycle change could not push in real time (stored all the same); the route logs it. */
export interface LifecycleResult {
  pushErrors: unknown[];
}

export interface EnableResult extends LifecycleResult {
  /** active, or pending when the owner re-enabled a listing staff never approved. */
  status: 'active' | 'pending';
}

export const DELETED_LISTING_RETENTION_DAYS = 30;

/**
 * Staff approve a pending listing; the owner (or staff) re-enable a disabled one. The first approval is when the
 * listing becomes active for the first time: every buyer whose Buyer Customization fits it is alerted (in-app now,
 * e-mail in the daily digest; listing-alerts.service.ts).
 */
/**
 * Staff approve a pending listing (or one disabled before it was ever approved); the owner re-enables a disabled
 * one. A listing staff never approved does not go live from its owner: enabling it sends it back to review.
 */
export async function enableListing(deps: AnnouncingDeps, user: UserRow, id: number): Promise<EnableResult> {
  const listing = await manageableListing(deps, user, id);
  if (listing.status === 'pending' && !isStaff(user)) throw forbidden(LISTING_MESSAGES.onlyStaffApprove);
  if (listing.status !== 'pending' && listing.status !== 'disabled') throw invalidTransition(LISTING_MESSAGES.notEnableable);
  const now = deps.now();
  const { enabled, alerted } = await deps.database.db.transaction(async (tx) => {
    const current = await lockListing(tx, id);
    if (current.status !== listing.status) throw invalidTransition(LISTING_MESSAGES.notEnableable);
    await refuseIdentifyingDetails(tx, current); // a face saved before the check is fixed before buyers see it (issue #33)
    const firstActivation = current.approvedAt === null;
    const cleared = { disabledReason: null, disabledNote: null, disabledAt: null, updatedAt: now };
    if (firstActivation && !isStaff(user)) {
      return { enabled: await updateListing(tx, id, { ...cleared, status: 'pending', submittedAt: now }), alerted: [] };
    }
    const enabled = await updateListing(tx, id, { ...cleared, status: 'active', approvedAt: current.approvedAt ?? now });
    return { enabled, alerted: firstActivation ? await recordFittingBuyers(tx, enabled, now) : [] };
  });
  return { status: enabled.status as 'active' | 'pending', pushErrors: await notifyFittingBuyers(deps, enabled, alerted) };
}

/**
 * Takes the listing off the market with a reason. Sold (here or elsewhere) also runs the sale steps of the modules
 * above listings in the same transaction (listing-sale.ts): deals closes the listing's open deals, the named winner
 * as won, and tells their parties once committed.
 */
export async function disableListing(deps: AnnouncingDeps, user: UserRow, id: number, body: DisableListing): Promise<LifecycleResult> {
  const listing = await manageableListing(deps, user, id);
  if (listing.status !== 'active' && listing.status !== 'pending') throw invalidTransition(LISTING_MESSAGES.notDisableable);
  const winningDealId = body.reason === 'sold_here' ? (body.winning_deal_id ?? null) : null;
  const now = deps.now();
  const afterSale = await deps.database.db.transaction(async (tx) => {
    const current = await lockListing(tx, id);
    if (current.status !== 'active' && current.status !== 'pending') throw invalidTransition(LISTING_MESSAGES.notDisableable);
    await updateListing(tx, id, {
      status: 'disabled',
      disabledReason: body.reason,
      disabledNote: body.note ?? null,
      disabledAt: now,
      updatedAt: now,
    });
    if (body.reason !== 'sold_here' && body.reason !== 'sold_elsewhere') return [];
    return runSaleSteps({ tx, listing, winningDealId, changedBy: user, now });
  });
  const pushErrors: unknown[] = [];
  for (const announce of afterSale) pushErrors.push(...(await announce(deps)));
  return { pushErrors };
}

/** Staff ask for changes: the listing goes back to draft with the message. */
export async function sendListingFeedback(deps: Deps, user: UserRow, id: number, message: string): Promise<void> {
  await manageableListing(deps, user, id);
  if (!isStaff(user)) throw forbidden(LISTING_MESSAGES.staffOnly);
  const now = deps.now();
  await updateListing(deps.database.db, id, {
    status: 'draft',
    feedbackMessage: sanitizeRichText(message),
    feedbackAt: now,
    updatedAt: now,
  });
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
  const expired = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(isNotNull(listings.deletedAt), lt(listings.deletedAt, cutoff)));
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.id);
  const files = await db.select({ key: listingFiles.storageKey }).from(listingFiles).where(inArray(listingFiles.listingId, ids));
  await db.delete(listings).where(inArray(listings.id, ids));
  await Promise.allSettled(files.map((file) => deps.storage.delete(file.key)));
  return ids.length;
}
