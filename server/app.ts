import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerModules } from './modules';
import { publicConfigSource } from './modules/system/public-config';
import auditTrail from './modules/audit/audit.plugin';
import type { AppDeps } from './platform/deps';
import { installActionLimits } from './platform/http/action-limit';
import { coarseRateLimit, signedInMarkerName } from './platform/http/coarse-rate-limit';
import { csrfCheck, sameOriginCheck } from './platform/http/csrf';
import { databaseGuard } from './platform/http/database-guard';
import { installHttpMetrics } from './platform/metrics/http-metrics';
import { answerRoutingError, installErrorHandler } from './platform/http/error-handler';
import { installMultipartBodies, MAX_FILE_BYTES, registerMultipart } from './platform/http/multipart-body';
import { installRequestContext } from './platform/http/request-context';
import { installRequestFront } from './platform/http/request-front';
import { appLogging } from './platform/http/request-logger';
import { installRouteTable, registerMethodOverrides, type RouteRecord } from './platform/http/route-table';
import { securityHeaders } from './platform/http/security-headers';
import { spaShell } from './platform/first-screen/spa-shell';
import { firstScreenRendering } from './platform/first-screen/render';
import type { RenderFirstScreen } from '../contracts/common/first-screen-reads';
import sessionPlugin, { sessionCookieName } from './platform/http/session.plugin';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');
/** The web build's renderer of first screens (vite.render.config.ts). */
export const webRenderDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web-render');

export interface BuiltApp {
  app: FastifyInstance;
  routes: RouteRecord[];
}

export interface BuildOptions {
  logger?: FastifyBaseLogger;
  /** Serve the built SPA from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** Origins besides APP_URL allowed to send unsafe requests (the Vite dev server). */
  extraOrigins?: string[];
  /** Where the built SPA is (tests); dist/web by default. */
  webRoot?: string;
  /** Draws members' first screens on the server (loadFirstScreenRenderer: the web build's dist/web-render). */
  renderFirstScreen?: RenderFirstScreen | null;
}

const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+$/;

/**
 * The HTML shell is revalidated on every load, so a deploy reaches returning browsers at once; Vite's content-hashed
 * files under assets/ never change, so browsers keep them for a year. Other files (the favicon) revalidate too.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * A request id unique to this process run and cheap to make: a random prefix chosen at start and a counter (a UUID
 * per request cost more than all the app's own hooks together). A caller's well-formed X-Request-Id is kept.
 */
export function requestIdSource(): (sent: unknown) => string {
  const prefix = randomBytes(9).toString('base64url');
  let sequence = 0;
  return (sent) => (typeof sent === 'string' && /^[\w-]{8,64}$/.test(sent) ? sent : `${prefix}-${(++sequence).toString(36)}`);
}

/** Builds the whole app with plugins in a fixed order; never listens (tests use inject). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<BuiltApp> {
  const headers = securityHeaders(deps.config);
  const requestId = requestIdSource();
  // At warn and above Fastify runs without its logger and app.log is the real one (request-logger.ts says why).
  const logging = appLogging(options.logger);
  const app = Fastify({
    ...logging.fastify,
    genReqId: (request) => requestId(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    forceCloseConnections: 'idle',
    // Routing errors (a malformed URL such as /%) are answered before any hook runs: they get the headers here.
    frameworkErrors: (error, request, reply) => answerRoutingError(error, request, reply.headers(headers)),
  }).withTypeProvider<ZodTypeProvider>();
  if (logging.log) app.log = logging.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. Outside plugins.
  // Cookies are parsed by the request front's one hook (below) instead of a hook of the plugin's own.
  await app.register(cookie, { hook: false });
  await app.register(formbody);
  const multipart = await registerMultipart(app, {
    limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 50, parts: 60 },
    attachFieldsToBody: true,
    throwFileSizeLimit: true,
  });
  // Before routing, in one hook: the security headers, request id and time zone; then the 503 while PostgreSQL cannot
  // be reached, and the coarse per-instance flood limit of the API (per session signed in, else per address). Limits
  // that must agree across instances use deps.limiter (PostgreSQL).
  installRequestContext(app);
  installRequestFront(app, headers, [
    coarseRateLimit({
      secret: deps.config.sessionSecret,
      perSession: deps.config.rateLimitPerMinute,
      perAddress: deps.config.rateLimitPerAddressPerMinute,
      sessionCookie: sessionCookieName(deps.config.secureCookies),
      markerCookie: signedInMarkerName(deps.config.secureCookies),
    }),
    databaseGuard(deps.database.availability),
  ]);
  // Requests by route template and status, with their duration (GET /metrics on its own listener; METRICS_PORT=0: off).
  if (deps.config.metrics.port) installHttpMetrics(app);

  // 2. App plugins: session, errors, CSRF, the route table (policy on every route).
  await app.register(sessionPlugin, { store: deps.sessions, secret: deps.config.sessionSecret, secure: deps.config.secureCookies });
  installErrorHandler(app, { database: deps.database.availability });
  const origins = { appUrl: deps.config.appUrl, extraOrigins: options.extraOrigins };
  const routes = installRouteTable(app, {
    csrf: csrfCheck({ secret: deps.config.sessionSecret, ...origins }),
    sameOrigin: sameOriginCheck(origins),
  });
  // After the route table: uploads are parsed in front of each write route's checks (multipart-body.ts says why).
  installMultipartBodies(app, multipart);
  // Each member-driven action's own limit, per member (config.actionLimit; see action-limit.ts).
  installActionLimits(app, deps.limiter);
  // Every write staff make while impersonating is recorded with the staff member's id; app-wide, override twins included.
  await app.register(auditTrail, { deps });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lexchange API',
        version: '1.0.0',
        description: 'The API of the Lexchange marketplace ; its fixed shapes are in docs/api.md.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' }, staticCSP: true });

  // 3. Modules under /api, then the POST twins of PUT/PATCH/DELETE routes (method override).
  await app.register(async (api) => registerModules(api, deps), { prefix: '/api' });
  registerMethodOverrides(app, routes);
  // The websocket plugin hooks every route of the context it is registered in: only the real-time endpoint needs it.
  await app.register(async (realtime) => {
    await realtime.register(websocket, { options: { maxPayload: 64 * 1024 } });
    await deps.realtime.register(realtime);
  });

  // 4. The SPA: built assets, and index.html for every non-API path (the client router decides).
  const webRoot = options.webRoot ?? webDist;
  const configFor = publicConfigSource(deps);
  const serveWeb = options.serveWeb !== false && existsSync(path.join(webRoot, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false, // "/" is the SPA's shell, like every page (below)
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'), // the build's manifest is the server's to read
      // The build writes .br and .gz copies of its text files (vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      // @fastify/static writes its own Cache-Control after setHeaders, so it must not write one at all.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        res.setHeader('Vary', 'Accept-Encoding'); // the same path answers brotli, gzip or plain bytes
      },
    });
  }
  const shell = serveWeb
    ? spaShell({
        webRoot,
        sessionCookie: sessionCookieName(deps.config.secureCookies),
        publicConfig: (request) => configFor(request.headers.host, request.protocol === 'https'),
        renderFirstScreen: options.renderFirstScreen ? firstScreenRendering(app, options.renderFirstScreen) : undefined,
      })
    : null;
  app.setNotFoundHandler((request, reply) => {
    // Unknown API paths and missing build assets are real 404s; every other page is the SPA's to route.
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/app/') || request.url.startsWith('/assets/');
    if (!isApi && serveWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return shell!(request, reply);
    }
    return reply.status(404).send({ message: 'Not found.' });
  });

  return { app, routes };
}
