import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs at most on all cores but one, so a login flood queues here instead of starving every other
 * request of CPU (bench/login.mjs measures both sides). ARGON2_CONCURRENCY overrides it.
 */
export const ARGON2_CONCURRENCY = Number(process.env.ARGON2_CONCURRENCY) || Math.max(1, os.availableParallelism() - 1);
const limit = pLimit(ARGON2_CONCURRENCY);

export const hashPassword = (password: string) => limit(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limit(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
