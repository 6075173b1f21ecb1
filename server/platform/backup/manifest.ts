/** What `manifest.json` at the top of every archive says; the restore reads it before touching anything. */
export const BACKUP_FORMAT = 'lexchange-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * DATA_DIR files that sealed fields and signed cookies depend on: a restore without them could not read its data. The
 * only names a restore accepts under secrets/; the embedded database's password is not among them (a restore makes
 * its own cluster).
 */
export const SECRET_FILES: readonly string[] = ['session-secret', 'realtime-secret'];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  postgresVersion: string;
  /** Migrations applied when the snapshot was taken: the restore migrates to exactly this level, then loads the rows. */
  migrations: { count: number; lastCreatedAt: number | null };
  /** One `database/<table>.copy` file each, PostgreSQL COPY text format, columns in this order. */
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** `files`: the archive holds `uploads/`; `s3`: the files stay in the bucket, which the archive does not hold. */
  uploads: { kind: 'files' } | { kind: 's3'; bucket: string };
  /** Files of DATA_DIR kept with the data (the secrets that sealed fields and cookies were made with). */
  secrets: string[];
}

export function parseManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_FORMAT_VERSION || !Array.isArray(manifest.tables)) {
    throw new Error('manifest.json is not a Lexchange backup manifest of a known version');
  }
  return manifest;
}
