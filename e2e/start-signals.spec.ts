/**
 * Issue #19: SIGTERM to the `npm start` process (what a container or service manager signals) left node and
 * PostgreSQL running, because npm's `sh -c` died without passing the signal on. The script now execs node, so the
 * signal reaches the server, which closes and stops its embedded PostgreSQL.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';

/** Every descendant of a process, from ps. */
function descendants(root: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [pid, ppid] of rows) {
      if (ppid !== parent) continue;
      found.push(pid);
      walk(pid);
    }
  };
  walk(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');

test('SIGTERM to npm start stops node and PostgreSQL', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-signal-'));
  chmodSync(dataDir, 0o755);
  const npm = spawn('npm', ['start'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let children: number[] = [];
  try {
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready in 90 s:\n${output}`)), 90_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (!output.includes('Lexchange is ready')) return;
        clearTimeout(timer);
        resolve();
      };
      npm.stdout.on('data', read);
      npm.stderr.on('data', read);
      npm.on('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`)));
    });
    children = descendants(npm.pid!);
    const commands = children.map(commandOf);
    expect(
      commands.some((command) => /node .*scripts\/start\.mjs/.test(command)),
      commands.join('\n'),
    ).toBe(true);
    expect(
      commands.some((command) => /bin\/postgres /.test(command)),
      commands.join('\n'),
    ).toBe(true);

    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => children.filter(alive), { timeout: 20_000 }).toEqual([]);
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
    for (const pid of children.filter(alive)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
