import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../platform/deps';
import { addRouteHook, isWriteRoute } from '../../platform/http/route-hooks';
import { loggableError } from '../../platform/loggable-error';
import type { LoadedSession } from '../../platform/session/session.store';
import { recordImpersonatedWrite } from './audit.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a write runs in a session where staff act as a user; recorded once the response is out. */
    impersonatedWrite?: { staffId: number; userId: number; method: string };
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OVERRIDES = new Set(['PUT', 'PATCH', 'DELETE']);

/** A method-override POST is recorded as the method it stands for (route-table.ts reads the same fields). */
function effectiveMethod(request: FastifyRequest): string {
  if (request.method !== 'POST') return request.method;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const wanted = String(body._method ?? request.headers['x-http-method-override'] ?? '').toUpperCase();
  return OVERRIDES.has(wanted) ? wanted : 'POST';
}

function impersonation(session: LoadedSession | null, request: FastifyRequest) {
  if (!session?.impersonatorId || !session.userId) return undefined;
  return { staffId: session.impersonatorId, userId: session.userId, method: effectiveMethod(request) };
}

/**
 * Staff acting as a member never act silently (docs/product.md "Roles"): every successful write made while impersonating is recorded with the staff member's id.
 * Cheap by design: it never loads a session itself. Writes always pass the CSRF check, which loads the session,
 * so `sessionCache` is there; it is read before the handler (logout or leave replace it) and again afterwards
 * for the rare write route that skips CSRF and loads the session in its handler.
 */
async function auditTrail(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.decorateRequest('impersonatedWrite', undefined);

  // On write routes only (reads never pay for them), callback-style so a write without impersonation pays no promise.
  const beforeHandler = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Once per request: a method-override twin runs its target's preHandlers after its own.
    if (!WRITES.has(request.method) || !request.sessionCache || request.impersonatedWrite) return done();
    request.sessionCache.then((session) => {
      request.impersonatedWrite = impersonation(session, request);
      done();
    }, done);
  };
  const afterResponse = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return done();
    record(request, reply.statusCode).then(() => done(), done);
  };
  app.addHook('onRoute', (route) => {
    if (!isWriteRoute(route)) return;
    addRouteHook(route, 'preHandler', beforeHandler, 'first');
    addRouteHook(route, 'onResponse', afterResponse);
  });

  async function record(request: FastifyRequest, status: number) {
    const write = request.impersonatedWrite ?? (request.sessionCache ? impersonation(await request.sessionCache, request) : undefined);
    if (!write) return;
    try {
      await recordImpersonatedWrite(deps.database.db, {
        staffId: write.staffId,
        userId: write.userId,
        method: write.method,
        route: request.routeOptions.url ?? request.url.split('?')[0]!,
        status,
        createdAt: deps.now(),
      });
    } catch (err) {
      request.log.error({ err: loggableError(err) }, 'could not record an impersonated write');
    }
  }
}

export default fp(auditTrail, { name: 'lexchange-audit-trail', dependencies: ['lexchange-session'] });
