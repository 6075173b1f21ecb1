// The password-hashing thread: takes one job at a time from its port and starts the next as soon as it finishes,
// whatever the main thread is doing (plain JS so it runs the same under tsx, Vitest and the bundle).
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

parentPort.on('message', ({ id, op, password, hash, options }) => {
  try {
    const result = op === 'hash' ? hashSync(password, options) : verifySync(hash, password);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
