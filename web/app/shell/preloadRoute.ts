import { matchRoutes, type RouteObject } from 'react-router';
import type { GuardHandle, ScreenLoader } from '../../router';
import { decideGuard } from '../guards/decideGuard';
import type { SessionCookieHint } from './shellData';

/**
 * Starts loading the modules of the screen the page will show while the session is still being restored, instead of
 * after it (one round trip less before the first screen on a slow network). Without a session cookie the screen is
 * the one the guards will send a logged-out visitor to (log in, usually), and a screen's data prefetch (the listings)
 * starts only for a browser that has a session. The router's own lazy() calls later get the modules from the cache.
 */
export function preloadRoute(routes: RouteObject[], pathname: string, hint: SessionCookieHint): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (hint === 'none') {
    for (const { route } of matches) {
      const guard = (route.handle as GuardHandle | undefined)?.guard;
      const decision = guard ? decideGuard(guard, { user: null, isImpersonating: false }) : null;
      if (decision && 'redirect' in decision) {
        if (decision.redirect !== pathname) preloadRoute(routes, decision.redirect, 'unknown');
        return;
      }
    }
  }
  for (const { route } of matches) {
    const loader = route.lazy as Partial<ScreenLoader> | undefined;
    if (typeof loader?.preload === 'function') void loader.preload().catch(() => undefined);
  }
}
