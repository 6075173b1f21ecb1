import { describe, expect, it } from 'vitest';
import { allToursCompleted, TOUR_NAMES, type OnboardingStatus } from '../../../contracts/tours/tours';
import { TOURS, tourForPath } from './tours';
import { nextAutomaticTour, withActiveTour, withCompletedTour } from './tourStatus';

const status = (tours: OnboardingStatus['tours'], active_tour: OnboardingStatus['active_tour'] = null): OnboardingStatus => ({
  tours,
  active_tour,
});

describe('tour for a path', () => {
  it.each([
    ['/all-listings', 'all_listings'],
    ['/listings/results', 'all_listings'],
    ['/listings/details/42', 'listing_details'],
    ['/listings/create', 'create_listing'],
    ['/messages', 'messages'],
    ['/buyer-deals', 'deals'],
    ['/seller-deals/', 'deals'],
    ['/get-valuation', 'valuations'],
    ['/seller-valuations', 'valuations'],
    ['/settings/notification', 'settings'],
  ])('%s → %s', (path, tour) => expect(tourForPath(path)).toBe(tour));

  it.each(['/buyer-deals/7', '/listings/edit/3', '/notifications', '/admin/users', '/book-a-call'])('%s has no tour of its own', (path) =>
    expect(tourForPath(path)).toBeNull(),
  );
});

describe('which tour starts on its own', () => {
  it('the welcome tour first, whatever the screen', () => {
    expect(nextAutomaticTour(status({}), 'messages')).toBe('dashboard');
    expect(nextAutomaticTour(status({ messages: true }), null)).toBe('dashboard');
  });

  it('then the screen’s tour until it is completed', () => {
    expect(nextAutomaticTour(status({ dashboard: true }), 'messages')).toBe('messages');
    expect(nextAutomaticTour(status({ dashboard: true, messages: true }), 'messages')).toBeNull();
    expect(nextAutomaticTour(status({ dashboard: true, messages: false }), 'messages')).toBe('messages');
    expect(nextAutomaticTour(status({ dashboard: true }), null)).toBeNull();
  });

  it('completing marks the tour done and clears the active one; starting sets it', () => {
    const started = withActiveTour(status({ dashboard: true }), 'deals');
    expect(started).toEqual(status({ dashboard: true }, 'deals'));
    expect(withCompletedTour(started, 'deals')).toEqual(status({ dashboard: true, deals: true }));
  });

  it('allToursCompleted only when every tour is', () => {
    const most = Object.fromEntries(TOUR_NAMES.slice(1).map((name) => [name, true]));
    expect(allToursCompleted(status(most))).toBe(false);
    expect(allToursCompleted(status({ ...most, dashboard: true }))).toBe(true);
    expect(allToursCompleted(status({ ...most, dashboard: false }))).toBe(false);
  });
});

describe('the tours table', () => {
  it('has a tour for every tour name, each with steps whose anchors are valid selectors', () => {
    expect(Object.keys(TOURS).sort()).toEqual([...TOUR_NAMES].sort());
    for (const tour of Object.values(TOURS)) {
      expect(tour.steps.length).toBeGreaterThanOrEqual(2);
      for (const step of tour.steps) {
        expect(step.title.length).toBeGreaterThan(0);
        if (step.target !== 'center') expect(() => document.querySelector(step.target)).not.toThrow();
      }
    }
  });
});
