/**
 * Bounds on the app's requests in PostgreSQL, set as connection parameters of the app's pools so every statement a
 * request runs carries them. A request blocked by another session (a long migration, a manual fix holding a lock)
 * is answered 503 instead of waiting for as long as that session lasts. Migrations, the backup and restore use
 * connections of their own without these bounds.
 */
export interface SessionTimeouts {
  /** statement_timeout: a single statement running this long is cancelled. */
  statementMs: number;
  /** lock_timeout: a statement waiting this long for a lock on a row or table gives up. */
  lockMs: number;
  /** idle_in_transaction_session_timeout: a transaction left open and idle this long ends its connection. */
  idleInTransactionMs: number;
}

/** The defaults, far above the slowest request measured by the benches (bench/README.md; docs/operations.md). */
export const DEFAULT_SESSION_TIMEOUTS: SessionTimeouts = { statementMs: 15_000, lockMs: 3_000, idleInTransactionMs: 30_000 };

/** The PostgreSQL settings of those bounds, for postgres.js's `connection` option (0 = no bound). */
export const timeoutParameters = (timeouts: SessionTimeouts) => ({
  statement_timeout: timeouts.statementMs,
  lock_timeout: timeouts.lockMs,
  idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
});

/**
 * SQLSTATEs of a bound that fired: 57014 query_canceled (statement_timeout), 55P03 lock_not_available
 * (lock_timeout), 25P03 idle_in_transaction_session_timeout.
 */
const TIMEOUT_CODES = new Set(['57014', '55P03', '25P03']);

/** The SQLSTATE of a fired bound in the error or its causes (drizzle wraps the driver's error), else null. */
export function timeoutErrorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
