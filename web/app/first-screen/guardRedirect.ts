import { matchRoutes, type RouteObject } from 'react-router';
import type { GuardHandle } from '../../router';
import { decideGuard, type GuardState } from '../guards/decideGuard';

/**
 * Where the guards on the way to `pathname` would send this session, or null when every one lets it through: the
 * first screen's preload and the server's render of it ask before the router itself decides.
 */
export function guardRedirect(routes: RouteObject[], pathname: string, state: GuardState): string | null {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const guard = (route.handle as GuardHandle | undefined)?.guard;
    const decision = guard ? decideGuard(guard, state) : null;
    if (decision && 'redirect' in decision) return decision.redirect;
  }
  return null;
}
