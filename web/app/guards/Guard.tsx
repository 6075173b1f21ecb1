import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useSession } from '../session/useSession';
import { decideGuard, dashboardPathFor, type GuardKind } from './decideGuard';

interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** A layout route that renders its children or redirects, as decideGuard says for the current session. */
export function Guard({ kind }: { kind: GuardKind }) {
  const { user, isImpersonating } = useSession();
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const decision = decideGuard(kind, { user, isImpersonating }, from ? `${from.pathname}${from.search}${from.hash}` : undefined);
  if ('render' in decision) return <Outlet />;
  const state = decision.rememberFrom ? { from: { pathname: location.pathname, search: location.search, hash: location.hash } } : undefined;
  return <Navigate to={decision.redirect} replace state={state} />;
}

/** /dashboard: the deals page of the user's group, otherwise all listings. */
export function DashboardRedirect() {
  const { user } = useSession();
  return <Navigate to={dashboardPathFor(user)} replace />;
}
