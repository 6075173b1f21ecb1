import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, csrfMismatch } from '../errors';
import { CSRF_HEADER, csrfTokenMatches } from './session.plugin';
import type { RouteRecord } from './route-table';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Same-origin check of ARCHITECTURE.md: browsers say where a request comes from. */
function isCrossSite(request: FastifyRequest, appUrl: string, extraOrigins: string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  const allowed = new Set([new URL(appUrl).origin, ...extraOrigins]);
  if (allowed.has(origin)) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Every unsafe /api request must echo the session-bound XSRF-TOKEN in X-XSRF-TOKEN, else 419. */
export function installCsrf(app: FastifyInstance, options: { secret: string; appUrl: string; extraOrigins?: string[] }) {
  app.addHook('preValidation', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api')) return;
    if (request.routeOptions.config?.csrf === false) return;
    if (isCrossSite(request, options.appUrl, options.extraOrigins ?? [])) {
      throw new AppError(403, 'cross_site', 'Cross-site requests are refused.');
    }
    const session = await request.session();
    const sent = request.headers[CSRF_HEADER];
    if (!session || !csrfTokenMatches(options.secret, session.token, Array.isArray(sent) ? sent[0] : sent)) {
      throw csrfMismatch();
    }
  });
}

export type { RouteRecord };
