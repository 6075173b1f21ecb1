import { describe, expect, it } from 'vitest';
import { isUniqueViolation, retryOnUniqueViolation } from './unique-violation';

// How a violation reaches the services: the driver's error, wrapped by drizzle (DrizzleQueryError) as its cause.
const driverError = (code: string, constraint: string) => Object.assign(new Error('duplicate key'), { code, constraint_name: constraint });
const wrapped = (cause: Error) => Object.assign(new Error('Failed query'), { cause });

describe('isUniqueViolation', () => {
  it('finds 23505 however deep drizzle and a transaction wrapped it, on the named index only', () => {
    const error = wrapped(wrapped(driverError('23505', 'verifications_open_unique')));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'verifications_open_unique')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(false);
  });

  it('is false for other errors', () => {
    expect(isUniqueViolation(wrapped(driverError('23503', 'verifications_open_unique')))).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe('retryOnUniqueViolation', () => {
  it('runs the write again while it hits the named index, up to the attempts given', async () => {
    let calls = 0;
    const taken = wrapped(driverError('23505', 'listings_reference_idx'));
    await expect(
      retryOnUniqueViolation(
        'listings_reference_idx',
        async () => {
          calls++;
          throw taken;
        },
        3,
      ),
    ).rejects.toBe(taken);
    expect(calls).toBe(3);
  });

  it('passes another index’s violation through at once', async () => {
    let calls = 0;
    const other = wrapped(driverError('23505', 'users_email_unique'));
    await expect(
      retryOnUniqueViolation('listings_reference_idx', async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });
});
