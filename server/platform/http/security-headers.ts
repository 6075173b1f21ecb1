import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** Helmet with a CSP the SPA runs under: only our own scripts, our own fonts, sockets to us or hosted Pusher. */
export async function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const connect = ["'self'", 'ws:', 'wss:'];
  if (config.pusher.hosted) connect.push(`https://sockjs-${config.pusher.cluster}.pusher.com`, `wss://ws-${config.pusher.cluster}.pusher.com`);
  if (config.analytics.posthogKey) connect.push(config.analytics.posthogHost);
  if (config.analytics.sentryDsn) connect.push(new URL(config.analytics.sentryDsn).origin);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
    strictTransportSecurity: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}
