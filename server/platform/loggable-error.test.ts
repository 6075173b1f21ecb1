import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('keeps the statement, its parameters and quoted values of a failed query out of the log', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      name: 'PostgresError',
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(ada@example.com) already exists.',
      constraint_name: 'users_email_unique',
      table_name: 'users',
      query: 'insert into users (email, password) values ($1, $2)',
      parameters: ['ada@example.com', 'hunter2-secret'],
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password") values ($1, $2)',
      ['ada@example.com', 'hunter2-secret'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    for (const secret of ['ada@example.com', 'hunter2-secret', 'insert into', 'Key (email)']) expect(logged).not.toContain(secret);
    expect(loggableError(error)).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      constraint_name: 'users_email_unique',
      table_name: 'users',
    });
    expect(logged).toContain('loggable-error.test.ts');
  });

  it('leaves other errors as they are', () => {
    const error = new TypeError('x is not a function');
    expect(loggableError(error)).toBe(error);
  });
});
