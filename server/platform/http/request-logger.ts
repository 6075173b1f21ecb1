import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * Each request's logger (with its request id), made only when the request logs something at an enabled level. Fastify
 * asks for a child logger on every request; at the usual level (warn and up in production) nearly none of them is
 * ever used, and building a pino child per request cost as much as several of the app's own hooks.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  silent(): void {}

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.made && this.parent.isLevelEnabled?.(level) === false) return;
    (this.logger()[level] as (...values: unknown[]) => void)(...args);
  }
}

/**
 * Fastify's childLoggerFactory for a pino logger. A route with its own log level or serializers gets a real child at
 * once (its level decides what is enabled).
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level || options.serializers) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * Fastify's own serializers for the request and reply it puts in its lines (fastify/lib/logger-pino.js), which it adds
 * to a logger given as loggerInstance; the logger that stands in for it below gets the same.
 */
const fastifySerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
};

export interface AppLogging {
  /** Fastify's logger options. */
  fastify: Pick<FastifyServerOptions, 'logger' | 'loggerInstance' | 'childLoggerFactory'>;
  /** The logger to set as app.log after construction, when Fastify runs without its own. */
  log?: FastifyBaseLogger;
}

/**
 * How Fastify logs with the app's pino logger. With info on, it is Fastify's logger (its "incoming request" and
 * "request completed" lines included). With info off (warn in production), Fastify is built without a logger, since
 * with one it listens for the end of every response and times it only for its "request completed" line, which is
 * info and so never written: that per-response work was a large part of GET /api/config's overhead (issue #18).
 * Everything at warn and above still goes to the real logger: request.log and reply.log come from the child factory,
 * which ignores Fastify's null logger; app.log (plugins, hooks, the real-time fan-out) is replaced by the same logger.
 * onResponse hooks (audit trail) still run, as Fastify listens for the response whenever a route has one. Lost at
 * warn: Fastify's "request errored" line for an 'error' event on the raw response (a write after its end). The level
 * is read once, at build time.
 */
export function appLogging(logger: FastifyBaseLogger | undefined): AppLogging {
  if (!logger) return { fastify: { logger: false } };
  if ((logger as LevelAware).isLevelEnabled?.('info') !== false) {
    return { fastify: { loggerInstance: logger, childLoggerFactory: lazyRequestLogger } };
  }
  const log = logger.child({}, { serializers: fastifySerializers });
  return {
    fastify: { logger: false, childLoggerFactory: (_nullLogger, bindings, options) => lazyRequestLogger(log, bindings, options) },
    log,
  };
}
