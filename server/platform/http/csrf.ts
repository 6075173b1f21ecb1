import type { FastifyRequest } from 'fastify';
import { AppError, csrfMismatch } from '../errors';
import { CSRF_HEADER, csrfTokenMatches } from './session.plugin';

/** Same-origin check (docs/api.md "Conventions"): browsers say where a request comes from. */
function isCrossSite(request: FastifyRequest, allowed: Set<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null' || allowed.has(origin)) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export type CsrfCheck = (request: FastifyRequest) => Promise<void>;

const allowedOrigins = (options: { appUrl: string; extraOrigins?: string[] }) =>
  new Set([new URL(options.appUrl).origin, ...(options.extraOrigins ?? [])]);

/**
 * For GETs that change something: a browser that says the request came from another site, or from a sibling
 * site (`Sec-Fetch-Site: cross-site | same-site`), or sends a foreign Origin, is refused. A top-level navigation
 * from another site carries the SameSite=Lax session cookie, so the cookie alone proves nothing on a GET.
 */
export function sameOriginCheck(options: { appUrl: string; extraOrigins?: string[] }): CsrfCheck {
  const allowed = allowedOrigins(options);
  return async (request) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-site' || isCrossSite(request, allowed)) throw new AppError(403, 'cross_site', 'Cross-site requests are refused.');
  };
}

/**
 * The check every unsafe /api route runs before validation: the session-bound XSRF-TOKEN must come back in
 * X-XSRF-TOKEN (else 419), and cross-site requests are refused. Installed per route by the route table.
 */
export function csrfCheck(options: { secret: string; appUrl: string; extraOrigins?: string[] }): CsrfCheck {
  const allowed = allowedOrigins(options);
  return async (request) => {
    if (isCrossSite(request, allowed)) throw new AppError(403, 'cross_site', 'Cross-site requests are refused.');
    const session = await request.session();
    const sent = request.headers[CSRF_HEADER];
    if (!session || !csrfTokenMatches(options.secret, session.token, Array.isArray(sent) ? sent[0] : sent)) {
      throw csrfMismatch();
    }
  };
}
