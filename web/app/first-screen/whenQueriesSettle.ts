import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query is fetching (the screen has its data), or after `maxWaitMs` whatever happens. The real-time
 * socket waits for it: on a slow phone, pusher-js (~17 KB) and its two authorising calls would otherwise share the
 * network with the first screen's own data and code (issue #16). Resolves at once when nothing is fetching.
 */
export function whenQueriesSettle(queryClient: QueryClient, { maxWaitMs = 3000 }: { maxWaitMs?: number } = {}) {
  let cancel = () => {};
  const settled = new Promise<void>((resolve) => {
    let unsubscribe = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    cancel = () => {
      unsubscribe();
      clearTimeout(timer);
    };
    // A query is added, then fetches, in the same tick as the screen that asked for it: look after this tick.
    timer = setTimeout(() => {
      if (queryClient.isFetching() === 0) return finish();
      unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) finish();
      });
      timer = setTimeout(finish, maxWaitMs);
    }, 0);
  });
  return { settled, cancel };
}
