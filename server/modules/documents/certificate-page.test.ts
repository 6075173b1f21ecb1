import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { appendCertificatePage, certificateTime, type CertificateContent } from './certificate-page';
import { samplePdf } from './documents.test-support';

const content: CertificateContent = {
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
};

describe('appendCertificatePage', () => {
  it('adds one page after the document’s pages and leaves those pages as they were', async () => {
    const pdf = await samplePdf();
    const final = await appendCertificatePage(pdf, content);
    const before = await PDFDocument.load(pdf);
    const after = await PDFDocument.load(final);
    expect(after.getPageCount()).toBe(before.getPageCount() + 1);
    expect(final.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the signed bytes at the front of the final file and writes who, when, where and the hash on the last page', async () => {
    const pdf = await samplePdf();
    const final = await appendCertificatePage(pdf, content);
    expect(final.subarray(0, pdf.length).equals(pdf)).toBe(true);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(final)), { mergePages: false });
    expect(text).toHaveLength(2);
    for (const fact of [
      'Signature certificate',
      'Ana María Díaz, the buyer',
      '2026-11-27 20:14:03 UTC',
      '203.0.113.9',
      'LX-B1',
      'a'.repeat(64),
      'Sam Seller, the seller',
      '2001:db8::1',
    ])
      expect(text[1]).toContain(fact);
    expect(text[1]).toContain('consent to sign electronically');
  });

  it('writes the time in UTC to the second', () => {
    expect(certificateTime(new Date('2026-11-27T20:14:03.456Z'))).toBe('2026-11-27 20:14:03 UTC');
  });
});
