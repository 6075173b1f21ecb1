import { chmod, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildServerBundle, startAppProcess } from '../../test/app-process';
import { createTestDatabase } from '../../test/database';
import { backupFileName } from '../backup/backup-files';
import { createBackup } from '../backup/create-backup';
import { pickMail, pickSms, pickStorage } from '../create-deps';
import type { Database } from '../db/database';
import { tightenDataDir, tightenInstall } from './tighten-data-dir';

/**
 * Issue #29, finding 3: what the app writes under DATA_DIR and BACKUP_DIR (uploads, the mail and SMS outbox, the
 * generated secrets, backup archives) is for the app's user only, under the usual umask 022 too; an install written
 * before is narrowed at start.
 */
let work: string;
let database: Database;
let umaskBefore: number;
const quiet = { info: () => {}, warn: () => {} };
/** As root with the embedded database, DATA_DIR lets PostgreSQL's user pass (0711); otherwise 0700. */
const DATA_DIR_MODE = process.getuid?.() === 0 ? '711' : '700';

beforeAll(async () => {
  buildServerBundle();
  umaskBefore = process.umask(0o022);
  work = await mkdtemp(path.join(os.tmpdir(), 'lexchange-modes-'));
  await chmod(work, 0o755);
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  process.umask(umaskBefore);
  await database?.close();
  await rm(work, { recursive: true, force: true });
});

const mode = async (target: string) => ((await stat(target)).mode & 0o777).toString(8);

async function modes(root: string, names: string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const name of names) found[name] = await mode(path.join(root, name));
  return found;
}

const same = (names: string[], value: string) => Object.fromEntries(names.map((name) => [name, value]));

describe('files the app writes, under umask 022', () => {
  it('keeps uploads, outbox mail and texts, secrets, backup archives, BACKUP_DIR and DATA_DIR to the app user', async () => {
    const dataDir = path.join(work, 'fresh');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    tightenInstall(config, quiet); // what the app does at start
    await pickStorage(config).put('listings/7/3f2a-revenue.csv', Buffer.from('year,revenue\n'), 'text/csv');
    await pickMail(config).send({ to: 'a@example.test', subject: 'Your code', text: 'Hello' });
    await pickSms(config).send({ to: '+15551234567', body: 'Your code is 123456' });
    const backup = await createBackup({
      databaseUrl: database.url,
      dataDir,
      uploadsDir: config.storage.uploadsDir,
      backupDir: config.backup.dir,
    });
    const [mail] = await readdir(config.mail.outboxDir);
    const [text] = await readdir(config.sms.outboxDir);
    const folders = ['uploads', 'uploads/listings', 'uploads/listings/7', 'outbox', 'outbox/mail', 'outbox/sms', 'backups'];
    const files = [
      'session-secret',
      'realtime-secret',
      'uploads/listings/7/3f2a-revenue.csv',
      'uploads/listings/7/3f2a-revenue.csv.meta.json',
      `outbox/mail/${mail}`,
      `outbox/sms/${text}`,
      `backups/${path.basename(backup.file)}`,
    ];
    expect(await modes(dataDir, ['.', ...folders, ...files])).toEqual({
      '.': DATA_DIR_MODE,
      ...same(folders, '700'),
      ...same(files, '600'),
    });
    expect(await readdir(config.backup.dir)).toEqual([path.basename(backup.file)]); // no dot-file left behind

    // BACKUP_DIR elsewhere, made by the operator with the umask's 0755.
    const elsewhere = path.join(work, 'backups-elsewhere');
    await mkdir(elsewhere, { mode: 0o755 });
    const second = await createBackup({ databaseUrl: database.url, dataDir, uploadsDir: config.storage.uploadsDir, backupDir: elsewhere });
    expect({ dir: await mode(elsewhere), archive: await mode(second.file) }).toEqual({ dir: '700', archive: '600' });
  }, 60_000);
});

/** A DATA_DIR as an older Lexchange left it under umask 022, with an outside BACKUP_DIR and a link out. */
async function olderInstall(dataDir: string, backupDir: string) {
  const outside = path.join(work, `outside-${path.basename(dataDir)}.txt`);
  await writeFile(outside, 'not the app’s');
  await mkdir(path.join(dataDir, 'uploads/listings/7'), { recursive: true, mode: 0o755 });
  await mkdir(path.join(dataDir, 'outbox/mail'), { recursive: true, mode: 0o755 });
  await mkdir(path.join(dataDir, 'backups'), { mode: 0o755 });
  await mkdir(path.join(dataDir, 'pg/base'), { recursive: true, mode: 0o755 });
  await mkdir(backupDir, { mode: 0o755 });
  await chmod(dataDir, 0o755);
  const archive = backupFileName(new Date('2026-11-20T02:30:00Z'));
  for (const file of ['session-secret', 'uploads/listings/7/a.pdf', 'outbox/mail/1.eml', `backups/${archive}`, 'pg/PG_VERSION']) {
    await writeFile(path.join(dataDir, file), 'x'.repeat(64), { mode: 0o644 });
  }
  await writeFile(path.join(backupDir, archive), 'x', { mode: 0o644 });
  await writeFile(path.join(backupDir, 'notes.txt'), 'x', { mode: 0o644 });
  await symlink(outside, path.join(dataDir, 'uploads/listings/7/link'));
  return { outside, archive };
}

describe('an install written before files were private', () => {
  it('is narrowed at start: folders 0700, files 0600, DATA_DIR too; PostgreSQL’s folder, links and other files left alone', async () => {
    const dataDir = path.join(work, 'older');
    const backupDir = path.join(work, 'older-backups');
    const { outside, archive } = await olderInstall(dataDir, backupDir);
    const app = await startAppProcess(dataDir, { DATABASE_URL: database.url, BACKUP_DIR: backupDir });
    await app.stop();

    const folders = ['uploads', 'uploads/listings', 'uploads/listings/7', 'outbox', 'outbox/mail', 'backups'];
    const files = ['session-secret', 'uploads/listings/7/a.pdf', 'outbox/mail/1.eml', `backups/${archive}`];
    // With DATABASE_URL no PostgreSQL user needs to pass through DATA_DIR: 0700 even as root.
    expect(await modes(dataDir, ['.', ...folders, ...files])).toEqual({ '.': '700', ...same(folders, '700'), ...same(files, '600') });
    expect(await modes(dataDir, ['pg', 'pg/base', 'pg/PG_VERSION'])).toEqual({ pg: '755', 'pg/base': '755', 'pg/PG_VERSION': '644' });
    expect(await mode(outside)).toBe('644');
    expect(await modes(backupDir, ['.', archive, 'notes.txt'])).toEqual({ '.': '700', [archive]: '600', 'notes.txt': '644' });
  }, 120_000);

  it('is narrowed quickly with 10,000 uploaded files', async () => {
    const dataDir = path.join(work, 'many');
    for (let folder = 0; folder < 100; folder++) {
      const dir = path.join(dataDir, 'uploads', 'listings', String(folder));
      await mkdir(dir, { recursive: true, mode: 0o755 });
      await Promise.all(Array.from({ length: 100 }, (_, i) => writeFile(path.join(dir, `${i}.pdf`), 'x', { mode: 0o644 })));
    }
    const options = { dataDir, backupDir: path.join(dataDir, 'backups'), embeddedDatabase: true };
    const first = tightenDataDir(options);
    const again = tightenDataDir(options);
    console.info(`[modes] 10,000 files in 100 folders: narrowed in ${first.ms} ms, checked again in ${again.ms} ms`);
    expect(first).toMatchObject({ changed: 10_103, failed: [] });
    expect(again).toMatchObject({ checked: first.checked, changed: 0 });
    expect(await mode(path.join(dataDir, 'uploads/listings/42/7.pdf'))).toBe('600');
    expect(first.ms).toBeLessThan(2_000);
  }, 60_000);
});
