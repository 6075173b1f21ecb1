import type { z } from 'zod';
import type { PublicConfigSchema } from '../../../contracts/system/route-schemas';
import type { AppDeps } from '../../platform/deps';

export type PublicConfig = z.infer<typeof PublicConfigSchema>;

function deepFreeze<T extends object>(value: T): T {
  for (const item of Object.values(value)) if (item && typeof item === 'object') deepFreeze(item);
  return Object.freeze(value);
}

/**
 * The public configuration for a request: it depends only on the host the browser reached us at and the protocol, so
 * each pair's body is built once (a handful; past 32 they are built per request) and frozen. GET /config sends it and
 * the SPA's HTML shell carries it (server/platform/first-screen/spa-shell.ts).
 */
export function publicConfigSource(deps: AppDeps): (host: string | undefined, secure: boolean) => PublicConfig {
  const bodies = new Map<string, PublicConfig>();
  // The last pair answered is checked first: nearly every request repeats it, and comparing the Host is cheaper than
  // building a key and hashing it.
  let last: { host: string | undefined; secure: boolean; body: PublicConfig } | undefined;
  return (host, secure) => {
    if (last !== undefined && last.host === host && last.secure === secure) return last.body;
    const key = `${secure ? 'https' : 'http'} ${host ?? ''}`;
    const known = bodies.get(key);
    if (known) {
      last = { host, secure, body: known };
      return known;
    }
    const body = deepFreeze({
      app_url: deps.config.appUrl,
      realtime: deps.realtime.clientConfig(host, secure),
      analytics: {
        posthog_key: deps.config.analytics.posthogKey ?? null,
        posthog_host: deps.config.analytics.posthogHost,
        sentry_dsn: deps.config.analytics.sentryDsn ?? null,
      },
      form_ids: {
        seller_survey: deps.config.formIds.sellerSurvey,
        buyer_survey: deps.config.formIds.buyerSurvey,
        valuation_survey: deps.config.formIds.valuationSurvey,
      },
    });
    if (bodies.size < 32) {
      bodies.set(key, body);
      last = { host, secure, body };
    }
    return body;
  };
}
