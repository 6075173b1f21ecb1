import { screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GuardKind } from './app/guards/decideGuard';
import { queryClient } from './app/queryClient';
import { session } from './app/session/sessionStore';
import { buildProfile } from './test/profiles';
import { renderApp } from './test/renderApp';
import { stubApi } from './test/stubApi';
import { routes, type GuardHandle } from './router';

const guardsOn = (path: string): GuardKind[] =>
  (matchRoutes(routes, path) ?? [])
    .map((match) => (match.route.handle as GuardHandle | undefined)?.guard)
    .filter((guard): guard is GuardKind => Boolean(guard));

const leafOf = (path: string): RouteObject => (matchRoutes(routes, path) ?? []).at(-1)!.route;

const FULL_ACCESS = [
  '/book-a-call',
  '/get-expert-help',
  '/dashboard',
  '/all-listings',
  '/get-valuation',
  '/watch-list',
  '/notifications',
  '/buyer-deals',
  '/seller-deals',
  '/my-buyer-listings',
  '/my-seller-listings',
  '/buyer-valuations',
  '/seller-valuations',
  '/buyer-resources',
  '/seller-resources',
  '/messages',
  '/get-verified',
  '/listings',
  '/listings/status/active',
  '/listings/results',
  '/listings/create',
  '/listings/edit/12',
  '/listings/details/12',
  '/settings',
  '/settings/account',
  '/settings/notification',
  '/settings/buyer-customization',
  '/settings/seller-customization',
];
const ADMIN = ['/admin', '/admin/users', '/admin/verifications', '/admin/valuations', '/admin/listings', '/admin/chats', '/admin/experts'];
const PUBLIC = ['/terms-and-conditions', '/privacy-policy', '/confidentiality-terms', '/success-fee-terms', '/unsubscribe-success'];
const LOGGED_OUT = ['/login', '/register', '/forget-password', '/reset-password'];

describe('the route table (docs/product.md "Screens and routes")', () => {
  it.each(LOGGED_OUT)('%s is logged-out only', (path) => expect(guardsOn(path)).toEqual(['logged-out']));
  it('/ is the home redirect', () => expect(guardsOn('/')).toEqual(['home']));
  it.each(PUBLIC)('%s is public', (path) => expect(guardsOn(path)).toEqual(['public']));
  it('/verification has its own guard', () => expect(guardsOn('/verification')).toEqual(['verification']));
  it('/marketplace-terms has its own guard', () => expect(guardsOn('/marketplace-terms')).toEqual(['terms']));
  it.each(FULL_ACCESS)('%s needs full access', (path) => expect(guardsOn(path)).toEqual(['full-access']));
  it('Find a Seller and Find a Buyer need full access and the matching group', () => {
    expect(guardsOn('/find-sellers')).toEqual(['full-access', 'find-sellers']);
    expect(guardsOn('/find-buyers')).toEqual(['full-access', 'find-buyers']);
  });
  it.each(ADMIN)('%s needs full access and the admin role', (path) => expect(guardsOn(path)).toEqual(['full-access', 'admin']));
  it('an unknown path shows the not-found page behind the full-access guard', () => {
    expect(guardsOn('/no/such/page')).toEqual(['full-access']);
    expect(leafOf('/no/such/page').path).toBe('*');
  });

  it('loads every screen lazily from a module with a component', async () => {
    const paths = [
      ...LOGGED_OUT,
      ...PUBLIC,
      '/verification',
      '/marketplace-terms',
      ...FULL_ACCESS,
      '/find-sellers',
      '/find-buyers',
      ...ADMIN,
      '/no/such/page',
    ];
    for (const path of paths) {
      const leaf = leafOf(path);
      if (leaf.element) continue; // the redirects: /, /dashboard, /listings, /settings, /admin
      expect(typeof leaf.lazy, path).toBe('function');
      const loaded = await (leaf.lazy as () => Promise<{ Component?: unknown }>)();
      expect(loaded.Component, path).toBeTypeOf('function');
    }
  }, 60_000);
});

describe('navigation with a session', () => {
  beforeEach(() => {
    stubApi({});
    session.clear();
  });
  afterEach(() => {
    session.clear();
    queryClient.clear();
  });

  const lands = async (path: string, expected: string) => {
    const app = renderApp(path);
    await waitFor(() => expect(app.location()).toBe(expected), { timeout: 5000 });
    return app;
  };

  it('sends a logged-out visitor from a member page to log in, and from / too', async () => {
    await lands('/seller-deals', '/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('sends a logged-out visitor from / to log in', async () => {
    await lands('/', '/login');
  });

  it('sends a logged-in member away from the logged-out pages to their dashboard', async () => {
    session.setUser(buildProfile({ user_type: 'buying' }));
    await lands('/register', '/buyer-deals');
  });

  it('sends a seller from /dashboard to the seller deals (onboarding redirects already done)', async () => {
    window.localStorage.setItem('lexchange.sellerRedirect', 'done');
    session.setUser(buildProfile({ user_type: 'selling' }));
    await lands('/dashboard', '/seller-deals');
    expect(await screen.findByRole('heading', { name: 'Seller deals' })).toBeTruthy();
  });

  it('redirects /listings, /settings and /admin to their first page', async () => {
    session.setUser(buildProfile({ role: 'admin', user_type: 'other' }));
    await lands('/listings', '/all-listings');
    await lands('/settings', '/settings/account');
    await lands('/admin', '/admin/users');
  });

  it('sends a member who is not staff from /admin to the dashboard', async () => {
    session.setUser(buildProfile({ user_type: 'buying' }));
    await lands('/admin/chats', '/buyer-deals');
  });

  it('sends an unverified member to /verification and one without terms to /marketplace-terms', async () => {
    session.setUser(buildProfile({ phone_verified_at: null }));
    await lands('/messages', '/verification');
    session.setUser(buildProfile({ has_accepted_terms: false }));
    await lands('/verification', '/marketplace-terms');
  });

  it('lets staff impersonating an unverified user skip the verification and terms gates', async () => {
    session.setUser(buildProfile({ email_verified_at: null, has_accepted_terms: false, user_type: 'buying' }), true);
    await lands('/verification', '/buyer-deals');
    await lands('/watch-list', '/watch-list');
  });

  it('sends a buyer who opens Find a Buyer to Find a Seller (issue #34)', async () => {
    stubApi({ 'GET /find-users': { data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } } } });
    session.setUser(buildProfile({ user_type: 'buying' }));
    await lands('/find-buyers', '/find-sellers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a Seller' })).toBeTruthy();
  });

  it('sends a seller who opens Find a Seller to Find a Buyer (issue #34)', async () => {
    stubApi({ 'GET /find-users': { data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } } } });
    window.localStorage.setItem('lexchange.sellerRedirect', 'done');
    session.setUser(buildProfile({ user_type: 'selling' }));
    await lands('/find-sellers', '/find-buyers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a Buyer' })).toBeTruthy();
  });

  it('sends a seller whose customization is not complete to Seller Customization once, with redirect=2', async () => {
    stubApi({
      'GET /user/seller-customization': {
        data: { practice_areas: [], state: null, timeline: null, buyer_preferences: [], buyer_notes: '', updated_at: null },
      },
    });
    session.setUser(buildProfile({ user_type: 'selling' }));
    await lands('/messages', '/settings/seller-customization?redirect=2');
    expect(window.localStorage.getItem('lexchange.sellerRedirect')).toBe('customization');
  });
});
