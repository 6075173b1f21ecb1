import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { OnboardingStatus } from '../../../contracts/tours/tours';
import { allToursCompleted, type TourName } from '../../../contracts/tours/constants';
import { stepsOnScreen, waitForTourAnchors } from './anchors';
import { waitForNoDialog, watchActivity } from './screenIdle';
import { TOURS, tourForPath, type TourStep } from './tours';
import { fetchOnboardingStatus, onboardingStatusKey, saveOnboardingStatus } from './toursApi';
import { nextAutomaticTour, withActiveTour, withCompletedTour } from './tourStatus';

const loadTourPlayer = () => import('./TourPlayer');
const TourPlayer = lazy(loadTourPlayer);

interface Running {
  name: TourName;
  steps: TourStep[];
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
 * docs/product.md "Tours": the welcome tour, then each screen's tour, start on their own the first time a member (not
 * staff acting as one) opens the screen, one per visit of a screen. Completing or skipping marks the tour complete
 * locally, then saves the status; if saving fails the status is read again. A tour starts on its own only on an idle
 * screen (./screenIdle.ts): it waits for an open dialog to close, and leaves a person who has started working alone
 * until their next visit of the screen.
 */
export function useGuidedTours({
  userId,
  pathname,
  enabled,
}: {
  userId: number | undefined;
  pathname: string;
  enabled: boolean;
}): GuidedTours {
  const queryClient = useQueryClient();
  const key = useMemo(() => onboardingStatusKey(userId), [userId]);
  const status = useQuery({ queryKey: key, queryFn: () => fetchOnboardingStatus(), enabled, staleTime: Infinity, retry: 1 });
  const { mutate: save } = useMutation({
    mutationFn: (next: OnboardingStatus) => saveOnboardingStatus(next),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const [started, setStarted] = useState<Running | null>(null);
  /** The path a tour already ran on: no other starts on its own until the member goes elsewhere. */
  const [touredPath, setTouredPath] = useState<string | null>(null);
  const screenTour = tourForPath(pathname);
  // Leaving a screen ends its tour without completing it (coming back starts it again); the welcome tour goes on.
  const running = started && (started.name === 'dashboard' || started.name === screenTour) ? started : null;

  const update = useCallback(
    (change: (current: OnboardingStatus) => OnboardingStatus) => {
      const current = queryClient.getQueryData<OnboardingStatus>(key);
      if (!current) return;
      const next = change(current);
      queryClient.setQueryData(key, next);
      save(next);
    },
    [queryClient, save, key],
  );

  const show = useCallback(
    (name: TourName, steps: TourStep[], path: string) => {
      setTouredPath(path);
      setStarted((previous) => ({ name, steps, run: (previous?.run ?? 0) + 1 }));
      update((current) => withActiveTour(current, name));
    },
    [update],
  );

  // What the person does on this screen, from the moment it opens.
  const activity = useRef<ReturnType<typeof watchActivity> | null>(null);
  useEffect(() => {
    const watch = watchActivity();
    activity.current = watch;
    return () => watch.stop();
  }, [pathname]);

  // Start the next tour on its own once the status is known and the screen is idle; going elsewhere cancels the wait.
  const data = status.data;
  const automatic = enabled && data && !running && touredPath !== pathname ? nextAutomaticTour(data, screenTour) : null;
  useEffect(() => {
    if (!automatic) return;
    const abort = new AbortController();
    void loadTourPlayer().catch(() => undefined);
    void (async () => {
      if (!(await waitForTourAnchors(TOURS[automatic], abort.signal)).length) return;
      await waitForNoDialog(abort.signal);
      if (abort.signal.aborted) return;
      // The person has started working on this screen: not now; the tour comes on their next visit.
      if (activity.current?.acted()) return setTouredPath(pathname);
      const steps = stepsOnScreen(TOURS[automatic]);
      if (steps.length) show(automatic, steps, pathname);
    })();
    return () => abort.abort();
  }, [automatic, pathname, show]);

  const onEnd = useCallback(
    (completed: boolean) => {
      if (completed && running) update((current) => withCompletedTour(current, running.name));
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
    <Suspense fallback={null}>
      <TourPlayer key={`${running.name}-${running.run}`} steps={running.steps} onEnd={onEnd} />
    </Suspense>
  ) : null;
  return { element, screenTour, start, allToursCompleted: data ? allToursCompleted(data) : false };
}
