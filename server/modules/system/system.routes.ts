import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';

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

/** Health, public runtime configuration and the CSRF cookie. */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      config: { access: 'visitor' },
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }), 503: z.object({ status: z.string(), database: z.string() }) },
      },
    },
    async (_request, reply) => {
      try {
        await deps.database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );

  app.get(
    '/config',
    { config: { access: 'visitor' }, schema: { summary: 'Public runtime configuration (no secrets)', tags: ['system'], response: { 200: PublicConfigSchema } } },
    async (request) => ({
      app_url: deps.config.appUrl,
      realtime: deps.realtime.clientConfig(request.headers.host, request.protocol === 'https'),
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
    }),
  );

  app.get(
    '/csrf-cookie',
    { config: { access: 'visitor' }, schema: { summary: 'Sets the XSRF-TOKEN cookie bound to the session', tags: ['system'] } },
    async (_request, reply) => {
      await reply.ensureSession();
      return reply.status(204).send();
    },
  );
};
