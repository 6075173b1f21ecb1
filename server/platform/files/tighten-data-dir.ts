import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isBackupFileName } from '../backup/backup-files';
import { dataDirMode, isWithin, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

export interface TightenResult {
  /** Files and folders looked at, and those whose mode was changed. */
  checked: number;
  changed: number;
  /** Paths whose mode could not be changed (another owner): reported, not fatal. */
  failed: string[];
  ms: number;
}

/** PostgreSQL's own folder: it keeps it 0700 for the user it runs as and refuses to start otherwise. */
const DATABASE_FOLDER = 'pg';

/**
 * Narrows an install written before files were private (0644 files in 0755 folders): DATA_DIR gets its mode (see
 * dataDirMode), every folder under it 0700 and every file 0600, except PostgreSQL's own `pg/`; BACKUP_DIR outside
 * DATA_DIR gets 0700 and its archives 0600 (a BACKUP_DIR holding DATA_DIR is the operator's folder: only its
 * archives). Links are not followed, and a mode already right is not written again. Synchronous on purpose: it runs
 * once at start, before anything else touches the folder.
 */
export function tightenDataDir(options: { dataDir: string; backupDir: string; embeddedDatabase: boolean }): TightenResult {
  const startedAt = performance.now();
  const result: TightenResult = { checked: 0, changed: 0, failed: [], ms: 0 };
  const narrow = (target: string, mode: number) => {
    result.checked++;
    try {
      if ((lstatSync(target).mode & 0o7777) === mode) return;
      chmodSync(target, mode);
      result.changed++;
    } catch {
      result.failed.push(target);
    }
  };
  const walk = (dir: string, top: boolean) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return void result.failed.push(dir);
    }
    for (const entry of entries) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (top && entry.name === DATABASE_FOLDER) continue;
        narrow(target, PRIVATE_DIR_MODE);
        walk(target, false);
      } else if (entry.isFile()) narrow(target, PRIVATE_FILE_MODE);
    }
  };

  const dataDir = path.resolve(options.dataDir);
  const mode = dataDirMode(options.embeddedDatabase);
  mkdirSync(dataDir, { recursive: true, mode }); // missing parents too: PostgreSQL's user must traverse them as well
  narrow(dataDir, mode);
  walk(dataDir, true);
  const backupDir = path.resolve(options.backupDir);
  if (!isWithin(backupDir, dataDir) && existsSync(backupDir)) {
    if (!isWithin(dataDir, backupDir)) narrow(backupDir, PRIVATE_DIR_MODE);
    for (const name of readdirSync(backupDir)) if (isBackupFileName(name)) narrow(path.join(backupDir, name), PRIVATE_FILE_MODE);
  }
  result.ms = Math.round(performance.now() - startedAt);
  return result;
}

/** At start: narrows DATA_DIR and BACKUP_DIR, and says so when an older install was changed or something could not be. */
export function tightenInstall(
  config: { dataDir: string; databaseUrl?: string; backup: { dir: string } },
  log: { info: (fields: object, message: string) => void; warn: (fields: object, message: string) => void },
): void {
  const result = tightenDataDir({ dataDir: config.dataDir, backupDir: config.backup.dir, embeddedDatabase: !config.databaseUrl });
  const fields = { checked: result.checked, changed: result.changed, ms: result.ms };
  if (result.changed > 0) log.info(fields, 'Files in DATA_DIR and BACKUP_DIR made readable by the app user only');
  if (result.failed.length > 0) {
    log.warn(
      { ...fields, failed: result.failed.slice(0, 10) },
      'Some files in DATA_DIR or BACKUP_DIR could not be made private (another owner?)',
    );
  }
}
