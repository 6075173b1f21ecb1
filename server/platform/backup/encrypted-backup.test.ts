import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, runScript, stopLeftoverServer, type ScriptRun } from '../../test/app-process';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/database';

/** `npm run backup` with BACKUP_KEY, `--verify` and `npm run restore`, as an operator runs them (child processes). */
const KEY = 'a backup key the operator keeps elsewhere';
let work: string;
let database: Database;
let source: string;
let backups: string;
let archive: string;
const targets: string[] = [];

const env = (extra: NodeJS.ProcessEnv = {}) => ({ DATABASE_URL: database.url, BACKUP_DIR: backups, ...extra });
const target = () => {
  targets.push(path.join(work, `restored-${targets.length + 1}`));
  return targets.at(-1)!;
};

/** Exit 1 with exactly one line on stderr. */
function expectOneLineRefusal(run: ScriptRun, line: RegExp) {
  expect(run.code, run.stderr + run.stdout).toBe(1);
  expect(run.stderr.endsWith('\n') && !run.stderr.trimEnd().includes('\n'), run.stderr).toBe(true);
  expect(run.stderr.trim()).toMatch(line);
}

async function altered(change: (bytes: Buffer) => Buffer, name: string): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, change(await readFile(archive)));
  return file;
}

beforeAll(async () => {
  buildServerBundle();
  work = await mkdtemp(path.join(os.tmpdir(), 'lexchange-encrypted-backup-'));
  await chmod(work, 0o755); // the embedded server's user must traverse it when we are root
  database = await createTestDatabase();
  source = path.join(work, 'source');
  backups = path.join(work, 'backups');
  await mkdir(source);
  await writeFile(path.join(source, 'session-secret'), 'a'.repeat(64));
  const run = await runScript('backup', [], source, env({ BACKUP_KEY: KEY }));
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/^Backup written: .+\.tar\.gz\.enc \(/);
  expect(run.stdout).not.toMatch(/Not encrypted/);
  archive = path.join(
    backups,
    (await readdir(backups)).find((name) => name.endsWith('.enc'))!,
  );
}, 180_000);

afterAll(async () => {
  for (const dataDir of targets) stopLeftoverServer(dataDir);
  await database?.close();
  await rm(work, { recursive: true, force: true });
});

describe('encrypted backups', () => {
  it('writes an archive that is neither gzip nor readable, with the key file as well as the key', async () => {
    const bytes = await readFile(archive);
    expect(bytes.subarray(0, 8).toString()).toBe('LXBKENC1');
    expect(bytes.includes(Buffer.from('manifest.json'))).toBe(false);
    expect(bytes.includes(Buffer.from('a'.repeat(64)))).toBe(false);

    const keyFile = path.join(work, 'backup.key');
    await writeFile(keyFile, `${KEY}\n`, { mode: 0o600 });
    const run = await runScript('backup', ['--verify', archive], source, { BACKUP_KEY_FILE: keyFile });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^Backup verified: .+ \(encrypted, every chunk authenticated; backup of .+; \d+ tables, \d+ rows\)\. Nothing was restored\.$/m,
    );
  });

  it('--verify refuses a wrong key, a changed byte and a cut-off end in one line', async () => {
    expectOneLineRefusal(
      await runScript('backup', ['--verify', archive], source, { BACKUP_KEY: 'not the key, though long enough' }),
      /^Verification failed: .+ cannot be opened: the key does not open it .+\. Nothing was written\.$/,
    );
    const middle = await altered((bytes) => {
      const copy = Buffer.from(bytes);
      copy[Math.floor(copy.length / 2)]! ^= 0x40;
      return copy;
    }, 'middle.tar.gz.enc');
    expectOneLineRefusal(
      await runScript('backup', ['--verify', middle], source, { BACKUP_KEY: KEY }),
      /^Verification failed: .+ cannot be opened: it has been modified or is damaged \(chunk \d+ fails its authentication\)/,
    );
    const cut = await altered((bytes) => bytes.subarray(0, bytes.length - 20), 'cut.tar.gz.enc');
    expectOneLineRefusal(await runScript('backup', ['--verify', cut], source, { BACKUP_KEY: KEY }), /modified or is damaged \(cut short\)/);
    expectOneLineRefusal(
      await runScript('backup', ['--verify', archive], source, {}),
      /^Verification failed: .+ is encrypted: set BACKUP_KEY or BACKUP_KEY_FILE/,
    );
  });

  it('restore refuses a wrong key or a modified archive in one line and writes nothing', async () => {
    const wrong = target();
    expectOneLineRefusal(
      await runScript('restore', [archive], wrong, { BACKUP_KEY: 'not the key, though long enough' }),
      /^Restore refused: .+ cannot be opened: the key does not open it .+\. Nothing was written\.$/,
    );
    expect(existsSync(wrong)).toBe(false);
    const last = await altered((bytes) => {
      const copy = Buffer.from(bytes);
      copy[copy.length - 1]! ^= 0x01;
      return copy;
    }, 'last.tar.gz.enc');
    const modified = target();
    expectOneLineRefusal(
      await runScript('restore', [last], modified, { BACKUP_KEY: KEY }),
      /^Restore refused: .+ cannot be opened: it has been modified or is damaged \(chunk \d+ fails its authentication\)\. Nothing was written\.$/,
    );
    expect(existsSync(modified)).toBe(false);
  });

  it('restores with the right key', async () => {
    const restored = target();
    const run = await runScript('restore', [archive], restored, { BACKUP_KEY: KEY });
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(restored, 'session-secret'), 'utf8')).toBe('a'.repeat(64));
  }, 120_000);

  it('says plainly when a backup is not encrypted', async () => {
    const run = await runScript('backup', [], source, env());
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\.tar\.gz \(.+\n.*Not encrypted \(no BACKUP_KEY\): whoever holds this file can read everything in it\./);
  });
});
