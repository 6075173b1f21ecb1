import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config';
import { DEFERRED_START_CSP_SOURCE } from '../first-screen/deferred-start';

/** Helmet's options for a CSP the SPA runs under: only our scripts and fonts, sockets to us or hosted Pusher. */
export function helmetOptions(config: Config): HelmetOptions {
  const connect = ["'self'", 'ws:', 'wss:'];
  if (config.pusher.hosted)
    connect.push(`https://sockjs-${config.pusher.cluster}.pusher.com`, `wss://ws-${config.pusher.cluster}.pusher.com`);
  if (config.analytics.posthogKey) connect.push(config.analytics.posthogHost);
  if (config.analytics.sentryDsn) connect.push(new URL(config.analytics.sentryDsn).origin);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Our files, and the one fixed inline script of a server-rendered first screen (first-screen/deferred-start.ts).
        scriptSrc: ["'self'", DEFERRED_START_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same answer as the CSP's frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * Helmet computes the headers once at start (they do not depend on the request: no CSP nonces), and every
 * response gets that fixed set — the same headers as per-request Helmet, at a fraction of the cost.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(helmetOptions(config))({} as IncomingMessage, response, () => {});
  return headers;
}

/**
 * For a response our own pages show in a frame (a verification document in the review panel): framing by our own
 * origin only, in both the CSP and X-Frame-Options. Every other response keeps frame-ancestors 'none' and DENY.
 */
export function allowFramingBySelf(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}
