import { TOUR_NAMES } from '../../contracts/tours/tours';
import type { Api } from './api';

/**
 * Marks every guided tour completed, as a member who has taken them all would have it, so journeys about other
 * screens are not interrupted by a first-visit tour (e2e/tours.spec.ts tests the tours themselves).
 */
export async function finishTours(api: Api): Promise<void> {
  await api.ok('PUT', '/onboarding/status', {
    onboarding_status: { tours: Object.fromEntries(TOUR_NAMES.map((name) => [name, true])), active_tour: null },
  });
}
