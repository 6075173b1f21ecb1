import { matchRoutes, type RouteObject } from 'react-router';
import type { FirstReads } from '../../../contracts/common/first-screen-reads';
import type { ScreenLoader } from '../../router';
import { guardRedirect } from './guardRedirect';
import type { SessionCookieHint } from './shellData';

/**
 * Starts loading the modules of the screen the page will show while the session is still being restored, instead of
 * after it (one round trip less before the first screen on a slow network). Without a session cookie the screen is
 * the one the guards will send a logged-out visitor to (log in, usually), and a screen's data prefetch (the listings)
 * starts only for a browser that has a session. The router's own lazy() calls later get the modules from the cache.
 * When the page came with its first screen rendered on the server, the screen's data is the page's `reads` instead.
 * Resolves once the modules have loaded and their data is seeded or prefetched (never rejects).
 */
export async function preloadRoute(
  routes: RouteObject[],
  pathname: string,
  hint: SessionCookieHint,
  reads?: FirstReads | null,
): Promise<void> {
  if (hint === 'none') {
    const redirect = guardRedirect(routes, pathname, { user: null, isImpersonating: false });
    if (redirect !== null) {
      if (redirect !== pathname) await preloadRoute(routes, redirect, 'unknown');
      return;
    }
  }
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.map(({ route }) => {
    const loader = route.lazy as Partial<ScreenLoader> | undefined;
    return typeof loader?.preload === 'function' ? loader.preload(reads).catch(() => undefined) : undefined;
  });
  await Promise.all(loads);
}
