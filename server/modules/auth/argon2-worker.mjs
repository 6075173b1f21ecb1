// The password-hashing thread: takes one job at a time from its port and starts the next as soon as it finishes,
// whatever the main thread is doing (plain JS so it runs the same under tsx, Vitest and the bundle).
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import process from 'node:process';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

// Hashing is the one CPU-bound job in the app; requests come first. Nice the thread (Linux: /proc/thread-self names
// it) so that the event loop and PostgreSQL take the core at once when they need it; the hashing thread still gets
// every cycle they leave (bench/login.mjs). Elsewhere, or without the permission, it runs at normal priority.
const NICE = Number(process.env.ARGON2_NICE ?? 10);
try {
  os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), NICE);
} catch {
  /* not Linux, or not allowed: normal priority */
}

parentPort.on('message', ({ id, op, password, hash, options }) => {
  try {
    const result = op === 'hash' ? hashSync(password, options) : verifySync(hash, password);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
