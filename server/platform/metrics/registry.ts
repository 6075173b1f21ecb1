import { Counter, Gauge, Registry } from 'prom-client';
import { RequestHistogram } from './request-histogram';

/**
 * The process's Prometheus metrics, one registry for the whole platform. Only the platform writes here: the HTTP
 * layer counts requests (and from them login failures and rate-limit refusals), the transports count messages, the
 * queue counts failures, the socket hub counts sockets. Modules never import this file, so the module order is kept
 * and no module's code path pays for a metric. Gauges that need a database read are filled at scrape time
 * (collectors.ts), never on a request.
 */
export const metricsRegistry = new Registry();

/**
 * Labels are route templates (Fastify's routeOptions.url), never raw paths: one series per route, method and status.
 * The duration runs from the request's arrival to the start of its answer (a file download's streaming is not in it).
 */
export const httpRequestDuration = new RequestHistogram(
  'lexchange_http_request_duration_seconds',
  'HTTP requests by route template, method and status, with the time until the answer starts (the _count is the number of requests).',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  metricsRegistry,
);

export const loginFailures = new Counter({
  name: 'lexchange_login_failures_total',
  help: 'Password logins refused (wrong e-mail or password, or invalid input) and two-factor codes refused.',
  labelNames: ['step'] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'lexchange_rate_limit_refusals_total',
  help: 'Requests answered 429: the coarse flood limit or a per-action limit.',
  registers: [metricsRegistry],
});

export const messagesSent = new Counter({
  name: 'lexchange_messages_sent_total',
  help: 'E-mails and SMS handed to their transport, by channel and outcome (sent or failed; a failed one is retried by the queue).',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'lexchange_job_failures_total',
  help: 'Background job runs that failed (each is retried per its queue policy), by queue.',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const realtimeSockets = new Gauge({
  name: 'lexchange_realtime_sockets',
  help: 'Real-time (Pusher-protocol) WebSockets connected to this instance.',
  registers: [metricsRegistry],
});
