import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { whenQueriesSettle } from './whenQueriesSettle';

/**
 * Whether the member's first screen has shown: its queries have settled and the browser has painted it. The reads
 * a screen does not need to show (unread counters, tour status, the survey lookup) and the real-time socket wait for
 * it, so that on a slow phone they do not share the network and the main thread with the screen itself (issue #16).
 * It happens once per page load; later screens find it done.
 */
let shown = false;
let watching = false;
const listeners = new Set<() => void>();
let markShown: () => void = () => {};
let shownPromise = newShownPromise();

function newShownPromise(): Promise<void> {
  return new Promise<void>((resolve) => {
    markShown = () => {
      shown = true;
      resolve();
      for (const listener of listeners) listener();
    };
  });
}

/** For tests, which render many "page loads" in one module instance: the next layout watches its own first screen. */
export function resetFirstScreenShown(): void {
  shown = false;
  watching = false;
  shownPromise = newShownPromise();
}

/**
 * Once the frame that draws the screen has been shown: the second animation frame from now starts after the first has
 * been presented. A timer as well, because a tab in the background draws no frames.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });

/** Starts watching (the member layout calls it once it has rendered); later calls change nothing. */
export function watchFirstScreen(queryClient: QueryClient): void {
  if (watching) return;
  watching = true;
  void whenQueriesSettle(queryClient).settled.then(afterNextPaint).then(markShown);
}

export const firstScreenShown = (): Promise<void> => shownPromise;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the first screen has shown; the first component to ask starts the watch (the member layout, in the app). */
export function useFirstScreenShown(): boolean {
  const queryClient = useQueryClient();
  useEffect(() => watchFirstScreen(queryClient), [queryClient]);
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
}
