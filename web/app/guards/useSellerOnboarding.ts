import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SellerCustomization } from '../../../contracts/customization/customization';
import { customizationComplete } from '../../../contracts/customization/constants';
import { customizationRoutes } from '../../../contracts/customization/routes';
import { listingRoutes } from '../../../contracts/listings/routes';
import { userGroup } from '../../../contracts/users/users';
import type { NavigationToast } from '../toasts/ToastHost';
import { callApi } from '../../lib/callApi';
import { localStore, STORAGE_KEYS } from '../../lib/storageKeys';
import { useSession } from '../session/useSession';
import { nextSellerOnboardingStep, parseSellerRedirectFlag, type SellerRedirectFlag } from './sellerOnboarding';

interface ListingsPage {
  data?: unknown[];
  meta?: { total?: number };
}

/** Whether the current user owns any listing; null when that cannot be told (any failure, including a 404). */
export async function fetchOwnsListing(): Promise<boolean | null> {
  try {
    const data: ListingsPage = await callApi(listingRoutes.browse, { query: { 'filter[owner]': 'me', per_page: 1 }, silent: true });
    if (typeof data.meta?.total === 'number') return data.meta.total > 0;
    return Array.isArray(data.data) ? data.data.length > 0 : null;
  } catch {
    return null;
  }
}

/** Whether the seller's customization is complete (customizationComplete); null when that cannot be told. */
export async function fetchSellerCustomizationComplete(): Promise<boolean | null> {
  try {
    const data: SellerCustomization = await callApi(customizationRoutes.seller, { silent: true });
    return customizationComplete(data);
  } catch {
    return null;
  }
}

/** What the Create Listing redirect says on arrival (the customization screen says its own reason). */
export const NO_LISTING_REDIRECT_TOAST: NavigationToast = {
  message: 'You have no listing yet, so Create listing opened. This happens once; go anywhere from the menu.',
  kind: 'info',
};

const flagListeners = new Set<() => void>();

/** The redirect flag lives in localStorage (logout clears it there); components follow it through this store. */
export const sellerRedirectFlag = {
  get: (): SellerRedirectFlag => parseSellerRedirectFlag(localStore.get(STORAGE_KEYS.sellerRedirect)),
  set(flag: Exclude<SellerRedirectFlag, null>) {
    localStore.set(STORAGE_KEYS.sellerRedirect, flag);
    for (const listener of flagListeners) listener();
  },
  subscribe(listener: () => void) {
    flagListeners.add(listener);
    return () => flagListeners.delete(listener);
  },
};

/** Applies the seller onboarding redirects on every navigation inside the full-access area. */
export function useSellerOnboarding(): void {
  const { user, isImpersonating } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const flag = useSyncExternalStore(sellerRedirectFlag.subscribe, sellerRedirectFlag.get, sellerRedirectFlag.get);
  const isSeller = Boolean(user) && !isImpersonating && userGroup(user?.user_type) === 'seller';
  const ownsListing = useQuery({
    queryKey: ['listings', 'owns-any', user?.id],
    queryFn: fetchOwnsListing,
    enabled: isSeller && flag !== 'done',
    retry: false,
  });
  const customization = useQuery({
    queryKey: ['customization', 'seller-complete', user?.id],
    queryFn: fetchSellerCustomizationComplete,
    enabled: isSeller && flag === null,
    retry: false,
  });

  // A redirect to a lazy screen takes a moment; until the seller is there, the old path must not trigger the next step.
  const arriving = useRef<string | null>(null);

  useEffect(() => {
    if (arriving.current && arriving.current !== pathname) return;
    arriving.current = null;
    const step = nextSellerOnboardingStep({
      user,
      isImpersonating,
      pathname,
      flag,
      hasListing: ownsListing.data ?? null,
      customizationComplete: customization.data ?? null,
    });
    if (!step) return;
    sellerRedirectFlag.set(step.flag);
    if (step.redirect) {
      arriving.current = step.redirect.split('?')[0]!;
      navigate(step.redirect, step.reason === 'no-listing' ? { state: { toast: NO_LISTING_REDIRECT_TOAST } } : undefined);
    }
  }, [user, isImpersonating, pathname, flag, ownsListing.data, customization.data, navigate]);
}
