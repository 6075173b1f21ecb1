/**
 * Errors as they may be logged. A database error carries the statement and its parameters (drizzle's
 * DrizzleQueryError puts both in its message and stack) and PostgreSQL's own messages and details may quote values
 * (`Key (email)=(…) already exists`, `invalid input syntax for type integer: "…"`): none of that may reach a log, where
 * passwords, tokens and message bodies would follow. What stays is what tells an operator what failed: the
 * SQLSTATE, the constraint, table and column names, and where in the code.
 */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'constraint_name', 'table_name', 'column_name', 'schema_name'] as const;

function isDatabaseError(error: object): boolean {
  const name = (error as { name?: unknown }).name;
  return ('query' in error && 'params' in error) || name === 'PostgresError' || name === 'DrizzleQueryError';
}

/** Stack frames only: the first line of a stack repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

export function loggableError(error: unknown): unknown {
  const chain: object[] = [];
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  if (!chain.some(isDatabaseError)) return error;
  const fields: Record<string, unknown> = {
    type: 'DatabaseError',
    message: 'A database statement failed (statement, parameters and values are not logged).',
  };
  for (const link of chain) {
    for (const field of DATABASE_FIELDS) {
      const value = (link as Record<string, unknown>)[field];
      if (typeof value === 'string' && fields[field] === undefined) fields[field] = value;
    }
  }
  fields.stack = framesOf((chain[0] as { stack?: unknown }).stack);
  return fields;
}
