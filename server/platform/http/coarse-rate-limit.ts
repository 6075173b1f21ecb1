import { createHmac, timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The coarse flood protection of each instance (in memory), in front of the API only.
 *
 * - Static files, the SPA shell and `/api/health` are never counted: a browser loading the app must not spend the
 *   budget its API calls need, and a load balancer's probe must never be refused.
 * - A signed-in browser is counted per session, everybody else per address. Which one a request is must be known
 *   without reading the database (a public GET may not load its session just to be counted): when a session gets a
 *   user, the session plugin sets a second cookie, an HMAC of the session token (`signedInMarkerFor`); a request
 *   whose two cookies agree is counted under that marker. A marker cannot be made up without the secret, and getting
 *   one takes a login, which has its own, shared limits; so new markers cannot be minted to escape the address limit.
 * - The sensitive limits (login, two-factor, SMS, password reset) are separate, shared through PostgreSQL
 *   (`deps.limiter`), and unchanged.
 */
export interface CoarseRateLimitOptions {
  secret: string;
  /** Requests a minute of one signed-in session. */
  perSession: number;
  /** Requests a minute of one address without a signed-in session (ten people behind one address share it). */
  perAddress: number;
  sessionCookie: string;
  markerCookie: string;
}

export const signedInMarkerName = (secure: boolean) => (secure ? '__Host-lexchange_signed_in' : 'lexchange_signed_in');

export function signedInMarkerFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`signed-in:${sessionToken}`).digest('base64url');
}

/** Paths the limit counts: the API (minus the health probe) and the real-time endpoint. */
export function isLimitedPath(url: string): boolean {
  if (url.startsWith('/api/')) return !(url === '/api/health' || url.startsWith('/api/health?'));
  return url === '/api' || url.startsWith('/api?') || url.startsWith('/app/');
}

/** `s:<marker>` for a signed-in session whose cookies agree, else `a:<address>`. */
export function limitKeyFor(
  request: FastifyRequest,
  options: Pick<CoarseRateLimitOptions, 'secret' | 'sessionCookie' | 'markerCookie'>,
): string {
  const token = request.cookies[options.sessionCookie];
  const marker = request.cookies[options.markerCookie];
  if (token && marker && token.length <= 100 && marker.length === 43) {
    const expected = Buffer.from(signedInMarkerFor(options.secret, token));
    const given = Buffer.from(marker);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return `s:${marker}`;
  }
  return `a:${request.ip}`;
}

export async function installCoarseRateLimit(app: FastifyInstance, options: CoarseRateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    cache: 20_000,
    keyGenerator: (request) => limitKeyFor(request, options),
    max: (_request, key) => (key.startsWith('s:') ? options.perSession : options.perAddress),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'too_many_requests', `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
    },
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (isLimitedPath(request.url)) await limit.call(app, request, reply);
  });
}
