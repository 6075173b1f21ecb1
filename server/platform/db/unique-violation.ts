/**
 * PostgreSQL's unique_violation (SQLSTATE 23505): how a unique index answers the race that a check before the write
 * cannot close (two requests pass the check, one insert wins). drizzle wraps the driver's error in DrizzleQueryError,
 * a transaction passes that on, and postgres.js names the index on the driver's error; so the whole `cause` chain is
 * looked at. With a constraint named, only that index counts: another one's violation is a bug, not a race.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint_name?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint_name === constraint;
  }
  return false;
}

/**
 * Runs a write that draws a random value the named unique index guards (a public handle or reference) and, in the
 * rare case the value is taken, runs it again with a new draw. Outside a transaction only: a violation aborts one.
 */
export async function retryOnUniqueViolation<T>(constraint: string, write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}
