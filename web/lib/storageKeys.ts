/** Every key the browser app keeps in localStorage, in one place so logout can clear the right ones. */
export const STORAGE_KEYS = {
  user: 'lexchange.user',
  sellerSurvey: 'lexchange.sellerSurvey',
  buyerSurvey: 'lexchange.buyerSurvey',
  valuationSurvey: 'lexchange.valuationSurvey',
  /** Seller onboarding redirect progress (docs/product.md "Session and start-up"): absent, then 'customization', then 'done'. */
  sellerRedirect: 'lexchange.sellerRedirect',
  analyticsDistinctId: 'lexchange.analyticsDistinctId',
} as const;

/** localStorage that never throws (private mode, storage full, disabled cookies). */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the value simply is not remembered on this device.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
