import type { Api } from './api';

const ALL_TOURS = ['dashboard', 'all_listings', 'listing_details', 'create_listing', 'messages', 'deals', 'valuations', 'settings'] as const;

/**
 * Marks every guided tour completed, as a member who has taken them all would have it, so journeys about other
 * screens are not interrupted by a first-visit tour (e2e/tours.spec.ts tests the tours themselves).
 */
export async function finishTours(api: Api): Promise<void> {
  await api.ok('PUT', '/onboarding/status', { onboarding_status: { tours: Object.fromEntries(ALL_TOURS.map((name) => [name, true])), active_tour: null } });
}
