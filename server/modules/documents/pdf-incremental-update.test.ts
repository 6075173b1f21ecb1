import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderNda } from '../listings/nda-pdf';
import { composeNda } from '../listings/nda-text';
import { renderLetterOfIntent } from '../offers/loi-document';
import { appendPages, lastStartXref, type AppendedPage } from './pdf-incremental-update';
import { createPdf, letterhead, paragraph } from '../../platform/pdf/pdf-document';

/** A PDF from the shared renderer (pdfkit: PDF 1.3, a classic cross-reference table). */
async function samplePdf() {
  const { doc, finish } = await createPdf({ title: 'Sample', subject: 'A test document', createdAt: new Date('2026-01-02T00:00:00Z') });
  letterhead(doc, 'Sample agreement');
  paragraph(doc, 'The parties agree.');
  return finish();
}

const page = (text: string): AppendedPage => ({
  size: [612, 792],
  operators: `BT /F1 12 Tf 54 700 Td (${text}) Tj ET`,
  fonts: { F1: 'Helvetica' },
});

/** Every object the last cross-reference section lists starts where it says: `N G obj` at its offset. */
function expectOffsetsToMatch(pdf: Buffer) {
  const start = lastStartXref(pdf);
  const text = pdf.toString('latin1');
  const entries: { number: number; offset: number }[] = [];
  if (text.startsWith('xref', start)) {
    const table = text.slice(start, text.indexOf('trailer', start)).split(/\r?\n/).slice(1);
    let number = 0;
    for (const line of table) {
      const fields = line.trim().split(/\s+/);
      if (fields.length === 2) number = Number(fields[0]);
      else if (fields.length === 3) entries.push({ number: number++, offset: Number(fields[0]) });
    }
  } else {
    const header = text.slice(start, text.indexOf('stream', start));
    const index = /\/Index \[([\d ]+)\]/.exec(header)![1]!.split(' ').map(Number);
    const length = Number(/\/Length (\d+)/.exec(header)![1]);
    const dataStart = text.indexOf('stream', start) + 'stream\n'.length;
    const rows = pdf.subarray(dataStart, dataStart + length);
    let row = 0;
    for (let i = 0; i < index.length; i += 2)
      for (let number = index[i]!; number < index[i]! + index[i + 1]!; number++, row++)
        entries.push({ number, offset: rows.readUInt32BE(row * 7 + 1) });
  }
  expect(entries.length).toBeGreaterThan(0);
  for (const { number, offset } of entries) expect(text.slice(offset, offset + `${number} 0 obj`.length)).toBe(`${number} 0 obj`);
}

/** The file as pdf.js reads it: its page count and the last page's text. */
async function readWithPdfJs(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return { pages: document.numPages, last: text.at(-1) ?? '' };
}

async function expectPageAppended(original: Buffer) {
  const final = await appendPages(original, [page('Appended page')]);
  expect(final.subarray(0, original.length).equals(original)).toBe(true);
  expectOffsetsToMatch(final);
  const before = await PDFDocument.load(original);
  const after = await PDFDocument.load(final);
  expect(after.getPageCount()).toBe(before.getPageCount() + 1);
  const read = await readWithPdfJs(final);
  expect(read.pages).toBe(before.getPageCount() + 1);
  expect(read.last).toContain('Appended page');
  return final;
}

async function pdfLibDocument(text: string) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText(text, { x: 54, y: 700, font, size: 12 });
  document.addPage().drawText(`${text}, page 2`, { x: 54, y: 700, font, size: 12 });
  return document;
}

describe('appending pages as an incremental update', () => {
  it('keeps the original bytes as a prefix and makes the new page the last, after the shared renderer’s PDF', async () => {
    const original = await samplePdf();
    const final = await expectPageAppended(original);
    const tail = final.subarray(original.length).toString('latin1');
    expect(tail).toContain(`/Prev ${lastStartXref(original)}`);
    expect(tail.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('appends to the NDA and the letter of intent as they are issued', async () => {
    const day = new Date('2026-11-27T00:00:00Z');
    const price = { scope: 'practice', price: 1_250_000, cash_at_closing: 750_000, earnout: null } as const;
    const parties = { buyer: { name: 'Bea Buyer', uniqueId: 'LX-B1' }, seller: { name: 'Sam Seller', uniqueId: 'LX-S1' } };
    const terms = { ...price, transition_months: 12, contingencies: [], expires_on: '2026-12-31', note: null };
    await expectPageAppended(
      await renderNda(
        composeNda({ reference: 'LST-ABCDEFGHJK', version: 2, date: day, buyerUniqueId: 'LX-B1', clauses: ['A clause.'] }),
        day,
      ),
    );
    await expectPageAppended(
      await renderLetterOfIntent({
        ...parties,
        offerId: 1,
        version: 1,
        listing: { reference: 'LST-ABCDEFGHJK', headline: 'Practice' },
        terms,
        issuedAt: day,
      }),
    );
  });

  it('appends after a cross-reference stream and object streams (pdf-lib’s PDF 1.7), with a stream of its own', async () => {
    const original = Buffer.from(await (await pdfLibDocument('Object streams')).save({ useObjectStreams: true }));
    expect(original.toString('latin1')).toContain('/ObjStm');
    const final = await expectPageAppended(original);
    expect(final.subarray(original.length).toString('latin1')).toContain('/Type /XRef');
  });

  it('appends after a classic table written by pdf-lib, and after a file that already has an incremental update', async () => {
    const original = Buffer.from(await (await pdfLibDocument('Classic table')).save({ useObjectStreams: false }));
    const once = await expectPageAppended(original);
    const twice = await expectPageAppended(once);
    expect((await readWithPdfJs(twice)).pages).toBe(4);

    const edited = await PDFDocument.load(original, { forIncrementalUpdate: true });
    edited.getPage(0).drawText('Edited', { x: 54, y: 600, size: 12, font: await edited.embedFont(StandardFonts.Helvetica) });
    await expectPageAppended(Buffer.from(await edited.commit({ useObjectStreams: false })));
  });

  it('writes several pages in order, the fonts once', async () => {
    const original = await samplePdf();
    const final = await appendPages(original, [page('First'), page('Second')]);
    const read = await readWithPdfJs(final);
    expect(read.pages).toBe(3);
    expect(read.last).toContain('Second');
    expect(
      final
        .subarray(original.length)
        .toString('latin1')
        .match(/\/BaseFont \/Helvetica /g),
    ).toHaveLength(1);
  });

  it('deflates the page’s content stream', async () => {
    const final = await appendPages(await samplePdf(), [page('Compressed')]);
    const text = final.toString('latin1');
    const header = text.lastIndexOf('/Filter /FlateDecode');
    const length = Number(/\/Length (\d+)/.exec(text.slice(header))![1]);
    const start = text.indexOf('stream\n', header) + 'stream\n'.length;
    expect(inflateSync(final.subarray(start, start + length)).toString('latin1')).toContain('(Compressed) Tj');
  });

  it('refuses a file without a startxref at its end', async () => {
    await expect(appendPages(Buffer.from('%PDF-1.3\nnot a PDF'), [page('x')])).rejects.toThrow();
    expect(() => lastStartXref(Buffer.from('%PDF-1.3\n'))).toThrow('no startxref');
  });
});
