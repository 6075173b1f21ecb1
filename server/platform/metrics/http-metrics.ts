import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, loginFailures, rateLimitRefusals } from './registry';

/** Requests that did not match a route share one label, so scanners cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The login steps whose 422 is a refused credential (a wrong password, a wrong two-factor code). */
const LOGIN_STEPS: Record<string, string> = {
  '/api/auth/login': 'password',
  '/api/auth/two-factor-challenge': 'two-factor',
};

type Observer = { observe(seconds: number): void };

/**
 * Counts every answer by route template, method and status with its duration, in one callback hook. The labelled
 * child of each combination is looked up once and kept (prom-client hashes the labels on every labelled call), so a
 * request pays for a map lookup and an observe. Login failures and 429s are read off the same answers: modules
 * stay unaware of metrics.
 */
export function installHttpMetrics(app: FastifyInstance) {
  const observers = new Map<string, Observer>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const key = `${request.method} ${status} ${route}`;
    let observer = observers.get(key);
    if (!observer) {
      observer = httpRequestDuration.labels(route, request.method, String(status));
      observers.set(key, observer);
    }
    observer.observe(reply.elapsedTime / 1000);
    if (status === 429) rateLimitRefusals.inc();
    else if (status === 422 && request.method === 'POST' && route in LOGIN_STEPS) loginFailures.labels(LOGIN_STEPS[route]!).inc();
    done();
  });
}
