import { gateFor, type Gate } from '../../../contracts/auth/access';
import { hasUserType, userGroup } from '../../../contracts/users/users';
import { PATHS } from '../paths';
import { isAdmin, type Profile } from '../session/profile';

/** The guards of docs/product.md "Screens and routes", "Access gates", one per kind of route. */
export type GuardKind = 'logged-out' | 'home' | 'public' | 'verification' | 'terms' | 'full-access' | 'admin' | GroupView;

/** The screens of one group (docs/product.md "Screens and routes": /find-sellers is the buyer view, /find-buyers the seller view). */
type GroupView = 'find-sellers' | 'find-buyers';
const GROUP_VIEWS: Record<'buyer' | 'seller', string> = { buyer: PATHS.findSellers, seller: PATHS.findBuyers };

export interface GuardState {
  user: Profile | null;
  isImpersonating: boolean;
}

export type GuardDecision = { render: true } | { redirect: string; rememberFrom?: boolean };

const RENDER: GuardDecision = { render: true };

const GATE_REDIRECTS: Record<Exclude<Gate, 'granted'>, GuardDecision> = {
  login: { redirect: PATHS.login, rememberFrom: true },
  verification: { redirect: PATHS.verification },
  terms: { redirect: PATHS.marketplaceTerms },
};

const isVerified = (user: Profile) => Boolean(user.email_verified_at && user.phone_verified_at);
const isOnboarded = (user: Profile) => user.has_accepted_terms && hasUserType(user.user_type);

/**
 * What a route of `kind` does for this session: render, or redirect. `from` is where a logged-out user was going
 * before being sent to log in; logging in returns there instead of the dashboard.
 */
export function decideGuard(kind: GuardKind, { user, isImpersonating }: GuardState, from?: string): GuardDecision {
  switch (kind) {
    case 'public':
      return RENDER;
    case 'home':
      return { redirect: user ? PATHS.dashboard : PATHS.login };
    case 'logged-out':
      return user ? { redirect: from && from !== PATHS.home ? from : PATHS.dashboard } : RENDER;
    case 'verification':
      if (!user) return GATE_REDIRECTS.login;
      if (isImpersonating) return { redirect: PATHS.dashboard };
      if (isVerified(user)) return { redirect: isOnboarded(user) ? PATHS.dashboard : PATHS.marketplaceTerms };
      return RENDER;
    case 'terms':
      if (!user) return GATE_REDIRECTS.login;
      if (isImpersonating) return { redirect: PATHS.dashboard };
      if (!isVerified(user)) return { redirect: PATHS.verification };
      if (isOnboarded(user)) return { redirect: PATHS.dashboard };
      return RENDER;
    case 'full-access': {
      const gate = gateFor(user, isImpersonating);
      return gate === 'granted' ? RENDER : GATE_REDIRECTS[gate];
    }
    case 'admin': {
      const gate = gateFor(user, isImpersonating);
      if (gate !== 'granted') return GATE_REDIRECTS[gate];
      return isAdmin(user) ? RENDER : { redirect: PATHS.dashboard };
    }
    case 'find-sellers':
    case 'find-buyers': {
      const gate = gateFor(user, isImpersonating);
      if (gate !== 'granted') return GATE_REDIRECTS[gate];
      // The other group goes to its own view; someone of neither group (acting as a member without a type) to the dashboard.
      const group = userGroup(user?.user_type);
      const own = group === 'none' ? PATHS.dashboard : GROUP_VIEWS[group];
      return own === `/${kind}` ? RENDER : { redirect: own };
    }
  }
}

/** Where /dashboard leads (docs/product.md "Screens and routes"): seller deals for the seller group, buyer deals for the buyer group. */
export function dashboardPathFor(user: Pick<Profile, 'user_type'> | null): string {
  const group = userGroup(user?.user_type);
  if (group === 'seller') return PATHS.sellerDeals;
  if (group === 'buyer') return PATHS.buyerDeals;
  return PATHS.allListings;
}
