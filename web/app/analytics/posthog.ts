import { localStore, STORAGE_KEYS } from '../../lib/storageKeys';
import type { AnalyticsAdapter, AnalyticsProperties } from './analyticsAdapter';

/**
 * PostHog through its public capture endpoint, so no SDK is bundled. Automatic capture stays off (docs/product.md "Constants and limits"):
 * only what the app calls is sent. The posthog-js SDK can replace this file behind the same AnalyticsAdapter.
 */
export function createPostHogAdapter(options: { apiKey: string; host: string; send?: typeof fetch }): AnalyticsAdapter {
  const endpoint = `${options.host.replace(/\/$/, '')}/i/v0/e/`;
  const send = options.send ?? ((input, init) => fetch(input, init));
  const anonymousId = () => {
    let id = localStore.get(STORAGE_KEYS.analyticsDistinctId);
    if (!id) {
      id = `anon-${crypto.randomUUID()}`;
      localStore.set(STORAGE_KEYS.analyticsDistinctId, id);
    }
    return id;
  };
  let distinctId: string | null = null;

  const capture = (event: string, properties: AnalyticsProperties = {}) => {
    const body = {
      api_key: options.apiKey,
      event,
      distinct_id: distinctId ?? anonymousId(),
      properties: { $current_url: window.location.href, $lib: 'lexchange-web', ...properties },
      timestamp: new Date().toISOString(),
    };
    // Analytics never disturb the user: failures are dropped.
    send(endpoint, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(
      () => undefined,
    );
  };

  return {
    identify(userId, properties) {
      const previous = distinctId ?? anonymousId();
      distinctId = userId;
      capture('$identify', { $anon_distinct_id: previous, $set: properties ?? {} });
    },
    reset() {
      distinctId = null;
      localStore.remove(STORAGE_KEYS.analyticsDistinctId);
    },
    capture,
    pageView(url) {
      capture('$pageview', { $current_url: new URL(url, window.location.origin).href });
    },
  };
}
