/**
 * Listings' constants, labels and helpers without their schemas (docs/product.md "Entities", "Listing lifecycle", "Confidentiality model"; docs/api.md "Calls"): what the listings grid,
 * its filters and the member area need on their first screen, with no zod to load (issue #16). `listings.ts` re-exports
 * them beside the schemas, so the server and the forms import either.
 */
import type { VerificationLevelKey } from '../users/users';

export const LISTING_STATUSES = ['draft', 'pending', 'active', 'disabled'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const DISABLE_REASONS = [
  { key: 'sold_here', label: 'Sold here' },
  { key: 'sold_elsewhere', label: 'Sold elsewhere' },
  { key: 'paused', label: 'Paused' },
  { key: 'other', label: 'Other' },
] as const;
export const DISABLE_REASON_KEYS = DISABLE_REASONS.map((reason) => reason.key) as ['sold_here', 'sold_elsewhere', 'paused', 'other'];

/**
 * docs/product.md "Entities" verification levels from lowest to highest: unverified < VI < VBO < VFL < VLP. A listing's
 * minimum_verification_level is met by that level or any above it; the server refuses an access request below it
 * and the details screen says so instead of offering the request.
 */
export const VERIFICATION_ORDER: readonly VerificationLevelKey[] = ['unverified', 'VI', 'VBO', 'VFL', 'VLP'];

/** The level's place in VERIFICATION_ORDER; an unknown or missing level counts as unverified. */
export function verificationRank(level: string | null | undefined): number {
  return Math.max(0, VERIFICATION_ORDER.indexOf(level as VerificationLevelKey));
}

export function meetsMinimumVerification(level: string | null | undefined, minimum: string | null | undefined): boolean {
  return verificationRank(level) >= verificationRank(minimum);
}

/** Revenue bands on the anonymised face and in the filters, by the most recent year's gross revenue (USD). */
export const REVENUE_BANDS = [
  { key: 'under_500k', label: 'Under $500k', min: 0, max: 500_000 },
  { key: '500k_1m', label: '$500k – $1M', min: 500_000, max: 1_000_000 },
  { key: '1m_2m', label: '$1M – $2M', min: 1_000_000, max: 2_000_000 },
  { key: '2m_5m', label: '$2M – $5M', min: 2_000_000, max: 5_000_000 },
  { key: '5m_plus', label: '$5M and more', min: 5_000_000, max: null },
] as const;
export type RevenueBand = (typeof REVENUE_BANDS)[number]['key'];
export const REVENUE_BAND_KEYS = REVENUE_BANDS.map((band) => band.key) as [RevenueBand, ...RevenueBand[]];

export function revenueBandOf(revenue: number | null | undefined): RevenueBand | null {
  if (revenue === null || revenue === undefined) return null;
  return REVENUE_BANDS.find((band) => revenue >= band.min && (band.max === null || revenue < band.max))?.key ?? null;
}

export const LISTING_MESSAGES = {
  sellersOnly: 'Only sellers can create listings.',
  notOwner: 'You can only change your own listings.',
  staffOnly: 'Only staff can do this.',
  submitted: 'Your listing was submitted for review.',
  enabled: 'The listing is now active.',
  backInReview: 'The listing is back in review; staff will enable it once they have checked it.',
  disabled: 'The listing is now disabled.',
  feedbackSent: 'The feedback was sent and the listing is back in draft.',
  deleted: 'The listing was deleted.',
  notSubmittable: 'Only a draft can be submitted for review.',
  notEnableable: 'This listing cannot be enabled from its current status.',
  onlyStaffApprove: 'A listing pending review is enabled by staff.',
  notDisableable: 'Only an active or pending listing can be disabled.',
  notEditable: 'A listing pending review cannot be edited. Wait for the review or ask staff for feedback.',
  otherNeedsNote: 'Tell us more about the reason.',
  winningDealNotSoldHere: 'A winning deal can only be named when the listing is sold here.',
  winningDealInvalid: 'Choose one of this listing’s open deals as the winning deal.',
  incomplete: 'Complete the listing before submitting it.',
} as const;

export const LISTING_SORTS = ['-created_at', 'created_at', 'asking_price', '-asking_price', 'revenue', '-revenue'] as const;
export const LISTINGS_PER_PAGE = 12;
export const LISTINGS_MAX_PER_PAGE = 50;

/** How messages and e-mails name a listing: its headline in quotes and its public reference, never the seller. */
export const quotedListing = (listing: { headline: string; reference: string }) =>
  `"${listing.headline.trim() || 'Untitled listing'}" (${listing.reference})`;
