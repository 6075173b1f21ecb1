import { createWriteStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create } from 'tar';
import { isWithin, makePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../files/private-files';
import { encryptingStream } from './archive-cipher';
import { backupFileName } from './backup-files';
import { dumpDatabase } from './dump-database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, SECRET_FILES, type BackupManifest } from './manifest';

export interface BackupSource {
  /** The `lexchange` database (embedded or DATABASE_URL). */
  databaseUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** With S3 the files stay in the bucket: the archive says so instead of holding them. */
  s3Bucket?: string;
  backupDir: string;
  /** BACKUP_KEY: the archive is encrypted (archive-cipher.ts); without it, readable by whoever holds the file. */
  key?: string;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  manifest: BackupManifest;
}

/**
 * Writes one archive (gzipped tar: manifest.json, database/<table>.copy, secrets/, uploads/) into the backup folder.
 * It is written under a dot-name and renamed when complete, so a half-written archive never looks like a backup.
 * The database snapshot is taken first, then the uploads are read: a file uploaded meanwhile is in the archive
 * without its row (harmless); every row's file is there unless it was deleted in between. The archive, its dot-name
 * and the staging folder are the app's user's only (0600, 0700), like BACKUP_DIR itself.
 */
export async function createBackup(source: BackupSource): Promise<BackupResult> {
  const startedAt = performance.now();
  const name = backupFileName(source.now ?? new Date(), Boolean(source.key));
  // A BACKUP_DIR holding DATA_DIR is the operator's folder (narrowing it could lock PostgreSQL's user out).
  if (isWithin(source.dataDir, source.backupDir)) await mkdir(source.backupDir, { recursive: true });
  else await makePrivateDir(source.backupDir);
  const staging = path.join(source.backupDir, `.staging-${process.pid}-${name}`);
  const partial = path.join(source.backupDir, `.${name}.partial`);
  const file = path.join(source.backupDir, name);
  try {
    await mkdir(staging, { mode: PRIVATE_DIR_MODE });
    const dump = await dumpDatabase(source.databaseUrl, path.join(staging, 'database'));
    const entries = ['manifest.json', 'database'];
    const secrets: string[] = [];
    for (const secret of SECRET_FILES) {
      if (!existsSync(path.join(source.dataDir, secret))) continue;
      await mkdir(path.join(staging, 'secrets'), { recursive: true });
      await copyFile(path.join(source.dataDir, secret), path.join(staging, 'secrets', secret));
      secrets.push(secret);
    }
    if (secrets.length > 0) entries.push('secrets');
    if (source.s3Bucket) {
      await writeFile(
        path.join(staging, 'UPLOADS-IN-S3.txt'),
        `Uploaded files live in the S3 bucket ${source.s3Bucket}; back it up there.\n`,
      );
      entries.push('UPLOADS-IN-S3.txt');
    } else if (existsSync(source.uploadsDir)) {
      // Packed through a link (tar follows it) instead of copying the files first.
      await symlink(path.resolve(source.uploadsDir), path.join(staging, 'uploads'));
      entries.push('uploads');
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      ...dump,
      uploads: source.s3Bucket ? { kind: 's3', bucket: source.s3Bucket } : { kind: 'files' },
      secrets,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const packing = { gzip: true, cwd: staging, follow: true, portable: true, strict: true } as const;
    if (source.key) {
      // Encrypted as it is packed: no unencrypted copy of the archive is ever written.
      await pipeline(create(packing, entries), await encryptingStream(source.key), createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    } else {
      await create({ ...packing, file: partial, mode: PRIVATE_FILE_MODE }, entries);
    }
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, ms: Math.round(performance.now() - startedAt), manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
