import { z } from 'zod';
import type { RouteSchemas } from '../common/route-map';

const tags = ['system'];

/** GET /config: the public runtime configuration (no secrets), which the SPA's HTML shell also carries. */
export const PublicConfigSchema = z.object({
  app_url: z.string(),
  realtime: z.object({
    key: z.string(),
    cluster: z.string(),
    wsHost: z.string().optional(),
    wsPort: z.number().optional(),
    forceTLS: z.boolean(),
    authEndpoint: z.string(),
  }),
  analytics: z.object({ posthog_key: z.string().nullable(), posthog_host: z.string(), sentry_dsn: z.string().nullable() }),
  form_ids: z.object({ seller_survey: z.string(), buyer_survey: z.string(), valuation_survey: z.string() }),
});

/** GET /ready: each check by name, in words (never an error's text). */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'behind', 'unknown']),
    jobs: z.enum(['ok', 'not started']),
    shutdown: z.enum(['no', 'draining']),
  }),
});

/** The schemas of the system endpoints (paths in ./routes.ts). */
export const systemRouteSchemas = {
  health: {
    summary: 'Liveness and database check',
    tags,
    response: {
      200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
      503: z.object({ status: z.string(), database: z.string() }),
    },
  },
  ready: {
    summary: 'Readiness: whether this instance should get traffic (database, migrations, job queue, not draining)',
    tags,
    response: { 200: ReadinessSchema, 503: ReadinessSchema },
  },
  config: { summary: 'Public runtime configuration (no secrets)', tags, response: { 200: PublicConfigSchema } },
  csrfCookie: { summary: 'Sets the XSRF-TOKEN cookie bound to the session', tags },
} satisfies RouteSchemas;
