import { PATHS } from '../../app/paths';

/** The query docs/product.md "Session and start-up"'s seller onboarding adds when it sends a new seller to Seller Customization. */
export const SELLER_ONBOARDING_QUERY = { key: 'redirect', value: '2' } as const;

export const isSellerOnboarding = (search: URLSearchParams) => search.get(SELLER_ONBOARDING_QUERY.key) === SELLER_ONBOARDING_QUERY.value;

/** Where to go after Seller Customization is saved: on to Create Listing during onboarding, else stay. */
export function destinationAfterSellerSave(search: URLSearchParams): string | null {
  return isSellerOnboarding(search) ? PATHS.createListing : null;
}
