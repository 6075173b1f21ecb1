import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, extract, Header } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, runScript, stopLeftoverServer } from '../../test/app-process';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/database';
import { createLocalStorage } from '../storage/local-storage';
import { createBackup } from './create-backup';

/**
 * Issue #29, finding 1: every name a restore reads from an archive (the manifest's secrets and tables, the tar's
 * entries) could be tampered with. `npm run restore` runs as a child process, as an operator would run it, on a real
 * archive of a test database altered in one way at a time.
 */
let work: string;
let database: Database;
/** The genuine archive, unpacked: each case repacks it with one change. */
let unpacked: string;
/** The live instance's secret beside the new DATA_DIR, which the README's layout puts there. */
let liveSecret: string;
const LIVE = 'the live instance secret\n';

beforeAll(async () => {
  buildServerBundle();
  work = await mkdtemp(path.join(os.tmpdir(), 'lexchange-restore-tampered-'));
  await chmod(work, 0o755); // the embedded server's user must traverse it when we are root
  database = await createTestDatabase();
  const source = path.join(work, 'source');
  await mkdir(source);
  await writeFile(path.join(source, 'session-secret'), 'a'.repeat(64));
  await writeFile(path.join(source, 'realtime-secret'), 'b'.repeat(64));
  await createLocalStorage(path.join(source, 'uploads')).put('listings/7/3f2a-revenue.csv', Buffer.from('year,revenue\n'), 'text/csv');
  const backup = await createBackup({
    databaseUrl: database.url,
    dataDir: source,
    uploadsDir: path.join(source, 'uploads'),
    backupDir: path.join(work, 'backups'),
  });
  unpacked = path.join(work, 'unpacked');
  await mkdir(unpacked);
  await extract({ file: backup.file, cwd: unpacked });
  await mkdir(path.join(work, 'live'));
  liveSecret = path.join(work, 'live', 'session-secret');
  await writeFile(liveSecret, LIVE);
}, 120_000);

afterAll(async () => {
  for (const dataDir of restoreTargets) stopLeftoverServer(dataDir);
  await database?.close();
  await rm(work, { recursive: true, force: true });
});

/** One raw tar entry, written as an attacker would (node-tar's own packer refuses to write most of these). */
interface RawEntry {
  path: string;
  type: 'File' | 'SymbolicLink' | 'Link' | 'CharacterDevice' | 'FIFO';
  linkpath?: string;
  body?: string;
}

function rawEntry(entry: RawEntry): Buffer {
  const body = Buffer.from(entry.body ?? '');
  const header = new Header({
    path: entry.path,
    type: entry.type,
    linkpath: entry.linkpath,
    mode: 0o644,
    size: body.length,
    mtime: new Date(),
    uid: 0,
    gid: 0,
    devmaj: 1,
    devmin: 3,
  });
  header.encode();
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([header.block!, body, padding]);
}

let archives = 0;

/** The genuine archive with its manifest changed and raw entries put first. */
async function tampered(change: { manifest?: (manifest: Record<string, unknown>) => void; entries?: RawEntry[] }): Promise<string> {
  const copy = path.join(work, `copy-${++archives}`);
  await cp(unpacked, copy, { recursive: true });
  if (change.manifest) {
    const manifest = JSON.parse(await readFile(path.join(copy, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    change.manifest(manifest);
    await writeFile(path.join(copy, 'manifest.json'), JSON.stringify(manifest));
  }
  const tar = await readFile(await repack(copy, `body-${archives}.tar`, false));
  const file = path.join(work, `tampered-${archives}.tar.gz`);
  await writeFile(file, gzipSync(Buffer.concat([...(change.entries ?? []).map(rawEntry), tar])));
  return file;
}

async function repack(dir: string, name: string, gzip: boolean): Promise<string> {
  const file = path.join(work, name);
  await create({ file, gzip, cwd: dir, portable: true }, await readdir(dir));
  return file;
}

/** Every path under `work` with its size and mode, to show that a refused restore wrote nothing anywhere. */
async function everything(): Promise<string[]> {
  const entries = await readdir(work, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => {
      const target = path.join(entry.parentPath, entry.name);
      const info = await stat(target).catch(() => undefined);
      return `${path.relative(work, target)} ${info?.size} ${info?.mode.toString(8)}`;
    }),
  ).then((lines) => lines.sort());
}

/** A new DATA_DIR for each run, so that one case's outcome cannot decide the next's. */
const restoreTargets: string[] = [];
function newDataDir(): string {
  restoreTargets.push(path.join(work, `restored-${restoreTargets.length + 1}`));
  return restoreTargets.at(-1)!;
}

async function expectRefused(archive: string, reason: RegExp) {
  const restored = newDataDir();
  const before = await everything();
  const run = await runScript('restore', [archive], restored);
  expect(run.code, run.stderr).toBe(1);
  expect(run.stderr.endsWith('\n') && !run.stderr.trimEnd().includes('\n'), run.stderr).toBe(true); // one line
  expect(run.stderr.trim()).toMatch(/^Restore refused: .+\. Nothing was written\.$/);
  expect(run.stderr.trim()).toMatch(reason);
  expect(existsSync(restored)).toBe(false);
  expect(await everything()).toEqual(before);
  expect(await readFile(liveSecret, 'utf8')).toBe(LIVE);
}

describe('a restore of a tampered archive', () => {
  it("refuses a manifest secret that climbs out of DATA_DIR to the live instance's secret, writing nothing", async () => {
    // With the file the name points at inside the archive, as an attacker would ship it.
    const archive = await tampered({
      manifest: (manifest) => (manifest.secrets = ['session-secret', '../live/session-secret']),
      entries: [{ path: 'live/session-secret', type: 'File', body: 'attacker\n' }],
    });
    await expectRefused(archive, /"live\/session-secret" is a name a Lexchange backup does not hold/);
  }, 120_000);

  it('refuses manifest secrets that are not on the list, absolute or climbing, and table names that are not plain', async () => {
    const secret = (name: string) => (manifest: Record<string, unknown>) => (manifest.secrets = ['session-secret', name]);
    await expectRefused(
      await tampered({ manifest: secret('../live/session-secret') }),
      /its manifest names a secret the restore does not accept: "\.\.\/live\/session-secret" \(only session-secret, realtime-secret\)/,
    );
    await expectRefused(await tampered({ manifest: secret(liveSecret) }), /names a secret the restore does not accept/);
    await expectRefused(await tampered({ manifest: secret('pg-password') }), /names a secret the restore does not accept: "pg-password"/);
    await expectRefused(
      await tampered({
        manifest: (manifest) => (manifest.tables as { name: string }[]).push({ name: '../../../x', columns: [], rows: 0 } as never),
      }),
      /names a table or sequence that is not a plain name: "\.\.\/\.\.\/\.\.\/x"/,
    );
  }, 120_000);

  it('refuses tar entries with .., absolute paths, links, devices and pipes, writing nothing', async () => {
    const cases: [RawEntry, RegExp][] = [
      [{ path: '../x', type: 'File', body: 'x' }, /"\.\.\/x" is a path that leaves its folder/],
      [{ path: 'uploads/../../x', type: 'File', body: 'x' }, /is a path that leaves its folder/],
      [{ path: path.join(work, 'live', 'planted'), type: 'File', body: 'x' }, /is an absolute path/],
      [{ path: 'uploads/listings/7/link', type: 'SymbolicLink', linkpath: liveSecret }, /"uploads\/listings\/7\/link" is a symbolic link/],
      [{ path: 'secrets/realtime-secret', type: 'SymbolicLink', linkpath: '../../live/session-secret' }, /is a symbolic link/],
      [{ path: 'uploads/listings/7/hard', type: 'Link', linkpath: liveSecret }, /is a hard link/],
      [{ path: 'uploads/listings/7/null', type: 'CharacterDevice' }, /is a device file/],
      [{ path: 'uploads/listings/7/pipe', type: 'FIFO' }, /is a named pipe/],
      [{ path: 'uploads/.hidden', type: 'File', body: 'x' }, /"uploads\/.hidden" is a name a Lexchange backup does not hold/],
    ];
    for (const [entry, reason] of cases) await expectRefused(await tampered({ entries: [entry] }), reason);
  }, 120_000);

  it('restores the untouched archive, uploads and secrets included, readable by the app user only', async () => {
    const restored = newDataDir();
    const run = await runScript('restore', [await repack(unpacked, 'untouched.tar.gz', true)], restored);
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(restored, 'uploads/listings/7/3f2a-revenue.csv'), 'utf8')).toBe('year,revenue\n');
    expect(await readFile(path.join(restored, 'session-secret'), 'utf8')).toBe('a'.repeat(64));
    const mode = async (name: string) => ((await stat(path.join(restored, name))).mode & 0o777).toString(8);
    expect(await mode('.')).toBe(process.getuid?.() === 0 ? '711' : '700');
    for (const name of ['uploads', 'uploads/listings', 'uploads/listings/7']) expect(await mode(name), name).toBe('700');
    for (const name of [
      'session-secret',
      'realtime-secret',
      'uploads/listings/7/3f2a-revenue.csv',
      'uploads/listings/7/3f2a-revenue.csv.meta.json',
    ]) {
      expect(await mode(name), name).toBe('600');
    }
    expect(await readFile(liveSecret, 'utf8')).toBe(LIVE);
  }, 120_000);
});
