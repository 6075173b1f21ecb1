import { Worker } from 'node:worker_threads';
import { appendCertificatePage, type CertificateContent } from './certificate-page';
import type { CertificateAnswer, CertificateJob } from './certificate-worker';

/** A page takes ~2 ms; this only ends a worker that hangs, so a signature fails with an error instead of waiting forever. */
const TIMEOUT_MS = 15_000;

/**
 * The worker's file. The built server (scripts/build-server.mjs defines LEXCHANGE_SERVER_BUNDLE) has it beside its
 * chunks as dist/server/certificate-worker.js (there this file's import.meta.url is its source's, hence the path from
 * the repository's root); from source (tsx, Vitest), a module that registers tsx in the worker first.
 */
export function certificateWorkerEntry(bundled = process.env.LEXCHANGE_SERVER_BUNDLE === 'true'): URL {
  return bundled
    ? new URL('../../../dist/server/certificate-worker.js', import.meta.url)
    : new URL('./certificate-worker.source.mjs', import.meta.url);
}

interface Pending {
  worker: Worker;
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export interface CertificateRenderer {
  /** The PDF with its signature certificate page appended, drawn on the worker thread (appendCertificatePage's bytes). */
  render(pdf: Uint8Array, content: CertificateContent): Promise<Buffer>;
  /** Stops the worker; a later render starts a new one. */
  close(): Promise<void>;
  /** The running worker's thread id, or null (for tests). */
  threadId(): number | null;
}

/**
 * A pool of one worker thread that draws certificate pages, so the ~2 ms of CPU each takes (and the garbage it
 * leaves) is not spent on the thread that serves every other request. The worker starts on the first page; when it
 * dies, every page it was drawing fails with an error and the next page starts a new one.
 */
export function createCertificateRenderer(options: { timeoutMs?: number; entry?: URL } = {}): CertificateRenderer {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let nextId = 1;

  /** Fails the pages `stopped` was drawing (not those of a worker started after it). */
  const failAll = (stopped: Worker, error: Error) => {
    for (const [id, job] of pending) {
      if (job.worker !== stopped) continue;
      pending.delete(id);
      clearTimeout(job.timer);
      job.reject(error);
    }
  };

  const start = (): Worker => {
    const started = new Worker(options.entry ?? certificateWorkerEntry());
    // Idle, the worker does not keep the process alive; a page being drawn does (see render).
    started.unref();
    started.on('message', (answer: CertificateAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      clearTimeout(job.timer);
      if (![...pending.values()].some((other) => other.worker === started)) started.unref();
      if ('bytes' in answer) job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
      else job.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(started, new Error(`documents: the certificate page’s worker failed: ${error.message}`));
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(started, new Error(`documents: the certificate page’s worker stopped (exit code ${code})`));
    });
    return started;
  };

  return {
    render(pdf, content) {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`documents: the certificate page was not drawn within ${timeoutMs} ms`));
          // A worker that hangs on one page would hang the next ones too: a new one starts on the next page.
          if (worker === current) worker = null;
          void current.terminate();
        }, timeoutMs);
        pending.set(id, { worker: current, resolve, reject, timer });
        current.ref();
        const job: CertificateJob = { id, pdf, content };
        current.postMessage(job);
      });
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
    threadId: () => worker?.threadId ?? null,
  };
}

/** The calling thread's renderer: appendCertificatePage itself. */
const inThread: CertificateRenderer = { render: appendCertificatePage, close: async () => {}, threadId: () => null };

let processRenderer: CertificateRenderer | null = null;

/**
 * The certificate page for a signature. CERTIFICATE_WORKER=on|off chooses where it is drawn (read at the first page);
 * by default on the worker in the built server, and on the calling thread from source, where each test file that
 * signs would otherwise start tsx in a worker (a second or two of CPU).
 */
export function renderCertificatePage(pdf: Uint8Array, content: CertificateContent): Promise<Buffer> {
  const setting = process.env.CERTIFICATE_WORKER;
  processRenderer ??= (setting ? setting === 'on' : process.env.LEXCHANGE_SERVER_BUNDLE === 'true')
    ? createCertificateRenderer()
    : inThread;
  return processRenderer.render(pdf, content);
}
