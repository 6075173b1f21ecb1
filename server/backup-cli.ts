import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { createBackup } from './platform/backup/create-backup';
import { ensureDatabase, runningEmbeddedDatabaseUrl, startEmbeddedDatabase } from './platform/db/embedded';

/**
 * `npm run backup`: one archive of the database (the running app's embedded server, a stopped DATA_DIR's, or
 * DATABASE_URL) and the uploads into BACKUP_DIR. Prints the path and size; exits non-zero with one line on failure.
 */
async function main() {
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
    });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(2)} MB; ${result.manifest.tables.length} tables, ${rows} rows; ${result.ms} ms)`,
    );
  } finally {
    await stop?.();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
