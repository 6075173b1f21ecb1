import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, loginFailures, rateLimitRefusals } from './registry';

/** Requests that did not match a route share one label, so scanners cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The login steps whose 422 is a refused credential (a wrong password, a wrong two-factor code). */
const LOGIN_STEPS: Record<string, string> = {
  '/api/auth/login': 'password',
  '/api/auth/two-factor-challenge': 'two-factor',
};

/**
 * Counts every answer by route template, method and status with its duration, in one onSend callback hook, timed
 * from the request front's `receivedAt`. Not onResponse: an onResponse hook makes Fastify listen for the end of every
 * response, which on a tiny route cost more than the rest of the counting (issue #36). Login failures and 429s are
 * read off the same answers: modules stay unaware of metrics.
 */
export function installHttpMetrics(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    httpRequestDuration.observe(route, request.method, status, (performance.now() - request.receivedAt) / 1000);
    if (status === 429) rateLimitRefusals.inc();
    else if (status === 422 && request.method === 'POST' && route in LOGIN_STEPS) loginFailures.labels(LOGIN_STEPS[route]!).inc();
    done(null, payload);
  });
}
