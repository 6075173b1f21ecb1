import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Archives are named by their UTC time, so their names sort in the order they were written. */
const NAME = /^lexchange-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz(\.enc)?$/;

/** `.tar.gz`, or `.tar.gz.enc` when encrypted with BACKUP_KEY (archive-cipher.ts). */
export function backupFileName(at: Date, encrypted = false): string {
  return `lexchange-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz${encrypted ? '.enc' : ''}`;
}

export function isBackupFileName(name: string): boolean {
  return NAME.test(name);
}

/** The archives to delete so that only the newest `keep` remain; other files (temporary, foreign) are never chosen. */
export function backupsToDelete(names: string[], keep: number): string[] {
  const backups = names.filter(isBackupFileName).sort();
  return backups.slice(0, Math.max(0, backups.length - Math.max(1, keep)));
}

/** Deletes the oldest archives in `dir` beyond the newest `keep`; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const doomed = backupsToDelete(await readdir(dir), keep);
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}
