import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

const SCHED_IDLE = 5;
const isLinux = process.platform === 'linux';
const hasChrt = isLinux && spawnSync('chrt', ['--version'], { stdio: 'ignore' }).status === 0;

/** Policy and nice value of each of this process's threads (/proc/self/task/<tid>/stat, fields 41 and 19). */
function threadPriorities(): Map<number, { policy: number; nice: number }> {
  const threads = new Map<number, { policy: number; nice: number }>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields[0] is field 3
      threads.set(Number(tid), { policy: Number(fields[38]), nice: Number(fields[16]) });
    } catch {
      /* the thread ended meanwhile */
    }
  }
  return threads;
}

describe('password hashing', () => {
  it('verifies the password it hashed, refuses another, and reads a broken hash as a mismatch', async () => {
    const encoded = await hashPassword('correct horse battery staple');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(encoded, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(encoded, 'Correct horse battery staple')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'correct horse battery staple')).resolves.toBe(false);
  });
});

describe('the hashing thread and the process', () => {
  it('lets a script that hashed a password exit by itself (an idle thread keeps nothing alive)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-hash-'));
    const script = path.join(dir, 'hash-once.mts');
    writeFileSync(
      script,
      `import { hashPassword } from ${JSON.stringify(new URL('./password.ts', import.meta.url).pathname)};\n` +
        `console.log((await hashPassword('a long enough password')).slice(0, 9));\n`,
    );
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 20_000 });
      expect(result.signal).toBeNull(); // not killed by the timeout
      expect(result.stdout.trim()).toBe('$argon2id');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(isLinux)('the hashing thread gives way to requests', () => {
  let worker: Worker | undefined;
  afterEach(async () => {
    await worker?.terminate();
    worker = undefined;
  });

  /** Starts the hashing thread with `env`, waits until it has answered a job, and returns the threads it added. */
  async function startHashingThread(env: Record<string, string>) {
    const before = new Set(threadPriorities().keys());
    worker = new Worker(new URL('./argon2-worker.mjs', import.meta.url), { env: { ...process.env, ...env } });
    worker.postMessage({ id: 1, op: 'verify', password: 'x', hash: 'not a hash' });
    await once(worker, 'message');
    return [...threadPriorities()].filter(([tid]) => !before.has(tid)).map(([, priority]) => priority);
  }

  it.runIf(hasChrt)('runs at SCHED_IDLE, so that a core running it counts as free', async () => {
    const added = await startHashingThread({});
    expect(added.some((thread) => thread.policy === SCHED_IDLE)).toBe(true);
  });

  it('is niced instead when SCHED_IDLE is turned off (ARGON2_SCHED=nice)', async () => {
    const added = await startHashingThread({ ARGON2_SCHED: 'nice', ARGON2_NICE: '7' });
    expect(added.some((thread) => thread.policy === 0 && thread.nice === 7)).toBe(true);
    expect(added.some((thread) => thread.policy === SCHED_IDLE)).toBe(false);
  });
});
