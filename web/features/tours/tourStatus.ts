import type { OnboardingStatus, TourName } from '../../../contracts/tours/tours';

/** The tour to start on its own: the welcome tour first, then the screen's tour, each only until completed. */
export function nextAutomaticTour(status: OnboardingStatus, screenTour: TourName | null): TourName | null {
  if (!status.tours.dashboard) return 'dashboard';
  if (screenTour && !status.tours[screenTour]) return screenTour;
  return null;
}

export const withActiveTour = (status: OnboardingStatus, name: TourName | null): OnboardingStatus => ({ ...status, active_tour: name });

/** Completed or skipped: either way it does not start on its own again (the help menu still replays it). */
export const withCompletedTour = (status: OnboardingStatus, name: TourName): OnboardingStatus => ({
  tours: { ...status.tours, [name]: true },
  active_tour: null,
});
