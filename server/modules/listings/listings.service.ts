import { userGroup } from '../../../contracts/users/users';
import { LISTING_MESSAGES, type ListingDraft } from '../../../contracts/listings/listings';
import { submitErrors } from '../../../contracts/listings/progress';
import type { ListingDetail } from '../../../contracts/listings/responses';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors';
import type { UserRow } from '../users/users.table';
import { draftPatch, usableInformationOf } from './listing-answers';
import { canManageListing, canSeeConfidential, canViewListing, isStaff } from './listing.policy';
import { recordListingView } from './listing-stats.service';
import { completionInput, toListingDetail } from './listing-view';
import { checkUploads, storeUploads, type DataRoomUploads } from './data-room.store';
import { ALL_STAGES, stagesReachedBy } from './data-room-stages';
import { findListingDetail } from './listing-detail.query';
import { findListing, insertListing, listingMedia, lockListing, updateListing } from './listings.repository';
import { reviewAfterEdit } from './listing-review';
import type { ListingRow } from './listings.table';
import { publicFaceHits, refuseIdentifyingDetails } from './public-face';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

export const invalidTransition = (message: string) => new AppError(409, 'invalid_transition', message);

/** The listing if the caller may manage it: 404 when they may not even see it, 403 when they only may see it. */
export async function manageableListing(deps: Deps, user: UserRow, id: number): Promise<ListingRow> {
  const listing = await findListing(deps.database.db, id);
  if (!listing || !canViewListing(user, listing)) throw notFound();
  if (!canManageListing(user, listing)) throw forbidden(LISTING_MESSAGES.notOwner);
  return listing;
}

/** GET /listings/{id}: the anonymised face, plus the confidential part for the owner, staff or a granted buyer. */
export async function listingDetails(deps: Deps, user: UserRow, id: number, options: { countView?: boolean } = {}): Promise<ListingDetail> {
  const listing = await findListingDetail(deps.database.db, id, user.id);
  if (!listing || !canViewListing(user, listing)) throw notFound();
  const manages = canManageListing(user, listing);
  if (options.countView && !manages) await recordListingView(deps, listing.id, user.id);
  const confidential = canSeeConfidential(user, listing, listing.hasAccess);
  const stagesReached =
    manages || !confidential ? ALL_STAGES : await stagesReachedBy(deps.database.db, listing.folders, listing.id, user.id);
  const identifyingDetails = manages ? await publicFaceHits(deps.database.db, listing) : [];
  return toListingDetail(listing, {
    isOwner: listing.ownerId === user.id,
    confidential,
    management: manages,
    stagesReached,
    identifyingDetails,
  });
}

export async function createListing(deps: Deps, user: UserRow, draft: ListingDraft, uploads: DataRoomUploads): Promise<number> {
  if (!isStaff(user) && userGroup(user.userType) !== 'seller') throw forbidden(LISTING_MESSAGES.sellersOnly);
  await checkUploads(0, uploads); // a refused file must not leave an empty draft behind
  await refuseIdentifyingDetails(deps.database.db, {
    ownerId: user.id,
    headline: draft.headline ?? '',
    metro: draft.metro ?? null,
    firmName: draft.firm_name ?? null,
    city: draft.city ?? null,
    address: draft.address ?? null,
  });
  const now = deps.now();
  const empty = await insertListing(deps.database.db, { ownerId: user.id, createdAt: now, updatedAt: now });
  return saveListing(deps, user, empty, draft, uploads);
}

/**
 * Saves answers (and any files sent with them) at any time; nothing is stored if a file is refused. A seller's change
 * to an approved listing's public face sends it back to review (listing-review.ts).
 */
export async function saveListing(
  deps: Deps,
  user: UserRow,
  listing: ListingRow,
  draft: ListingDraft,
  uploads: DataRoomUploads,
): Promise<number> {
  const files = await checkUploads(listing.id, uploads);
  await storeUploads(deps, listing.id, files, user.id, async (tx) => {
    const current = await lockListing(tx, listing.id);
    const patch = draftPatch(current, draft);
    const updated = { ...current, ...patch } as ListingRow;
    await refuseIdentifyingDetails(tx, updated); // rolls back the whole save, files included
    const media = await listingMedia(tx, listing.id);
    const now = deps.now();
    await updateListing(tx, listing.id, {
      ...patch,
      ...reviewAfterEdit(user, current, updated, now),
      hasUsableInformation: usableInformationOf(updated, media),
      updatedAt: now,
    });
  });
  return listing.id;
}

/** Recomputes the stored usable-information flag after the media changed. */
export async function refreshUsableInformation(deps: Deps, listingId: number): Promise<void> {
  const db = deps.database.db;
  const listing = await findListing(db, listingId);
  if (!listing) return;
  const media = await listingMedia(db, listingId);
  await updateListing(db, listingId, { hasUsableInformation: usableInformationOf(listing, media) });
}

/** draft → pending: the core facts must be complete. */
export async function submitListing(deps: Deps, user: UserRow, id: number): Promise<void> {
  const listing = await manageableListing(deps, user, id);
  if (listing.status !== 'draft') throw invalidTransition(LISTING_MESSAGES.notSubmittable);
  const errors = submitErrors(completionInput(listing, await listingMedia(deps.database.db, id)));
  if (Object.keys(errors).length > 0) throw validationError(errors, LISTING_MESSAGES.incomplete);
  await updateListing(deps.database.db, id, { status: 'pending', submittedAt: deps.now(), updatedAt: deps.now() });
}
