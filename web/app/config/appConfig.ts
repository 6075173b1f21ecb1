import { systemRoutes } from '../../../contracts/system/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';
import type { RealtimeConfig } from '../../lib/realtime/realtimeClient';
import { inlineConfig } from '../first-screen/shellData';

/** GET /api/config: public runtime configuration (no secrets). */
export interface AppConfig {
  app_url: string;
  realtime: RealtimeConfig;
  analytics: { posthog_key: string | null; posthog_host: string; sentry_dsn: string | null };
  form_ids: { seller_survey: string; buyer_survey: string; valuation_survey: string };
}

let loaded: AppConfig | null = null;

/**
 * Loads the configuration once at start-up: the copy the page came with, else GET /config. The app still runs
 * without it (analytics and real-time stay off).
 */
export async function loadAppConfig(client: ApiClient = api, doc: Document = document): Promise<AppConfig | null> {
  const inline = inlineConfig<AppConfig>(doc);
  if (inline) return (loaded = inline);
  try {
    loaded = await callApi(systemRoutes.config, { silent: true, client });
  } catch {
    loaded = null;
  }
  return loaded;
}

export const appConfig = (): AppConfig | null => loaded;
