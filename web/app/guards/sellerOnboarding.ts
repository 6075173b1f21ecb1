import { userGroup } from '../../../contracts/users/users';
import { PATHS } from '../paths';
import type { Profile } from '../session/profile';

/**
 * Seller onboarding (docs/product.md "Session and start-up"): a seller is sent to Seller Customization once (`?redirect=2`), then — while they
 * have no listing — to Create Listing once. The progress is a flag in localStorage: absent → 'customization' → 'done';
 * once it is 'done' nothing is forced any more. Staff impersonating a seller are never redirected.
 *
 * The flag is per browser, so the account decides too (issue #20.5): a seller whose Seller Customization is already
 * complete is not sent there again on a new browser, and one who already has a listing is not sent to Create Listing.
 */
export type SellerRedirectFlag = 'customization' | 'done' | null;

export interface SellerOnboardingInput {
  user: Pick<Profile, 'user_type'> | null;
  isImpersonating: boolean;
  pathname: string;
  flag: SellerRedirectFlag;
  /** Whether the seller owns a listing; null while unknown (not loaded, failed, or the API is not there). */
  hasListing: boolean | null;
  /** Whether the seller's customization is complete (customizationComplete); null while unknown. */
  customizationComplete: boolean | null;
}

/** Why a redirect happens, for the screen to say so. */
export type SellerRedirectReason = 'customization-incomplete' | 'no-listing';

export interface SellerOnboardingStep {
  /** Where to send the seller now, if anywhere. */
  redirect?: string;
  /** The flag to store. */
  flag: Exclude<SellerRedirectFlag, null>;
  reason?: SellerRedirectReason;
}

export const SELLER_CUSTOMIZATION_REDIRECT = `${PATHS.sellerCustomization}?redirect=2`;

export function parseSellerRedirectFlag(stored: string | null): SellerRedirectFlag {
  return stored === 'customization' || stored === 'done' ? stored : null;
}

export function nextSellerOnboardingStep(input: SellerOnboardingInput): SellerOnboardingStep | null {
  const { user, isImpersonating, pathname, flag, hasListing, customizationComplete } = input;
  if (!user || isImpersonating || userGroup(user.user_type) !== 'seller' || flag === 'done') return null;
  const onCustomization = pathname === PATHS.sellerCustomization;
  const onCreateListing = pathname === PATHS.createListing;
  if (flag === null) {
    if (onCustomization) return { flag: 'customization' };
    // Decide on the account, not the browser: wait until the customization is known; a complete one is not asked again.
    if (customizationComplete === null) return null;
    if (!customizationComplete)
      return { redirect: SELLER_CUSTOMIZATION_REDIRECT, flag: 'customization', reason: 'customization-incomplete' };
  }
  // Let the seller finish the customization before moving on; wait until we know about their listings.
  if (onCustomization || hasListing === null) return null;
  if (hasListing || onCreateListing) return { flag: 'done' };
  return { redirect: PATHS.createListing, flag: 'done', reason: 'no-listing' };
}
