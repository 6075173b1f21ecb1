/**
 * Guided tours (docs/product.md "Tours"): one tour per screen, and the
 * status the server keeps — which tours are completed, and the one in progress.
 */
import { z } from 'zod';
import { TOUR_NAMES } from './constants';

export * from './constants';

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
