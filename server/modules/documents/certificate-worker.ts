import { parentPort } from 'node:worker_threads';
import { appendCertificatePage, type CertificateContent } from './certificate-page';

/** A job from the signing thread: the PDF as signed and what its certificate page says. */
export interface CertificateJob {
  id: number;
  pdf: Uint8Array;
  content: CertificateContent;
}

/** The answer: the final PDF's bytes (their buffer transferred, not copied), or the error's name and message. */
export type CertificateAnswer = { id: number; bytes: Uint8Array } | { id: number; error: { name: string; message: string } };

// The worker thread's entry (see certificate-renderer.ts): draws certificate pages one after another.
parentPort?.on('message', async (job: CertificateJob) => {
  let answer: CertificateAnswer;
  try {
    const bytes = await appendCertificatePage(job.pdf, job.content);
    // Transfer a buffer that holds these bytes alone; a view into a shared one is copied first.
    answer = { id: job.id, bytes: bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    answer = { id: job.id, error: { name: failure.name, message: failure.message } };
  }
  parentPort?.postMessage(answer, 'bytes' in answer ? [answer.bytes.buffer as ArrayBuffer] : []);
});
