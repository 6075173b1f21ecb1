import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded server's passwords: generated per install and kept in DATA_DIR beside the other secrets (0600). They
 * are never in a backup: a restore creates its own cluster, with passwords of its own.
 */
export const SUPERUSER_PASSWORD_FILE = 'db-superuser-password';
export const APP_PASSWORD_FILE = 'db-app-password';

/** The one password every install had before each got its own: used once at start, to replace it, never again. */
export const LEGACY_SUPERUSER_PASSWORD = 'lexchange-embedded';

/** PostgreSQL's default for SCRAM-SHA-256 (scram_iterations). */
const SCRAM_ITERATIONS = 4096;

/**
 * The install's password kept in DATA_DIR/`name`, generated on first use (32 random bytes as hex). Written under a
 * temporary name and renamed, so a crash never leaves a half-written password that no longer matches the cluster.
 */
export async function installPassword(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept) return kept;
  }
  await mkdir(dataDir, { recursive: true });
  const password = randomBytes(32).toString('hex');
  const partial = `${file}.${process.pid}.partial`;
  await rm(partial, { force: true });
  await writeFile(partial, `${password}\n`, { mode: 0o600, flag: 'wx' });
  await rename(partial, file);
  return password;
}

function scramKeys(password: string, salt: Buffer, iterations: number) {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  return {
    storedKey: createHash('sha256').update(clientKey).digest(),
    serverKey: createHmac('sha256', salted).update('Server Key').digest(),
  };
}

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for `password`. Handed to PostgreSQL instead of the password (initdb's
 * password file, ALTER ROLE), so the password itself never leaves this process: not in a temporary file, not in a
 * statement a server log could record. A verifier cannot be used to log in.
 */
export function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const { storedKey, serverKey } = scramKeys(password, salt, SCRAM_ITERATIONS);
  return `SCRAM-SHA-256$${SCRAM_ITERATIONS}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** Whether a stored verifier (pg_authid.rolpassword) is the one of `password`. */
export function verifierMatches(verifier: string | null, password: string): boolean {
  const match = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):(.+)$/.exec(verifier ?? '');
  if (!match) return false;
  const { storedKey } = scramKeys(password, Buffer.from(match[2]!, 'base64'), Number(match[1]));
  const stored = Buffer.from(match[3]!, 'base64');
  return stored.length === storedKey.length && timingSafeEqual(stored, storedKey);
}
