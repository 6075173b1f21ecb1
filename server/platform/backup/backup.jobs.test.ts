import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { loadConfig } from '../../config';
import { jobSchedules } from '../jobs/queues';
import { backupFileName } from './backup-files';
import { DAILY_BACKUP_CRON, registerBackupJob, runScheduledBackup } from './backup.jobs';
import { createBackup } from './create-backup';
import { readArchive } from './read-archive';

let t: TestApp;
let backupDir: string;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-backups-'));
  t = await buildTestApp({}, { BACKUP_DIR: backupDir, BACKUP_KEEP: '2', BACKUP_SCHEDULE: 'daily' });
});

afterAll(async () => {
  await t?.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe('the daily backup', () => {
  it('is off unless BACKUP_SCHEDULE=daily, then scheduled through the job queue', () => {
    expect(loadConfig({ DATA_DIR: t.dataDir }).backup).toEqual({ dir: path.join(t.dataDir, 'backups'), schedule: 'off', keep: 7 });
    expect(registerBackupJob(loadConfig({ DATA_DIR: t.dataDir }).backup)).toBe(false);
    expect(jobSchedules()['backup.daily']).toBeUndefined();
    expect(registerBackupJob(t.deps.config.backup)).toBe(true);
    expect(jobSchedules()['backup.daily']).toBe(DAILY_BACKUP_CRON);
  });

  it('writes an archive of the database and keeps only the newest BACKUP_KEEP', async () => {
    await buildUser(t.database.db, { email: 'kept@example.com' });
    const older = ['2026-11-01', '2026-11-02', '2026-11-03'].map((day) => backupFileName(new Date(`${day}T02:30:00.000Z`)));
    for (const name of older) await writeFile(path.join(backupDir, name), 'an older archive');
    await mkdir(path.join(t.dataDir, 'uploads', 'listings'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'listings', 'file.csv'), 'a,b\n');

    const result = await runScheduledBackup({ ...t.deps, now: () => new Date('2026-11-26T02:30:00.000Z') });
    expect(path.basename(result.file)).toBe('lexchange-backup-2026-11-26T02-30-00-000Z.tar.gz');
    expect(result.deleted).toEqual(older.slice(0, 2));
    expect((await readdir(backupDir)).sort()).toEqual([older[2], path.basename(result.file)]);
    const manifest = await readArchive(result.file);
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(1);
    expect(manifest.uploads).toEqual({ kind: 'files' });
  });
});

describe('an archive when uploads live in S3', () => {
  it('holds a note naming the bucket instead of the files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-backups-s3-'));
    try {
      const result = await createBackup({
        databaseUrl: t.database.url,
        dataDir: t.dataDir,
        uploadsDir: path.join(t.dataDir, 'uploads'),
        s3Bucket: 'lexchange-files',
        backupDir: dir,
      });
      expect(result.manifest.uploads).toEqual({ kind: 's3', bucket: 'lexchange-files' });
      const entries: string[] = [];
      await list({ file: result.file, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toContain('UPLOADS-IN-S3.txt');
      expect(entries.filter((entry) => entry.startsWith('uploads'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
