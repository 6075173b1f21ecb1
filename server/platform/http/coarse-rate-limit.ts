import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { RequestBudget } from './request-budget';

/**
 * The coarse flood protection of each instance (in memory), in front of the API only.
 *
 * - Static files, the SPA shell and the `/api/health` and `/api/ready` probes are never counted: a browser loading the app must not spend the
 *   budget its API calls need, and a load balancer's probe must never be refused.
 * - A signed-in browser is counted per session, everybody else per address. Which one a request is must be known
 *   without reading the database (a public GET may not load its session just to be counted): when a session gets a
 *   user, the session plugin sets a second cookie, an HMAC of the session token (`signedInMarkerFor`); a request
 *   whose two cookies agree is counted under its session. A marker cannot be made up without the secret, and getting
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

const PROBES = /^\/api\/(health|ready)(\?|$)/;

/** Paths the limit counts: the API (minus the health and readiness probes) and the real-time endpoint. */
export function isLimitedPath(url: string): boolean {
  // The prefix test first: the pattern runs only for the probes' own paths, not for every API request.
  if (url.startsWith('/api/')) return !((url.startsWith('/api/health') || url.startsWith('/api/ready')) && PROBES.test(url));
  return url === '/api' || url.startsWith('/api?') || url.startsWith('/app/');
}

/** A marker's length: base64url of an HMAC-SHA256 (signedInToken refuses any other before comparing). */
const MARKER_LENGTH = 43;

/**
 * The marker each recently seen session token must come with: an HMAC per request would cost more than the rest.
 * The given marker is compared in constant time from one buffer reused by every request (no allocation per request).
 */
function markerCheck(secret: string, capacity = 10_000) {
  const expected = new Map<string, Buffer>();
  const given = Buffer.alloc(MARKER_LENGTH);
  return (token: string, marker: string): boolean => {
    let wanted = expected.get(token);
    if (wanted === undefined) {
      wanted = Buffer.from(signedInMarkerFor(secret, token));
      expected.set(token, wanted);
      if (expected.size > capacity) expected.delete(expected.keys().next().value!);
    }
    // latin1 writes one byte per character, so a marker of MARKER_LENGTH characters fills the buffer exactly.
    return marker.length === MARKER_LENGTH && given.write(marker, 'latin1') === MARKER_LENGTH && timingSafeEqual(wanted, given);
  };
}

/** The session token of a signed-in session whose cookies agree, else undefined (counted by address). */
export function signedInToken(
  request: FastifyRequest,
  options: Pick<CoarseRateLimitOptions, 'sessionCookie' | 'markerCookie'>,
  markerMatches: (token: string, marker: string) => boolean,
): string | undefined {
  const token = request.cookies[options.sessionCookie];
  const marker = request.cookies[options.markerCookie];
  return token && marker && token.length <= 100 && marker.length === MARKER_LENGTH && markerMatches(token, marker) ? token : undefined;
}

const tooManyRequests = (seconds: number) =>
  new AppError(
    429,
    'too_many_requests',
    `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    {
      'Retry-After': String(seconds),
    },
  );

/**
 * The check run by the request front for every request: counts a limited path under its key, sets the
 * `X-RateLimit-*` headers, and returns the 429 (with `Retry-After`) once the key's budget for the minute is spent.
 */
export function coarseRateLimit(options: CoarseRateLimitOptions, now: () => number = Date.now) {
  // One budget per kind of key, so the key is a string the request already has — the session token (V8 keeps the hash
  // the marker check's lookup computed) or the address — rather than a prefixed one built and hashed per request.
  const sessions = new RequestBudget(60_000, 20_000);
  const addresses = new RequestBudget(60_000, 20_000);
  const markerMatches = markerCheck(options.secret);
  return (request: FastifyRequest, reply: FastifyReply): AppError | undefined => {
    if (!isLimitedPath(request.url)) return undefined;
    const token = signedInToken(request, options, markerMatches);
    const max = token === undefined ? options.perAddress : options.perSession;
    const at = now();
    const { count, resetAt } = token === undefined ? addresses.hit(request.ip, at) : sessions.hit(token, at);
    const seconds = Math.max(1, Math.ceil((resetAt - at) / 1000));
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - count));
    reply.header('x-ratelimit-reset', seconds);
    return count <= max ? undefined : tooManyRequests(seconds);
  };
}
