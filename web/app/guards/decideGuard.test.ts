import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/profiles';
import type { Profile } from '../session/profile';
import { dashboardPathFor, decideGuard, type GuardDecision, type GuardKind } from './decideGuard';

const R: GuardDecision = { render: true };
const to = (redirect: string): GuardDecision => ({ redirect });
const toLogin: GuardDecision = { redirect: '/login', rememberFrom: true };

interface Column {
  name: string;
  user: Profile | null;
  isImpersonating?: boolean;
}

const columns: Column[] = [
  { name: 'logged out', user: null },
  { name: 'e-mail unverified', user: buildProfile({ email_verified_at: null }) },
  { name: 'phone unverified', user: buildProfile({ phone_verified_at: null }) },
  { name: 'verified, terms not accepted', user: buildProfile({ has_accepted_terms: false }) },
  { name: "verified, user type '-'", user: buildProfile({ user_type: '-' }) },
  { name: 'verified, no user type', user: buildProfile({ user_type: null }) },
  { name: 'fully onboarded', user: buildProfile() },
  { name: 'fully onboarded admin', user: buildProfile({ role: 'admin', user_type: 'other' }) },
  {
    name: 'impersonating an unverified user',
    user: buildProfile({ email_verified_at: null, has_accepted_terms: false, user_type: null }),
    isImpersonating: true,
  },
];

/** The full-access gates, for the sessions before 'fully onboarded': login, contact verification, terms. */
const FULL_ACCESS_GATES: GuardDecision[] = [
  toLogin,
  to('/verification'),
  to('/verification'),
  to('/marketplace-terms'),
  to('/marketplace-terms'),
  to('/marketplace-terms'),
];

// docs/product.md "Screens and routes", "Access gates", one row per guard, one cell per session state (same order as `columns`).
const table: Record<GuardKind, GuardDecision[]> = {
  'logged-out': [
    R,
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
  ],
  home: [
    to('/login'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
  ],
  public: [R, R, R, R, R, R, R, R, R],
  verification: [
    toLogin,
    R,
    R,
    to('/marketplace-terms'),
    to('/marketplace-terms'),
    to('/marketplace-terms'),
    to('/dashboard'),
    to('/dashboard'),
    to('/dashboard'),
  ],
  terms: [toLogin, to('/verification'), to('/verification'), R, R, R, to('/dashboard'), to('/dashboard'), to('/dashboard')],
  'full-access': [...FULL_ACCESS_GATES, R, R, R],
  admin: [...FULL_ACCESS_GATES, to('/dashboard'), R, to('/dashboard')],
  // The fully onboarded member and the admin are of the buyer group ('buying', 'other').
  'find-sellers': [...FULL_ACCESS_GATES, R, R, to('/dashboard')],
  'find-buyers': [...FULL_ACCESS_GATES, to('/find-sellers'), to('/find-sellers'), to('/dashboard')],
};

describe('decideGuard', () => {
  for (const [kind, row] of Object.entries(table) as [GuardKind, GuardDecision[]][]) {
    describe(kind, () => {
      columns.forEach((column, index) => {
        it(`${column.name} → ${JSON.stringify(row[index])}`, () => {
          expect(decideGuard(kind, { user: column.user, isImpersonating: column.isImpersonating ?? false })).toEqual(row[index]);
        });
      });
    });
  }

  it('sends each group from the other group’s directory to its own (issue #34)', () => {
    const as = (user_type: string) => ({ user: buildProfile({ user_type }), isImpersonating: false });
    for (const type of ['selling', 'valuing']) {
      expect(decideGuard('find-sellers', as(type))).toEqual(to('/find-buyers'));
      expect(decideGuard('find-buyers', as(type))).toEqual(R);
    }
    for (const type of ['buying', 'other']) {
      expect(decideGuard('find-buyers', as(type))).toEqual(to('/find-sellers'));
      expect(decideGuard('find-sellers', as(type))).toEqual(R);
    }
  });

  it('sends a user who just logged in back to where they were going', () => {
    const state = { user: buildProfile(), isImpersonating: false };
    expect(decideGuard('logged-out', state, '/messages?chat=4')).toEqual({ redirect: '/messages?chat=4' });
    expect(decideGuard('logged-out', state, '/')).toEqual({ redirect: '/dashboard' });
  });
});

describe('dashboardPathFor', () => {
  it.each([
    ['seller', '/seller-deals'],
    ['selling', '/seller-deals'],
    ['valuing', '/seller-deals'],
    ['buyer', '/buyer-deals'],
    ['buying', '/buyer-deals'],
    ['other', '/buyer-deals'],
    ['-', '/all-listings'],
    [null, '/all-listings'],
    ['investor', '/all-listings'],
  ])('user type %j → %s', (userType, path) => {
    expect(dashboardPathFor({ user_type: userType })).toBe(path);
  });

  it('sends nobody anywhere but all listings when there is no user', () => {
    expect(dashboardPathFor(null)).toBe('/all-listings');
  });
});
