import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { backupKeyFrom } from './platform/backup/archive-cipher';
import { createBackup } from './platform/backup/create-backup';
import { verifyArchive } from './platform/backup/open-archive';
import { ensureDatabase, runningEmbeddedDatabaseUrl, startEmbeddedDatabase } from './platform/db/embedded';

/** `npm run backup -- --verify FILE`: configuration is not loaded, only the key (it would write DATA_DIR's secrets). */
async function verify(file: string | undefined) {
  if (!file) throw new Error('Usage: npm run backup -- --verify FILE');
  const { manifest, encrypted } = await verifyArchive(
    path.resolve(file),
    backupKeyFrom(process.env, (name) => readFileSync(name, 'utf8')),
  );
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup verified: ${file} (${encrypted ? 'encrypted, every chunk authenticated' : 'not encrypted'}; backup of ${manifest.createdAt}; ${manifest.tables.length} tables, ${rows} rows). Nothing was restored.`,
  );
}

/**
 * `npm run backup`: one archive of the database (the running app's embedded server, a stopped DATA_DIR's, or
 * DATABASE_URL) and the uploads into BACKUP_DIR. Prints the path and size; exits non-zero with one line on failure.
 */
async function main() {
  const verifyAt = process.argv.indexOf('--verify');
  if (verifyAt !== -1) return verify(process.argv[verifyAt + 1]);
  const config = loadConfig();
  let url = config.databaseUrl ?? (await runningEmbeddedDatabaseUrl(config.dataDir));
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    if (!existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) throw new Error(`no Lexchange database in DATA_DIR ${config.dataDir}`);
    const embedded = await startEmbeddedDatabase(config.dataDir, () => {});
    stop = () => embedded.stop();
    url = await ensureDatabase(embedded.url, 'lexchange');
  }
  try {
    const result = await createBackup({
      databaseUrl: url,
      dataDir: config.dataDir,
      uploadsDir: config.storage.uploadsDir,
      s3Bucket: config.storage.s3?.bucket,
      backupDir: config.backup.dir,
      key: config.backup.key,
    });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(2)} MB; ${result.manifest.tables.length} tables, ${rows} rows; ${result.ms} ms)`,
    );
    if (!config.backup.key) console.log('Not encrypted (no BACKUP_KEY): whoever holds this file can read everything in it.');
  } finally {
    await stop?.();
  }
}

main().catch((error: unknown) => {
  const verifying = process.argv.includes('--verify');
  console.error(`${verifying ? 'Verification failed' : 'Backup failed'}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
