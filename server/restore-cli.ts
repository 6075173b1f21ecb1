import { readFileSync } from 'node:fs';
import path from 'node:path';
import { backupKeyFrom } from './platform/backup/archive-cipher';
import { restoreBackup } from './platform/backup/restore-backup';
import { RestoreError } from './platform/backup/restore-error';

/**
 * `npm run restore FILE`: restores an archive of `npm run backup` onto an empty DATA_DIR (and DATABASE_URL's empty
 * database when set). Configuration is not loaded on purpose: it would write DATA_DIR's secrets before the check.
 */
async function main() {
  const file = process.argv[2];
  if (!file) throw new RestoreError('Usage: npm run restore FILE (with DATA_DIR set to an empty or new folder).');
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const result = await restoreBackup({
    file: path.resolve(file),
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    key: backupKeyFrom(process.env, (name) => readFileSync(name, 'utf8')),
    log: (line) => console.log(line),
  });
  const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${file} into ${dataDir} (backup of ${result.manifest.createdAt}; ${rows} rows; ${result.ms} ms). Start the app with npm start.`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof RestoreError ? `Restore refused: ${message}` : `Restore failed: ${message}`);
  process.exit(1);
});
