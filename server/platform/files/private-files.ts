import { chmod, mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything the app writes under DATA_DIR and BACKUP_DIR (uploads, outbox, secrets, archives) is for the app's own
 * user: folders 0700, files 0600. The modes are given explicitly, so a umask of 022 (or 000) cannot widen them.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * DATA_DIR itself. As root, the embedded PostgreSQL runs as the `postgres` user, which must pass through DATA_DIR to
 * reach DATA_DIR/pg (its own, 0700): 0711 lets every user traverse it but not list it, and everything inside is 0700
 * or 0600, so nothing else can be read. Otherwise (another user, or an external database) 0700.
 */
export function dataDirMode(embeddedDatabase: boolean): number {
  return embeddedDatabase && process.getuid?.() === 0 ? 0o711 : PRIVATE_DIR_MODE;
}

/** True when `inner` is `outer` or below it. */
export function isWithin(inner: string, outer: string): boolean {
  return `${path.resolve(inner)}${path.sep}`.startsWith(`${path.resolve(outer)}${path.sep}`);
}

/** Creates a folder (and missing parents) for the app's user only; an existing one is narrowed to 0700. */
export async function makePrivateDir(dir: string, mode = PRIVATE_DIR_MODE): Promise<void> {
  await mkdir(dir, { recursive: true, mode });
  await chmod(dir, mode);
}

/**
 * Writes a file readable by the app's user only. A new file is created with its mode (a umask only removes bits),
 * in one call; an existing file is narrowed before its new content is written.
 */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  try {
    return await writeFile(file, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const handle = await open(file, 'w', PRIVATE_FILE_MODE);
  try {
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}
