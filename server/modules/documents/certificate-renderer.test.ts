import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appendCertificatePage, type CertificateContent } from './certificate-page';
import { createCertificateRenderer, type CertificateRenderer } from './certificate-renderer';
import { samplePdf } from './documents.test-support';

const content: CertificateContent = {
  documentId: 7,
  title: 'Sample agreement',
  sha256: 'a'.repeat(64),
  signatures: [
    { side: 'buyer', fullName: 'Ana María Díaz', uniqueId: 'LX-B1', signedAt: new Date('2026-11-27T20:14:03Z'), ipAddress: '203.0.113.9' },
    { side: 'seller', fullName: 'Sam Seller', uniqueId: 'LX-S1', signedAt: new Date('2026-11-28T08:00:00Z'), ipAddress: '2001:db8::1' },
  ],
};

/**
 * A stand-in worker that answers [1, 2, 3], exits on a page titled "crash" and never answers one titled "hang":
 * the renderer's handling of a worker that dies or hangs, apart from the drawing.
 */
const fakeWorker = new URL(
  `data:text/javascript,${encodeURIComponent(`
import { parentPort } from 'node:worker_threads';
parentPort.on('message', (job) => {
  if (job.content.title === 'crash') process.exit(3);
  if (job.content.title === 'hang') return;
  parentPort.postMessage({ id: job.id, bytes: new Uint8Array([1, 2, 3]) });
});`)}`,
);

const renderers: CertificateRenderer[] = [];
const renderer = (options?: Parameters<typeof createCertificateRenderer>[0]) => {
  const created = createCertificateRenderer(options);
  renderers.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((created) => created.close()));
});
// One worker running the real drawing for the tests that use it (from source, each start costs a second or two).
const drawing = createCertificateRenderer();
// Started before the tests, under the hooks' longer timeout (tsx in a worker takes seconds on a loaded machine).
beforeAll(async () => {
  await drawing.render(await samplePdf(), content);
});
afterAll(() => drawing.close());

describe('the certificate page on a worker thread', () => {
  it('draws the same bytes as appendCertificatePage on the calling thread, several pages at once', async () => {
    const pdf = await samplePdf();
    const pdfs = [pdf, await samplePdf('Another agreement.'), pdf];
    const onWorker = await Promise.all(pdfs.map((bytes) => drawing.render(bytes, content)));
    const inThread = await Promise.all(pdfs.map((bytes) => appendCertificatePage(bytes, content)));
    onWorker.forEach((bytes, index) => expect(bytes.equals(inThread[index]!)).toBe(true));
    expect(Buffer.isBuffer(onWorker[0])).toBe(true);
  });

  it('fails a page with the drawing’s own error, and draws the next one', async () => {
    const inThread = await appendCertificatePage(Buffer.from('not a PDF'), content).catch((error: Error) => error);
    await expect(drawing.render(Buffer.from('not a PDF'), content)).rejects.toThrow((inThread as Error).message);
    expect((await drawing.render(await samplePdf(), content)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fails the pages of a worker that died with a clear error, and starts a new worker for the next page', async () => {
    const pages = renderer({ entry: fakeWorker });
    await pages.render(Buffer.alloc(1), content);
    const first = pages.threadId();
    const drawing = pages.render(Buffer.alloc(1), content);
    await expect(pages.render(Buffer.alloc(1), { ...content, title: 'crash' })).rejects.toThrow(
      'the certificate page’s worker stopped (exit code 3)',
    );
    await expect(drawing).resolves.toEqual(Buffer.from([1, 2, 3]));
    expect([...(await pages.render(Buffer.alloc(1), content))]).toEqual([1, 2, 3]);
    expect(pages.threadId()).not.toBe(first);
  });

  it('fails a page that takes too long instead of waiting forever, and replaces the worker', async () => {
    // Long enough for a new worker to start on a loaded machine: the page after the hang is drawn by one.
    const pages = renderer({ entry: fakeWorker, timeoutMs: 1000 });
    await pages.render(Buffer.alloc(1), content);
    const first = pages.threadId();
    await expect(pages.render(Buffer.alloc(1), { ...content, title: 'hang' })).rejects.toThrow('was not drawn within 1000 ms');
    expect([...(await pages.render(Buffer.alloc(1), content))]).toEqual([1, 2, 3]);
    expect(pages.threadId()).not.toBe(first);
  });
});
