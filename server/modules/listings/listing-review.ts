/**
 * Staff approve the face buyers see (docs/product.md "Confidentiality model"), not whatever the seller writes next (issue
 * #29): a seller's change to the public face of an approved listing sends it back to review, as docs/product.md's
 * lifecycle has it. An active listing goes to pending, hidden from buyers until staff enable it, like a new
 * submission; a disabled one goes to review when its owner enables it again (enableListing, as for a listing staff
 * never approved). Answers only a granted buyer sees (identity, questionnaire, financials) change without review, and
 * staff's own edits need none.
 */
import { revenueBandOf } from '../../../contracts/listings/listings';
import type { UserRow } from '../users/users.table';
import { isStaff } from './listing.policy';
import type { ListingRow, NewListingRow } from './listings.table';

/** What any buyer sees, as the seller wrote it; the usable-information badge is the platform's reckoning, not a claim. */
const publicFaceOf = (listing: ListingRow) =>
  JSON.stringify([
    listing.headline,
    [...listing.practiceAreas].sort(),
    listing.state,
    listing.metro,
    revenueBandOf(listing.revenue),
    listing.askingPrice,
    listing.attorneys,
    listing.staff,
    listing.yearEstablished,
  ]);

/** What a save does to the listing's review: nothing, or back to review when the seller changed its public face. */
export function reviewAfterEdit(
  user: Pick<UserRow, 'id' | 'role'>,
  before: ListingRow,
  after: ListingRow,
  now: Date,
): Partial<NewListingRow> {
  if (isStaff(user) || publicFaceOf(before) === publicFaceOf(after)) return {};
  if (before.status === 'active') return { status: 'pending', submittedAt: now, approvedAt: null };
  if (before.status === 'disabled') return { approvedAt: null };
  return {};
}
