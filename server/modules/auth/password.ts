import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs in dedicated threads, at most all cores but one, so a login flood queues there instead of starving
 * every other request of CPU, and each thread goes from one hash to the next without waiting for the main event
 * loop (bench/login.mjs measures both). ARGON2_CONCURRENCY overrides the count.
 */
export const ARGON2_CONCURRENCY = Number(process.env.ARGON2_CONCURRENCY) || Math.max(1, os.availableParallelism() - 1);

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface HashThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

let threads: HashThread[] = [];
let nextId = 0;

function startThread(): HashThread {
  const worker = new Worker(new URL('./argon2-worker.mjs', import.meta.url));
  const thread: HashThread = { worker, pending: new Map() };
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const job = thread.pending.get(id);
    thread.pending.delete(id);
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(result);
    if (thread.pending.size === 0) worker.unref();
  });
  // Adding the 'message' listener referenced the worker again: an idle thread must not keep a script (a bench, a CLI)
  // from exiting. `run` references it while a hash is pending.
  worker.unref();
  worker.on('error', (error) => {
    for (const job of thread.pending.values()) job.reject(error);
    thread.pending.clear();
    threads = threads.filter((t) => t !== thread);
  });
  return thread;
}

/** The thread with the shortest queue; threads start on first use. */
function pickThread(): HashThread {
  if (threads.length < ARGON2_CONCURRENCY) {
    const thread = startThread();
    threads.push(thread);
    return thread;
  }
  return threads.reduce((best, thread) => (thread.pending.size < best.pending.size ? thread : best));
}

function run<T>(message: { op: 'hash' | 'verify'; password: string; hash?: string }): Promise<T> {
  const thread = pickThread();
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    thread.worker.ref();
    thread.worker.postMessage({ id, options: OPTIONS, ...message });
  });
}

export const hashPassword = (password: string) => run<string>({ op: 'hash', password });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await run<boolean>({ op: 'verify', password, hash: passwordHash });
  } catch {
    return false;
  }
}
