import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { appendCertificatePage, certificateTime } from './certificate-page';
import { samplePdf } from './documents.test-support';

describe('appendCertificatePage', () => {
  it('adds one page after the document’s pages and leaves those pages as they were', async () => {
    const pdf = await samplePdf();
    const final = await appendCertificatePage(pdf, {
      documentId: 7,
      title: 'Sample agreement',
      sha256: 'a'.repeat(64),
      signatures: [
        {
          side: 'buyer',
          fullName: 'Ana María Díaz',
          uniqueId: 'LX-B1',
          signedAt: new Date('2026-11-27T20:14:03Z'),
          ipAddress: '203.0.113.9',
        },
        { side: 'seller', fullName: 'Sam Seller', uniqueId: 'LX-S1', signedAt: new Date('2026-11-28T08:00:00Z'), ipAddress: '2001:db8::1' },
      ],
    });
    const before = await PDFDocument.load(pdf);
    const after = await PDFDocument.load(final);
    expect(after.getPageCount()).toBe(before.getPageCount() + 1);
    expect(final.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('writes the time in UTC to the second', () => {
    expect(certificateTime(new Date('2026-11-27T20:14:03.456Z'))).toBe('2026-11-27 20:14:03 UTC');
  });
});
