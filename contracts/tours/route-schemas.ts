import { OnboardingStatusBodySchema, OnboardingStatusResponseSchema } from './tours';
import type { RouteSchemas } from '../common/route-map';

/** The schemas of the tours endpoints (paths in ./routes.ts). */
export const tourRouteSchemas = {
  status: {
    summary: "The user's guided tours: completed ones and the active one",
    tags: ['onboarding'],
    response: { 200: OnboardingStatusResponseSchema },
  },
  saveStatus: {
    summary: "Save the user's guided-tour status",
    description:
      'The client marks a tour completed locally, then saves the whole status here; on failure it reads the status again (docs/product.md "Tours").',
    tags: ['onboarding'],
    body: OnboardingStatusBodySchema,
    response: { 200: OnboardingStatusResponseSchema },
  },
} satisfies RouteSchemas;
