/**
 * Product analytics behind one small interface (docs/product.md "Constants and limits": identify, reset, capture; plus page views).
 * Nothing is sent unless GET /api/config names a PostHog key; the adapter is then loaded on demand.
 * Calls made before the adapter is chosen are kept and replayed, so the first identify and page view are not lost.
 */
import type { AnalyticsAdapter, AnalyticsProperties } from './analyticsAdapter';

export type { AnalyticsAdapter, AnalyticsProperties };

export interface AnalyticsSettings {
  posthog_key: string | null;
  posthog_host: string;
}

export const noopAnalytics: AnalyticsAdapter = {
  identify: () => undefined,
  reset: () => undefined,
  capture: () => undefined,
  pageView: () => undefined,
};

type Call = (adapter: AnalyticsAdapter) => void;

export function createAnalytics() {
  let adapter: AnalyticsAdapter | null = null;
  let pending: Call[] = [];

  const call = (fn: Call) => {
    if (adapter) fn(adapter);
    else pending.push(fn);
  };

  return {
    identify: (userId: string, properties?: AnalyticsProperties) => call((a) => a.identify(userId, properties)),
    reset: () => call((a) => a.reset()),
    capture: (event: string, properties?: AnalyticsProperties) => call((a) => a.capture(event, properties)),
    pageView: (url: string) => call((a) => a.pageView(url)),
    /** Chooses the adapter once and replays what was called before. */
    use(chosen: AnalyticsAdapter) {
      adapter = chosen;
      const queued = pending;
      pending = [];
      for (const fn of queued) fn(chosen);
    },
  };
}

export const analytics = createAnalytics();

/** Picks the adapter from the public config: PostHog when a key is set (its code loads only then), else none. */
export async function startAnalytics(settings: AnalyticsSettings | null | undefined): Promise<void> {
  if (!settings?.posthog_key) {
    analytics.use(noopAnalytics);
    return;
  }
  try {
    const { createPostHogAdapter } = await import('./posthog');
    analytics.use(createPostHogAdapter({ apiKey: settings.posthog_key, host: settings.posthog_host }));
  } catch (error) {
    console.warn('[analytics] PostHog could not be loaded; analytics are off.', error);
    analytics.use(noopAnalytics);
  }
}
