import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedDatabase, StartupError, type EmbeddedDatabase } from './embedded';

const embeddedModule = fileURLToPath(new URL('./embedded.ts', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** An app process in miniature: starts the embedded server, writes a row, says ready, then waits to be killed. */
const appScript = `
const { startEmbeddedDatabase, ensureDatabase } = await import(${JSON.stringify(embeddedModule)});
const { default: postgres } = await import('postgres');
const server = await startEmbeddedDatabase(process.env.DATA_DIR, () => {});
const sql = postgres(await ensureDatabase(server.url, 'app'), { max: 1, onnotice: () => {} });
await sql\`create table if not exists marker (note text)\`;
await sql\`insert into marker values ('written before kill -9')\`;
console.log('ready');
setInterval(() => {}, 60_000);
`;

function startApp(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', appScript], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`app exited with ${code}: ${stderr}`)));
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dir, 0o755); // the postgres user must traverse it when we are root
  return dir;
}

describe('embedded PostgreSQL', () => {
  let dataDir: string;
  let restarted: EmbeddedDatabase | undefined;
  let orphanPid = 0;

  beforeAll(async () => {
    dataDir = await tempDir('lexchange-embedded-');
  });
  afterAll(async () => {
    await restarted?.stop();
    if (orphanPid && isAlive(orphanPid)) process.kill(orphanPid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second start on a DATA_DIR another app runs, then recovers after that app is killed with -9', async () => {
    const app = await startApp(dataDir);
    await expect(startEmbeddedDatabase(dataDir, () => {})).rejects.toThrow(
      new StartupError(
        `Another Lexchange (pid ${app.pid}) is already running on DATA_DIR ${dataDir}; stop it first or use another DATA_DIR.`,
      ),
    );

    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGKILL');
    await exited;
    orphanPid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(isAlive(orphanPid)).toBe(true); // the server outlives its app: the case to recover from

    const lines: string[] = [];
    restarted = await startEmbeddedDatabase(dataDir, (line) => lines.push(line));
    expect(isAlive(orphanPid)).toBe(false);
    expect(lines.join('\n')).toMatch(/left running by an earlier unclean stop/);
    const sql = postgres(await ensureDatabase(restarted.url, 'app'), { max: 1, onnotice: () => {} });
    try {
      expect(await sql`select note from marker`).toEqual([{ note: 'written before kill -9' }]);
    } finally {
      await sql.end();
    }
  }, 40_000);

  it('refuses a second start in the same process with a clear error', async () => {
    expect(restarted).toBeDefined();
    const attempt = startEmbeddedDatabase(dataDir, () => {});
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(/already running on DATA_DIR/);
    // The running server is untouched.
    const sql = postgres(restarted!.url, { max: 1, onnotice: () => {} });
    expect(await sql`select 1 as ok`).toEqual([{ ok: 1 }]);
    await sql.end();
  });

  it.skipIf(process.getuid?.() !== 0)('explains in one line how to fix a DATA_DIR the postgres user cannot reach', async () => {
    const privateDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-private-')); // 0700, like mktemp -d
    try {
      const nested = path.join(privateDir, 'data');
      await mkdir(nested);
      const attempt = startEmbeddedDatabase(nested, () => {});
      await expect(attempt).rejects.toBeInstanceOf(StartupError);
      const message = (await attempt.catch((error: Error) => error)) as Error;
      expect(message.message).toContain(`chmod o+x ${privateDir}`);
      expect(message.message).not.toContain('\n');
    } finally {
      await rm(privateDir, { recursive: true, force: true });
    }
  });
});
