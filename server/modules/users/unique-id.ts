import { randomInt } from 'node:crypto';

// RFC 4648 base32 alphabet: no 0/1/8/9, so the handle never mixes up O/0 or I/1 when read aloud.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LENGTH = 6;

/** Public anonymised handle, e.g. `LX-7Q4K2M`. Uniqueness is enforced by `users_unique_id_unique`; retry on conflict. */
export function generateUniqueId(): string {
  let id = 'LX-';
  for (let i = 0; i < LENGTH; i++) id += BASE32[randomInt(BASE32.length)];
  return id;
}

function isUniqueIdConflict(error: unknown): boolean {
  // drizzle wraps the driver's error in DrizzleQueryError; postgres.js puts the constraint name on it.
  for (let e = error as { code?: string; constraint_name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && e.constraint_name === 'users_unique_id_unique') return true;
  }
  return false;
}

/** Runs an insert with a fresh unique id, drawing again in the (one in a billion) case it is taken. */
export async function withUniqueId<T>(insert: (uniqueId: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(generateUniqueId());
    } catch (error) {
      if (attempt >= 5 || !isUniqueIdConflict(error)) throw error;
    }
  }
}
