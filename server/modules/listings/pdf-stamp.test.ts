import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPagesText, samplePdf } from './data-room.test-support';
import { PdfStampError, stampLine, stampPdf } from './pdf-stamp';

const stamp = { name: 'Bea Buyer', email: 'bea.buyer@example.com', at: new Date('2026-11-27T14:05:09Z') };

describe('stamping a data-room PDF', () => {
  it('puts the buyer’s name, e-mail and the time on every page and keeps the page text', async () => {
    const pages = await pdfPagesText(await stampPdf(await samplePdf(4), stamp));
    expect(pages).toHaveLength(4);
    pages.forEach((text, index) => {
      expect(text).toContain(`Profit and loss, page ${index + 1}`);
      expect(text).toContain('Bea Buyer (bea.buyer@example.com) on 2026-11-27 14:05 UTC');
    });
  });

  it('fits the line on a narrow page and in its bottom margin', async () => {
    const narrow = await PDFDocument.create();
    narrow.addPage([200, 300]);
    const stamped = await PDFDocument.load(await stampPdf(await narrow.save(), stamp));
    expect(stamped.getPageCount()).toBe(1);
    expect((await pdfPagesText(await stamped.save()))[0]).toContain('bea.buyer@example.com');
  });

  it('writes a name outside the standard fonts’ characters as "?" rather than failing', () => {
    expect(stampLine({ ...stamp, name: 'Łukasz 王' })).toContain('?ukasz ?');
  });

  it.each([
    ['bytes that only start like a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
    ['a truncated PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog')],
    ['not a PDF at all', Buffer.from('hello')],
  ])('refuses %s with PdfStampError, never returning the original', async (_case, bytes) => {
    await expect(stampPdf(bytes, stamp)).rejects.toBeInstanceOf(PdfStampError);
  });

  it('refuses an encrypted PDF', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    document.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    await expect(stampPdf(await document.save(), stamp)).rejects.toBeInstanceOf(PdfStampError);
  });
});
