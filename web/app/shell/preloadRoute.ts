import { matchRoutes, type RouteObject } from 'react-router';
import type { GuardHandle } from '../../router';
import { decideGuard } from '../guards/decideGuard';
import type { SessionCookieHint } from './shellData';

/**
 * Starts loading the modules of the screen the page will show while the session is still being restored, instead of
 * after it (one round trip less before the first screen on a slow network). Without a session cookie the screen is
 * the one the guards will send a logged-out visitor to (log in, usually). The router's own lazy() calls later get
 * the same modules from the module cache.
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
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}
