import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../../test/app-process';
import { appendCertificatePage } from './certificate-page';
import { certificateWorkerEntry, createCertificateRenderer } from './certificate-renderer';
import { samplePdf } from './documents.test-support';

const bundle = path.join(fileURLToPath(new URL('../../../', import.meta.url)), 'dist/server');
const pages = createCertificateRenderer({ entry: certificateWorkerEntry(true) });

describe('the built server’s certificate page worker', () => {
  beforeAll(() => buildServerBundle(), 120_000);
  afterAll(() => pages.close());

  it('is beside the bundle and draws the same bytes as the source', async () => {
    const pdf = await samplePdf();
    const content = {
      documentId: 3,
      title: 'Sample agreement',
      sha256: 'b'.repeat(64),
      signatures: [
        { side: 'buyer', fullName: 'Ana Díaz', uniqueId: 'LX-B1', signedAt: new Date('2026-11-27T20:14:03Z'), ipAddress: '203.0.113.9' },
      ],
    };
    expect(certificateWorkerEntry(true).pathname).toBe(path.join(bundle, 'certificate-worker.js'));
    expect((await pages.render(pdf, content)).equals(await appendCertificatePage(pdf, content))).toBe(true);
  });

  it('knows it is built, so it starts that worker', () => {
    // The files main.js loads (dist/server keeps older builds' chunks beside them).
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(path.join(bundle, file), 'utf8');
      for (const [, imported] of code.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) if (imported !== 'certificate-worker.js') visit(imported!);
    };
    visit('main.js');
    const code = [...loaded].map((file) => readFileSync(path.join(bundle, file), 'utf8'));
    expect(code.some((text) => text.includes('process.env.LEXCHANGE_SERVER_BUNDLE'))).toBe(false);
    expect(code.some((text) => text.includes('dist/server/certificate-worker.js'))).toBe(true);
  });
});
