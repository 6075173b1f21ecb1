import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { serializeOncePerObject } from '../../platform/http/serialize-once';
import { PublicConfigSchema, publicConfigSource } from './public-config';

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

  const configBody = publicConfigSource(deps);

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
