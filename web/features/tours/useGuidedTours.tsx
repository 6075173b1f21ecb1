import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { ACTIONS, EVENTS, Joyride, ORIGIN, STATUS, type Controls, type EventData, type Step } from 'react-joyride';
import { allToursCompleted, type OnboardingStatus, type TourName } from '../../../contracts/onboarding';
import { waitForTourAnchors } from './anchors';
import { TOURS, tourForPath, type TourStep } from './tours';
import { fetchOnboardingStatus, ONBOARDING_STATUS_KEY, saveOnboardingStatus } from './toursApi';
import { nextAutomaticTour, withActiveTour, withCompletedTour } from './tourStatus';

const toJoyrideStep = ({ target, title, content, placement, fixed }: TourStep): Step =>
  target === 'center' ? { target: 'body', placement: 'center', title, content } : { target, title, content, placement: placement ?? 'auto', isFixed: fixed ?? false, skipScroll: fixed ?? false };

const LOCALE = { back: 'Back', close: 'Close', last: 'Done', next: 'Next', nextWithProgress: 'Next ({current} of {total})', skip: 'Skip tour' };
const OPTIONS = {
  primaryColor: '#1f3157',
  textColor: '#1e2433',
  overlayColor: 'rgba(15, 26, 48, 0.45)',
  zIndex: 2000,
  showProgress: true,
  // Straight to the tooltip, not a beacon to click first; scrolled clear of the sticky top bar.
  skipBeacon: true,
  scrollOffset: 96,
  buttons: ['back', 'close', 'primary', 'skip'] as ('back' | 'close' | 'primary' | 'skip')[],
  closeButtonAction: 'skip' as const,
  overlayClickAction: false as const,
};

interface Running {
  name: TourName;
  steps: Step[];
  /** A new run of the same tour mounts a fresh Joyride. */
  run: number;
}

export interface GuidedTours {
  /** The Joyride element to render once in the layout (null when no tour runs). */
  element: ReactElement | null;
  /** The screen's own tour, for the help menu. */
  screenTour: TourName | null;
  /** Starts a tour now (the help menu). */
  start: (name: TourName) => void;
  allToursCompleted: boolean;
}

/**
 * SPEC.md §2–§4 "Tours": the welcome tour, then each screen's tour, start on their own the first time a member (not
 * staff acting as one) opens the screen, one per visit of a screen. Completing or skipping marks the tour complete
 * locally, then saves the status; if saving fails the status is read again.
 */
export function useGuidedTours({ pathname, enabled }: { pathname: string; enabled: boolean }): GuidedTours {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: ONBOARDING_STATUS_KEY, queryFn: () => fetchOnboardingStatus(), enabled, staleTime: Infinity, retry: 1 });
  const { mutate: save } = useMutation({
    mutationFn: (next: OnboardingStatus) => saveOnboardingStatus(next),
    onError: () => void queryClient.invalidateQueries({ queryKey: ONBOARDING_STATUS_KEY }),
  });
  const [started, setStarted] = useState<Running | null>(null);
  /** The path a tour already ran on: no other starts on its own until the member goes elsewhere. */
  const [touredPath, setTouredPath] = useState<string | null>(null);
  const screenTour = tourForPath(pathname);
  // Leaving a screen ends its tour without completing it (coming back starts it again); the welcome tour goes on.
  const running = started && (started.name === 'dashboard' || started.name === screenTour) ? started : null;

  const update = useCallback(
    (change: (current: OnboardingStatus) => OnboardingStatus) => {
      const current = queryClient.getQueryData<OnboardingStatus>(ONBOARDING_STATUS_KEY);
      if (!current) return;
      const next = change(current);
      queryClient.setQueryData(ONBOARDING_STATUS_KEY, next);
      save(next);
    },
    [queryClient, save],
  );

  const show = useCallback(
    (name: TourName, steps: TourStep[], path: string) => {
      setTouredPath(path);
      setStarted((previous) => ({ name, steps: steps.map(toJoyrideStep), run: (previous?.run ?? 0) + 1 }));
      update((current) => withActiveTour(current, name));
    },
    [update],
  );

  // Start the next tour on its own once the status is known; going elsewhere first cancels the wait.
  const data = status.data;
  const automatic = enabled && data && !running && touredPath !== pathname ? nextAutomaticTour(data, screenTour) : null;
  useEffect(() => {
    if (!automatic) return;
    const abort = new AbortController();
    void waitForTourAnchors(TOURS[automatic], abort.signal).then((steps) => {
      if (!abort.signal.aborted && steps.length) show(automatic, steps, pathname);
    });
    return () => abort.abort();
  }, [automatic, pathname, show]);

  const onEvent = useCallback(
    (event: EventData, controls: Controls) => {
      // Escape ends the tour (Joyride's own Escape only moves to the next step).
      if (event.type === EVENTS.STEP_AFTER && event.action === ACTIONS.CLOSE && event.origin === ORIGIN.KEYBOARD) {
        controls.skip('button_close');
        return;
      }
      if (event.type !== EVENTS.TOUR_END || !running) return;
      if (event.status === STATUS.FINISHED || event.status === STATUS.SKIPPED) update((current) => withCompletedTour(current, running.name));
      setStarted(null);
    },
    [running, update],
  );

  const start = useCallback(
    (name: TourName) => {
      setTouredPath(pathname);
      setStarted(null);
      void waitForTourAnchors(TOURS[name], new AbortController().signal, { settleMs: 0 }).then((steps) => {
        if (steps.length) show(name, steps, pathname);
      });
    },
    [pathname, show],
  );

  const element = running ? (
    <Joyride key={`${running.name}-${running.run}`} run steps={running.steps} continuous scrollToFirstStep onEvent={onEvent} locale={LOCALE} options={OPTIONS} />
  ) : null;
  return { element, screenTour, start, allToursCompleted: data ? allToursCompleted(data) : false };
}
