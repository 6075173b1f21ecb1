import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { serializeOncePerObject } from '../../platform/http/serialize-once';

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

type PublicConfig = z.infer<typeof PublicConfigSchema>;

function deepFreeze<T extends object>(value: T): T {
  for (const item of Object.values(value)) if (item && typeof item === 'object') deepFreeze(item);
  return Object.freeze(value);
}

/** Health, public runtime configuration and the CSRF cookie. */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      config: { access: 'visitor' },
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.string(), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const { availability } = deps.database;
      const unavailable = () =>
        reply
          .status(503)
          .header('Retry-After', String(availability.retryAfterSeconds))
          .send({ status: 'unavailable', database: 'unreachable' });
      // Known down: say so at once (the availability probe watches for its return).
      if (availability.isDown()) return unavailable();
      // A second try: the first may have met a pool connection that died with an earlier server (it is replaced).
      for (let attempt = 1; ; attempt++) {
        try {
          await deps.database.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'ok' as const };
        } catch {
          if (attempt < 2) continue;
          availability.markDown('health check failed');
          return unavailable();
        }
      }
    },
  );

  // The body depends only on the host the browser reached us at and the protocol: built once per pair (a handful;
  // past 32 they are built per request), frozen, and serialised once (serializeOncePerObject).
  const configBodies = new Map<string, PublicConfig>();
  const configBody = (host: string | undefined, secure: boolean): PublicConfig => {
    const key = `${secure ? 'https' : 'http'} ${host ?? ''}`;
    const known = configBodies.get(key);
    if (known) return known;
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
    if (configBodies.size < 32) configBodies.set(key, body);
    return body;
  };

  app.get(
    '/config',
    {
      config: { access: 'visitor' },
      schema: { summary: 'Public runtime configuration (no secrets)', tags: ['system'], response: { 200: PublicConfigSchema } },
      serializerCompiler: serializeOncePerObject,
    },
    // Synchronous on purpose: the body is at hand, and a returned value needs no promise to settle before it is sent.
    (request) => configBody(request.headers.host, request.protocol === 'https'),
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
