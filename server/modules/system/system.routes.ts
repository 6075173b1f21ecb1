import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemRouteSchemas } from '../../../contracts/system/route-schemas';
import { systemRoutes as routes } from '../../../contracts/system/routes';
import type { AppDeps } from '../../platform/deps';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { serializeOncePerObject } from '../../platform/http/serialize-once';
import { publicConfigSource } from './public-config';

/** Health, public runtime configuration and the CSRF cookie. */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, routes, systemRouteSchemas);

  serve.health({ config: { access: 'visitor' } }, async (_request, reply) => {
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
  });

  // For the load balancer: 503 from the start of a SIGTERM drain, while requests are still served.
  serve.ready({ config: { access: 'visitor' } }, async (_request, reply) => {
    const { ready, checks } = await deps.readiness.check();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });

  const configBody = publicConfigSource(deps);

  serve.config(
    { config: { access: 'visitor' }, serializerCompiler: serializeOncePerObject },
    // Synchronous on purpose: the body is at hand, and a returned value needs no promise to settle before it is sent.
    (request) => configBody(request.headers.host, request.protocol === 'https'),
  );

  serve.csrfCookie({ config: { access: 'visitor' } }, async (_request, reply) => {
    await reply.ensureSession();
    return reply.status(204).send();
  });
};
