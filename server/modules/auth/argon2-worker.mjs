// The password-hashing thread: takes one job at a time from its port and starts the next as soon as it finishes,
// whatever the main thread is doing (plain JS so it runs the same under tsx, Vitest and the bundle).
import { spawnSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import process from 'node:process';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

/**
 * Hashing is the one CPU-bound job in the app; requests come first. On Linux the thread (/proc/thread-self names it)
 * moves to SCHED_IDLE through util-linux's `chrt`: it then runs only on cycles nothing else wants, and a core running
 * it counts as free, so a woken request or PostgreSQL backend takes that core at once instead of queueing behind the
 * event loop (bench/login.mjs). Where chrt is missing or refused, the thread is niced instead (ARGON2_NICE, default
 * 10); elsewhere it runs at normal priority. ARGON2_SCHED=nice skips SCHED_IDLE.
 */
function lowerPriority() {
  let tid;
  try {
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return; // not Linux
  }
  if (process.env.ARGON2_SCHED !== 'nice') {
    const chrt = spawnSync('chrt', ['--idle', '--pid', '0', String(tid)], { stdio: 'ignore', timeout: 5000 });
    if (chrt.status === 0) return;
  }
  try {
    os.setPriority(tid, Number(process.env.ARGON2_NICE ?? 10));
  } catch {
    /* not allowed: normal priority */
  }
}

lowerPriority();

parentPort.on('message', ({ id, op, password, hash, options }) => {
  try {
    const result = op === 'hash' ? hashSync(password, options) : verifySync(hash, password);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
