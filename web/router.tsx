/**
 * Every route of docs/product.md "Screens and routes" with its guard ("Access gates"). Guards are layout routes (web/app/guards/Guard.tsx) whose
 * `handle.guard` names the rule; each screen is its own lazily loaded chunk.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FirstReads } from '../contracts/common/first-screen-reads';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DashboardRedirect, Guard } from './app/guards/Guard';
import type { GuardKind } from './app/guards/decideGuard';
import { PATHS } from './app/paths';
import { RootLayout } from './app/RootLayout';
import { RouteErrorScreen } from './app/RouteErrorScreen';
import { Splash } from './app/Splash';

export type ScreenModule = {
  // Screens take different props; the table passes each the ones it declares.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  /** Starts loading the screen's data. */
  prefetch?: () => Promise<unknown>;
  /**
   * Puts the answers a server-rendered first screen was drawn from where the screen's queries look: in the app's
   * query cache, or in the given one (a server render's own).
   */
  seed?: (reads: FirstReads, queryClient?: QueryClient) => void;
};

/**
 * A route's lazy(), with `preload` for the first screen (the module, then its data: prefetched, or seeded from the
 * page's reads) and `module` (the module alone).
 */
export type ScreenLoader = NonNullable<RouteObject['lazy']> & {
  preload: (reads?: FirstReads | null) => Promise<void>;
  module: () => Promise<ScreenModule>;
};

/**
 * A lazy route module from a file's default export, optionally with fixed props (the buyer/seller variants). A module
 * may export `prefetch` and `seed`: web/app/first-screen/preloadRoute.ts calls one of them while the session is restored, on
 * a first load only.
 */
function screen(load: () => Promise<ScreenModule>, props?: Record<string, unknown>): ScreenLoader {
  const lazy = async () => {
    const { default: Screen } = await load();
    if (!props) return { Component: Screen };
    const WithProps = () => <Screen {...props} />;
    WithProps.displayName = `${Screen.displayName ?? Screen.name}(${Object.values(props).join(',')})`;
    return { Component: WithProps };
  };
  return Object.assign(lazy, {
    preload: async (reads?: FirstReads | null) => {
      const { prefetch, seed } = await load();
      if (reads && seed) seed(reads);
      else await prefetch?.();
    },
    module: load,
  });
}

export interface GuardHandle {
  guard: GuardKind;
}

const guarded = (kind: GuardKind, children: RouteObject[]): RouteObject => ({
  element: <Guard kind={kind} />,
  handle: { guard: kind } satisfies GuardHandle,
  children,
});

const fullAccessScreens: RouteObject[] = [
  { path: 'dashboard', element: <DashboardRedirect /> },
  { path: 'all-listings', lazy: screen(() => import('./features/listings/AllListingsScreen')) },
  { path: 'market', lazy: screen(() => import('./features/market/MarketScreen')) },
  { path: 'watch-list', lazy: screen(() => import('./features/listings/WatchListScreen')) },
  { path: 'my-buyer-listings', lazy: screen(() => import('./features/listings/BuyerListingsScreen')) },
  { path: 'my-seller-listings', lazy: screen(() => import('./features/listings/SellerListingsScreen')) },
  { path: 'buyer-deals', lazy: screen(() => import('./features/deals/DealsScreen'), { side: 'buyer' }) },
  { path: 'seller-deals', lazy: screen(() => import('./features/deals/DealsScreen'), { side: 'seller' }) },
  { path: 'buyer-deals/:id', lazy: screen(() => import('./features/deals/DealScreen'), { side: 'buyer' }) },
  { path: 'seller-deals/:id', lazy: screen(() => import('./features/deals/DealScreen'), { side: 'seller' }) },
  { path: 'get-valuation', lazy: screen(() => import('./features/valuations/GetValuationScreen')) },
  { path: 'buyer-valuations', lazy: screen(() => import('./features/valuations/ValuationsScreen'), { side: 'buyer' }) },
  { path: 'seller-valuations', lazy: screen(() => import('./features/valuations/ValuationsScreen'), { side: 'seller' }) },
  { path: 'buyer-resources', lazy: screen(() => import('./features/resources/ResourcesScreen'), { side: 'buyer' }) },
  { path: 'seller-resources', lazy: screen(() => import('./features/resources/ResourcesScreen'), { side: 'seller' }) },
  guarded('find-sellers', [
    { path: 'find-sellers', lazy: screen(() => import('./features/find-users/FindUsersScreen'), { side: 'buyer' }) },
  ]),
  guarded('find-buyers', [
    { path: 'find-buyers', lazy: screen(() => import('./features/find-users/FindUsersScreen'), { side: 'seller' }) },
  ]),
  { path: 'messages', lazy: screen(() => import('./features/chats/MessagesScreen')) },
  { path: 'notifications', lazy: screen(() => import('./features/notifications/NotificationsScreen')) },
  { path: 'get-verified', lazy: screen(() => import('./features/verifications/GetVerifiedScreen')) },
  { path: 'book-a-call', lazy: screen(() => import('./features/experts/BookACallScreen')) },
  { path: 'get-expert-help', lazy: screen(() => import('./features/experts/GetExpertHelpScreen')) },
  { path: 'verify-document', lazy: screen(() => import('./features/documents/VerifyDocumentScreen')) },
  {
    path: 'listings',
    children: [
      { index: true, element: <Navigate to={PATHS.allListings} replace /> },
      { path: 'status/:status', lazy: screen(() => import('./features/listings/StatusedListingsScreen')) },
      { path: 'results', lazy: screen(() => import('./features/listings/FilteredListingsScreen')) },
      { path: 'create', lazy: screen(() => import('./features/listings/CreateListingScreen')) },
      { path: 'edit/:id', lazy: screen(() => import('./features/listings/EditListingScreen')) },
      { path: 'details/:id', lazy: screen(() => import('./features/listings/ListingDetailsScreen')) },
    ],
  },
  {
    path: 'settings',
    lazy: screen(() => import('./features/settings/SettingsLayout')),
    children: [
      { index: true, element: <Navigate to="account" replace /> },
      { path: 'account', lazy: screen(() => import('./features/settings/AccountTab')) },
      { path: 'notification', lazy: screen(() => import('./features/settings/NotificationTab')) },
      { path: 'buyer-customization', lazy: screen(() => import('./features/customization/BuyerCustomizationTab')) },
      { path: 'seller-customization', lazy: screen(() => import('./features/customization/SellerCustomizationTab')) },
    ],
  },
  guarded('admin', [
    {
      path: 'admin',
      lazy: screen(() => import('./features/admin/AdminLayout')),
      children: [
        { index: true, element: <Navigate to="users" replace /> },
        { path: 'users', lazy: screen(() => import('./features/admin/UsersScreen')) },
        { path: 'verifications', lazy: screen(() => import('./features/verifications/AdminVerificationsScreen')) },
        { path: 'valuations', lazy: screen(() => import('./features/valuations/admin/AdminValuationsScreen')) },
        { path: 'listings', lazy: screen(() => import('./features/listings/admin/AdminListingsScreen')) },
        { path: 'chats', lazy: screen(() => import('./features/chats/admin/AdminChatsScreen')) },
        { path: 'experts', lazy: screen(() => import('./features/experts/AdminExpertsScreen')) },
        { path: 'client-notices', lazy: screen(() => import('./features/client-notices/AdminNoticeRulesScreen')) },
        { path: 'closing-template', lazy: screen(() => import('./features/closing/ClosingTemplateScreen')) },
        { path: 'outbox', lazy: screen(() => import('./features/admin/outbox/OutboxScreen')) },
      ],
    },
  ]),
  { path: '*', lazy: screen(() => import('./app/NotFoundScreen')) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: Splash,
    children: [
      { index: true, element: <Guard kind="home" />, handle: { guard: 'home' } satisfies GuardHandle },
      guarded('logged-out', [
        {
          lazy: screen(() => import('./features/auth/AuthLayout')),
          children: [
            { path: 'login', lazy: screen(() => import('./features/auth/LoginScreen')) },
            { path: 'register', lazy: screen(() => import('./features/auth/RegisterScreen')) },
            { path: 'forget-password', lazy: screen(() => import('./features/auth/ForgotPasswordScreen')) },
            { path: 'reset-password', lazy: screen(() => import('./features/auth/ResetPasswordScreen')) },
          ],
        },
      ]),
      guarded('public', [
        {
          lazy: screen(() => import('./app/layout/PublicLayout')),
          children: [
            { path: 'terms-and-conditions', lazy: screen(() => import('./features/legal/TermsAndConditions')) },
            { path: 'privacy-policy', lazy: screen(() => import('./features/legal/PrivacyPolicy')) },
            { path: 'confidentiality-terms', lazy: screen(() => import('./features/legal/ConfidentialityTerms')) },
            { path: 'success-fee-terms', lazy: screen(() => import('./features/legal/SuccessFeeTerms')) },
            { path: 'unsubscribe-success', lazy: screen(() => import('./features/legal/UnsubscribeSuccess')) },
            { path: 'client-notice/:token', lazy: screen(() => import('./features/client-notices/ClientAnswerScreen')) },
            { path: 'market/summary', lazy: screen(() => import('./features/market/MarketSummaryScreen')) },
          ],
        },
      ]),
      guarded('verification', [
        {
          lazy: screen(() => import('./features/contact-verification/OnboardingLayout')),
          children: [{ path: 'verification', lazy: screen(() => import('./features/contact-verification/VerificationScreen')) }],
        },
      ]),
      guarded('terms', [
        {
          lazy: screen(() => import('./features/contact-verification/OnboardingLayout')),
          children: [{ path: 'marketplace-terms', lazy: screen(() => import('./features/contact-verification/MarketplaceTermsScreen')) }],
        },
      ]),
      guarded('full-access', [{ lazy: screen(() => import('./MemberArea')), children: fullAccessScreens }]),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the current page's lazy routes (until then it would draw the splash). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
