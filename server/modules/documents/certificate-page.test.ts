import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { appendCertificatePage, browserLine, certificateTime, type CertificateContent } from './certificate-page';
import { samplePdf } from './documents.test-support';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

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
      userAgent: CHROME,
    },
    {
      side: 'seller',
      fullName: 'Sam Seller',
      uniqueId: 'LX-S1',
      signedAt: new Date('2026-11-28T08:00:00Z'),
      ipAddress: '2001:db8::1',
      userAgent: '',
    },
  ],
};

/** The text of the final file's certificate page (its last page). */
async function certificateText(final: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(final)), { mergePages: false });
  return text.at(-1)!;
}

/** A signature as `content`'s buyer's, from another browser. */
const signedFrom = (userAgent: string): CertificateContent => ({ ...content, signatures: [{ ...content.signatures[0]!, userAgent }] });

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

  it('writes the browser each signature was made from, and says so when none was recorded', async () => {
    const text = await certificateText(await appendCertificatePage(await samplePdf(), content));
    expect(text).toContain(`Browser: ${CHROME}`);
    expect(text).toContain('Browser: not recorded');
    expect(text.indexOf(`Browser: ${CHROME}`)).toBeLessThan(text.indexOf('Sam Seller'));
  });

  it('cuts a long browser to one line of at most 110 characters with an ellipsis', async () => {
    const long = `${CHROME} ${'Extension/1.0 '.repeat(20)}`;
    const text = await certificateText(await appendCertificatePage(await samplePdf(), signedFrom(long)));
    const line = /Browser: [^\n]*/.exec(text)![0];
    expect(line.endsWith('…')).toBe(true);
    expect(line.length - 'Browser: '.length).toBeLessThanOrEqual(110);
    expect(long.startsWith(line.slice('Browser: '.length, -1))).toBe(true);
    expect(text).not.toContain('Extension/1.0 Extension/1.0 Extension/1.0 Extension/1.0 Extension/1.0 Extension/1.0 Extension');
  });

  it('draws a browser with other characters and PDF operators as one line of plain text, and the file still loads', async () => {
    const hostile = 'Mozilla/5.0 (Ünïcødé 😀) Tj (injected) Tj ET BT\n\u0000/F1 99 Tf';
    const final = await appendCertificatePage(await samplePdf(), signedFrom(hostile));
    const text = await certificateText(final);
    const lines = text.split('\n');
    expect(lines[lines.indexOf('Lexchange account LX-B1') + 1]).toBe('Browser: Mozilla/5.0 (?n?c?d? ?) Tj (injected) Tj ET BT??/F1 99 Tf');
    expect(text).not.toContain('Ünïcødé');
    expect(text).toContain('Ana María Díaz, the buyer');
    expect(text).toContain('consent to sign electronically');
    expect((await PDFDocument.load(final)).getPageCount()).toBe((await PDFDocument.load(await samplePdf())).getPageCount() + 1);
  });

  it('keeps a browser line that fits as it is, and cuts one that does not fit the line', () => {
    expect(browserLine(CHROME)).toBe(`Browser: ${CHROME}`);
    expect(browserLine('  \t ')).toBe('Browser: ?');
    expect(browserLine('   ')).toBe('Browser: not recorded');
    expect(browserLine('W'.repeat(200))).toBe(`Browser: ${'W'.repeat(109)}…`);
    expect(browserLine('W'.repeat(50), (line) => line.length <= 30)).toBe(`Browser: ${'W'.repeat(20)}…`);
  });

  it('writes the time in UTC to the second', () => {
    expect(certificateTime(new Date('2026-11-27T20:14:03.456Z'))).toBe('2026-11-27 20:14:03 UTC');
  });
});
