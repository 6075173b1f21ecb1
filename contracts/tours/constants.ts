/** Guided tours' names (docs/product.md "Tours") and the completion rule, without the schemas (issue #16). */

export const TOUR_NAMES = [
  'dashboard',
  'all_listings',
  'listing_details',
  'create_listing',
  'messages',
  'deals',
  'valuations',
  'settings',
] as const;
export type TourName = (typeof TOUR_NAMES)[number];

/** App state allToursCompleted (docs/product.md "Entities"): every tour of the product is marked completed. */
export const allToursCompleted = (status: { tours: Partial<Record<TourName, boolean>> }): boolean =>
  TOUR_NAMES.every((name) => status.tours[name] === true);
