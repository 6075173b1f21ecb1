import type { FastifyRequest } from 'fastify';
import { AppError, csrfMismatch } from '../errors';
import { CSRF_HEADER, csrfTokenMatches } from './session.plugin';

/** Same-origin check of ARCHITECTURE.md: browsers say where a request comes from. */
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

/**
 * The check every unsafe /api route runs before validation: the session-bound XSRF-TOKEN must come back in
 * X-XSRF-TOKEN (else 419), and cross-site requests are refused. Installed per route by the route table.
 */
export function csrfCheck(options: { secret: string; appUrl: string; extraOrigins?: string[] }): CsrfCheck {
  const allowed = new Set([new URL(options.appUrl).origin, ...(options.extraOrigins ?? [])]);
  return async (request) => {
    if (isCrossSite(request, allowed)) throw new AppError(403, 'cross_site', 'Cross-site requests are refused.');
    const session = await request.session();
    const sent = request.headers[CSRF_HEADER];
    if (!session || !csrfTokenMatches(options.secret, session.token, Array.isArray(sent) ? sent[0] : sent)) {
      throw csrfMismatch();
    }
  };
}
