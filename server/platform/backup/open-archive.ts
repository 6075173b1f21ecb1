import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ArchiveCipherError, decryptArchive, isEncryptedArchive } from './archive-cipher';
import { readArchive } from './read-archive';
import type { BackupManifest } from './manifest';
import { RestoreError } from './restore-error';

/**
 * The archive as a plain tar.gz: the file itself, or, when encrypted, its contents authenticated whole and written to
 * a private temporary folder (0700), deleted by close(). A wrong key or a modified archive is one RestoreError line.
 */
export async function openArchive(
  file: string,
  key: string | undefined,
): Promise<{ file: string; encrypted: boolean; close(): Promise<void> }> {
  let encrypted = false;
  try {
    encrypted = await isEncryptedArchive(file);
  } catch {
    // missing or unreadable: readArchive says so in its own words
  }
  if (!encrypted) return { file, encrypted, close: async () => {} };
  if (!key) throw new RestoreError(`${file} is encrypted: set BACKUP_KEY or BACKUP_KEY_FILE to the key it was written with.`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'lexchange-archive-'));
  const close = () => rm(folder, { recursive: true, force: true });
  const plain = path.join(folder, 'archive.tar.gz');
  try {
    await decryptArchive(file, plain, key);
  } catch (error) {
    await close();
    if (error instanceof ArchiveCipherError) throw new RestoreError(`${file} cannot be opened: ${error.message}. Nothing was written.`);
    throw error;
  }
  return { file: plain, encrypted, close };
}

/** `npm run backup -- --verify FILE`: the archive checked end to end (decrypted and authenticated, every entry read), nothing restored. */
export async function verifyArchive(file: string, key: string | undefined): Promise<{ manifest: BackupManifest; encrypted: boolean }> {
  const opened = await openArchive(file, key);
  try {
    return { manifest: await readArchive(opened.file), encrypted: opened.encrypted };
  } finally {
    await opened.close();
  }
}
