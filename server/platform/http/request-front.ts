import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors';
import { applyRequestContext } from './request-context';

type FrontCheck = (request: FastifyRequest, reply: FastifyReply) => AppError | undefined;

/**
 * The work every request gets before routing, in one callback hook rather than one (often async) hook each: the fixed
 * security headers, the cookies, the request id and time zone, then the checks that may refuse it at once — in order, the
 * database guard (503 while PostgreSQL is gone) and the coarse flood limit (429). Each part lives in its own file;
 * this only runs them, so a public GET pays for one hook and no promise.
 */
export function installRequestFront(app: FastifyInstance, securityHeaders: Record<string, string>, checks: FrontCheck[]) {
  // API answers carry a member's data: never stored, so neither the disk cache nor history shows them after sign-out
  // on a shared computer (issue #29). A route that serves a cacheable file (an avatar, a photo) sets its own.
  const apiHeaders = { ...securityHeaders, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : securityHeaders);
    // @fastify/cookie runs with `hook: false`; its reply.setCookie still works (and parses again when first used).
    const cookieHeader = request.headers.cookie;
    request.cookies = cookieHeader ? app.parseCookie(cookieHeader) : {};
    applyRequestContext(request, reply);
    for (const check of checks) {
      const refusal = check(request, reply);
      if (refusal) return done(refusal);
    }
    done();
  });
}
