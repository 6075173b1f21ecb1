import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { ensureDatabase, startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded';
import { dataDirMode, makePrivateDir, PRIVATE_DIR_MODE } from '../files/private-files';
import { tightenDataDir } from '../files/tighten-data-dir';
import { checkEntry } from './archive-names';
import { assertEmptyDatabase, loadDatabase } from './load-database';
import type { BackupManifest } from './manifest';
import { checkMigrationLevel, migrateToLevel } from './migrate-to-level';
import { openArchive } from './open-archive';
import { readArchive } from './read-archive';
import { RestoreError } from './restore-error';

export interface RestoreTarget {
  file: string;
  dataDir: string;
  /** An external server's database (must have no app tables); otherwise an embedded cluster is created in DATA_DIR. */
  databaseUrl?: string;
  /** BACKUP_KEY, needed for an encrypted archive. */
  key?: string;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  ms: number;
}

async function assertEmptyDataDir(dataDir: string): Promise<boolean> {
  if (!existsSync(dataDir)) return false;
  const entries = await readdir(dataDir).catch(() => {
    throw new RestoreError(`DATA_DIR ${dataDir} is not a folder.`);
  });
  if (entries.length > 0) throw new RestoreError(`DATA_DIR ${dataDir} is not empty: restore only into an empty or new folder.`);
  return true;
}

/**
 * Restores an archive onto an empty DATA_DIR: everything is checked before anything is written (the archive and every
 * name in it, the folder, the migration level, an external database's emptiness); a failure later leaves DATA_DIR as
 * it was found. What it writes is the app's user's only, like everything the app writes (see tightenDataDir).
 */
export async function restoreBackup(target: RestoreTarget): Promise<RestoreResult> {
  const startedAt = performance.now();
  const dataDir = path.resolve(target.dataDir);
  await assertEmptyDataDir(dataDir);
  // An encrypted archive is authenticated whole into a private temporary file before anything else reads it.
  const opened = await openArchive(target.file, target.key);
  try {
    return await restoreOpened({ ...target, file: opened.file }, dataDir, startedAt);
  } finally {
    await opened.close();
  }
}

async function restoreOpened(target: RestoreTarget, dataDir: string, startedAt: number): Promise<RestoreResult> {
  const log = target.log ?? (() => {});
  const existed = await assertEmptyDataDir(dataDir);
  const manifest = await readArchive(target.file);
  await checkMigrationLevel(manifest.migrations);
  if (target.databaseUrl) await assertEmptyDatabase(target.databaseUrl);

  const staging = path.join(dataDir, '.restore');
  let embedded: EmbeddedDatabase | undefined;
  try {
    await makePrivateDir(dataDir, dataDirMode(!target.databaseUrl));
    await mkdir(staging, { mode: PRIVATE_DIR_MODE });
    // Only what readArchive accepted, should the file have changed since.
    await extract({
      file: target.file,
      cwd: staging,
      strict: true,
      filter: (name, entry) => 'type' in entry && 'name' in checkEntry(name, entry.type),
    });
    let url = target.databaseUrl;
    if (!url) {
      embedded = await startEmbeddedDatabase(dataDir, log);
      url = await ensureDatabase(embedded.url, 'lexchange');
    }
    log(`migrating to the backup's level (${manifest.migrations.count} migrations)`);
    await migrateToLevel(url, manifest.migrations);
    log(`loading ${manifest.tables.length} tables`);
    await loadDatabase(url, manifest, path.join(staging, 'database'));
    for (const secret of manifest.secrets) await copyFile(path.join(staging, 'secrets', secret), path.join(dataDir, secret));
    if (existsSync(path.join(staging, 'uploads'))) await rename(path.join(staging, 'uploads'), path.join(dataDir, 'uploads'));
    await embedded?.stop();
    embedded = undefined;
    await rm(staging, { recursive: true, force: true });
    tightenDataDir({ dataDir, backupDir: dataDir, embeddedDatabase: !target.databaseUrl }); // the archive's own modes are not kept
    return { manifest, ms: Math.round(performance.now() - startedAt) };
  } catch (error) {
    await embedded?.stop().catch(() => {});
    // Leave the folder as it was found: gone if the restore made it, else empty again.
    if (existed) for (const entry of await readdir(dataDir)) await rm(path.join(dataDir, entry), { recursive: true, force: true });
    else await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
