/**
 * Whether PostgreSQL can be reached, as the requests see it. A request that meets a lost connection marks the
 * database down; while it is down, requests that need it are answered 503 at once (no request waits on a server
 * that is not there), and a probe tries a cheap statement a few times a second until one succeeds.
 */
export interface DatabaseAvailability {
  isDown(): boolean;
  /** The server cannot be reached: answer 503 from now on until the probe reaches it again. */
  markDown(reason: string): void;
  /**
   * One connection died (its backend ended, its socket closed): probe the server at once and mark it down only if
   * the probe fails too. A backend left over from a crashed server ends this way after the server is back; that must
   * not take the app down again.
   */
  suspect(reason: string): void;
  /** Seconds a client should wait before trying again. */
  retryAfterSeconds: number;
  /** Resolves when the database is reachable again (at once when it is). */
  whenUp(): Promise<void>;
  close(): void;
}

/**
 * Errors of the connection, not of the statement: the server is gone, restarting, refusing connections, or
 * unreachable. postgres.js reports socket errors by their Node code and its own connection states by name; PostgreSQL
 * reports a shutdown or start-up by SQLSTATE class 57P and connection failures by class 08.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Codes that say the server itself cannot be reached, not just one connection. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  '57P03',
  '08001',
  '08004',
]);

export const isUnreachableCode = (code: string) => UNREACHABLE_CODES.has(code);

/**
 * The connection code of an error or of one of its causes (drizzle wraps the driver's error in `cause`), or null when
 * the error is not about the connection. Only the code: never a statement or its parameters.
 */
export function connectionErrorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function createDatabaseAvailability(options: {
  /** A cheap statement; rejects while the server cannot be reached. */
  probe: () => Promise<unknown>;
  log?: (line: string) => void;
  probeEveryMs?: number;
  retryAfterSeconds?: number;
}): DatabaseAvailability {
  const probeEveryMs = options.probeEveryMs ?? 200;
  const log = options.log ?? (() => {});
  let down = false;
  let downSince = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let waiters: Array<() => void> = [];
  let checking = false;

  const up = () => {
    down = false;
    log(`the database is reachable again after ${Date.now() - downSince} ms`);
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  const probeSoon = () => {
    if (closed) return;
    timer = setTimeout(() => {
      options.probe().then(up, probeSoon);
    }, probeEveryMs);
    timer.unref();
  };

  return {
    isDown: () => down,
    retryAfterSeconds: options.retryAfterSeconds ?? 2,
    markDown(reason) {
      if (down || closed) return;
      down = true;
      downSince = Date.now();
      log(`the database cannot be reached (${reason}); answering 503 until it is back`);
      probeSoon();
    },
    suspect(reason) {
      if (down || closed || checking) return;
      checking = true;
      options.probe().then(
        () => (checking = false),
        () => {
          checking = false;
          this.markDown(reason);
        },
      );
    },
    whenUp: () => (down ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    close() {
      closed = true;
      clearTimeout(timer);
      for (const resolve of waiters) resolve();
      waiters = [];
    },
  };
}
