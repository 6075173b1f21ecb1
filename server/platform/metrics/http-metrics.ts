import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { addRouteHook } from '../http/route-hooks';
import type { Series } from './request-histogram';
import { httpRequestDuration, loginFailures, rateLimitRefusals } from './registry';

/** Requests that did not match a route share one label, so scanners cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The login steps whose 422 is a refused credential (a wrong password, a wrong two-factor code). */
const LOGIN_STEPS: Record<string, string> = {
  '/api/auth/login': 'password',
  '/api/auth/two-factor-challenge': 'two-factor',
};

type CountingHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => void;

/**
 * The onSend hook of one route template: counts each answer with its duration, timed from the request front's
 * `receivedAt`. Everything known at registration is worked out once — the template, whether a 422 is a refused login
 * — and the series of the last method and status answered is kept, so a request reads no route options (Fastify
 * builds that object on each read) and builds no label key.
 */
function countingHook(route: string): CountingHook {
  const loginStep = LOGIN_STEPS[route];
  let lastStatus = 0;
  let lastMethod = '';
  let series: Series | undefined;
  return (request, reply, payload, done) => {
    const status = reply.statusCode;
    const method = request.method;
    if (series === undefined || status !== lastStatus || method !== lastMethod) {
      series = httpRequestDuration.seriesFor(route, method, status);
      lastStatus = status;
      lastMethod = method;
    }
    httpRequestDuration.record(series, (performance.now() - request.receivedAt) / 1000);
    if (status === 429) rateLimitRefusals.inc();
    else if (loginStep !== undefined && status === 422 && method === 'POST') loginFailures.labels(loginStep).inc();
    done(null, payload);
  };
}

/**
 * Counts every answer by route template, method and status with its duration (issue #36). Each route gets its own
 * onSend callback hook at registration, not one app-wide hook that looks the route up per request; answers of the
 * not-found handler are counted by the hook this returns, which the app gives to `setNotFoundHandler`. Not onResponse:
 * an onResponse hook makes Fastify listen for the end of every response. Login failures and 429s are read off the
 * same answers: modules stay unaware of metrics. Install before the routes are registered.
 */
export function installHttpMetrics(app: FastifyInstance): { unmatched: onSendHookHandler } {
  app.addHook('onRoute', (route) => addRouteHook(route, 'onSend', countingHook(route.url)));
  return { unmatched: countingHook(UNMATCHED_ROUTE) as unknown as onSendHookHandler };
}
