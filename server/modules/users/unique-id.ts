import { randomInt } from 'node:crypto';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation';

// RFC 4648 base32 alphabet: no 0/1/8/9, so the handle never mixes up O/0 or I/1 when read aloud.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LENGTH = 6;

/** Public anonymised handle, e.g. `LX-7Q4K2M`. Uniqueness is enforced by `users_unique_id_unique`; retry on conflict. */
export function generateUniqueId(): string {
  let id = 'LX-';
  for (let i = 0; i < LENGTH; i++) id += BASE32[randomInt(BASE32.length)];
  return id;
}

/** Runs an insert with a fresh unique id, drawing again in the (one in a billion) case it is taken. */
export const withUniqueId = <T>(insert: (uniqueId: string) => Promise<T>): Promise<T> =>
  retryOnUniqueViolation('users_unique_id_unique', () => insert(generateUniqueId()));
