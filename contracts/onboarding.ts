/**
 * Guided tours (SPEC.md §3 "Onboarding status", §4 "Tours", PRODUCT.md "Tours"): one tour per screen, and the
 * status the server keeps — which tours are completed, and the one in progress.
 */
import { z } from 'zod';

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

export const TourNameSchema = z.enum(TOUR_NAMES, { error: 'Choose one of the tours.' });

export const OnboardingStatusSchema = z
  .object({
    /** Tour name → completed. A tour missing from the map has not been completed. */
    tours: z.partialRecord(TourNameSchema, z.boolean({ error: 'Use true or false.' })),
    /** The tour on screen now, if any. */
    active_tour: TourNameSchema.nullable(),
  })
  .strict();
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;

export const OnboardingStatusBodySchema = z.object({ onboarding_status: OnboardingStatusSchema }).strict();
export const OnboardingStatusResponseSchema = z.object({ onboarding_status: OnboardingStatusSchema });

/** App state allToursCompleted (SPEC.md §3): every tour of the product is marked completed. */
export const allToursCompleted = (status: OnboardingStatus): boolean => TOUR_NAMES.every((name) => status.tours[name] === true);
