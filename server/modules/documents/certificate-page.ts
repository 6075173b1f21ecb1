import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

export interface CertificateSignature {
  side: string;
  fullName: string;
  uniqueId: string;
  signedAt: Date;
  ipAddress: string;
}

export interface CertificateContent {
  documentId: number;
  title: string;
  /** The SHA-256 of the PDF as signed, before this page. */
  sha256: string;
  signatures: CertificateSignature[];
}

const INK = rgb(0.078, 0.157, 0.294);
const MUTED = rgb(0.357, 0.396, 0.467);
const MARGIN = 54;
const LETTER: [number, number] = [612, 792];

/**
 * Text wrapped to `width` at `size`, breaking at spaces (and inside words longer than a line). A line's width is the
 * sum of its words' and spaces' widths, so each word is measured once rather than the whole line again per word.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (let word of text.split(/\s+/)) {
    let wordWidth = font.widthOfTextAtSize(word, size);
    if (line && lineWidth + space + wordWidth <= width) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    while (wordWidth > width && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut -= 1;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
      wordWidth = font.widthOfTextAtSize(word, size);
    }
    line = word;
    lineWidth = wordWidth;
  }
  if (line) lines.push(line);
  return lines;
}

/** The signatures' UTC time as the certificate writes it: 2026-11-27 20:14:03 UTC. */
export function certificateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * Appends the signature certificate page to a signed PDF: who signed, when, with which account, from which address,
 * and the SHA-256 of the document they were shown. The pages before it are copied as they are.
 */
export async function appendCertificatePage(pdf: Uint8Array, content: CertificateContent): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const mono = await document.embedFont(StandardFonts.Courier);
  const width = LETTER[0] - MARGIN * 2;
  let page: PDFPage = document.addPage(LETTER);
  let y = LETTER[1] - MARGIN;

  const write = (text: string, options: { font?: PDFFont; size?: number; color?: typeof INK; indent?: number; gap?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    for (const line of wrap(text, font, size, width - (options.indent ?? 0))) {
      if (y < MARGIN + size) {
        page = document.addPage(LETTER);
        y = LETTER[1] - MARGIN;
      }
      y -= size;
      page.drawText(line, { x: MARGIN + (options.indent ?? 0), y, size, font, color: options.color ?? INK });
      y -= size * 0.45;
    }
    y -= options.gap ?? 4;
  };

  page.drawRectangle({ x: 0, y: LETTER[1] - 8, width: LETTER[0], height: 8, color: INK });
  write('LEXCHANGE', { font: bold, size: 10, color: rgb(0.769, 0.498, 0.09) });
  write('Signature certificate', { font: bold, size: 20, gap: 10 });
  write(content.title, { font: bold, size: 12 });
  write(`Lexchange document D-${content.documentId}`, { color: MUTED, gap: 10 });
  write('SHA-256 of the document as signed (the pages before this one):', { size: 9, color: MUTED, gap: 2 });
  write(content.sha256, { font: mono, size: 9.5, gap: 14 });

  for (const signature of content.signatures) {
    write(`${signature.fullName}, the ${signature.side}`, { font: bold, size: 11, gap: 2 });
    write(`Signed on ${certificateTime(signature.signedAt)} from the address ${signature.ipAddress}`, { indent: 10, gap: 1 });
    write(`Lexchange account ${signature.uniqueId}`, { indent: 10, gap: 1 });
    write('Typed their full name, gave their consent to sign electronically and confirmed the SHA-256 above.', {
      indent: 10,
      size: 9,
      color: MUTED,
      gap: 12,
    });
  }

  write(
    'Each signature was recorded with its time, the account, the address and the browser it was made from, and is never edited or deleted. ' +
      'Anyone holding a copy of this file can check that Lexchange issued exactly these bytes on the “Verify a document” page of Lexchange.',
    { size: 9, color: MUTED },
  );
  // Without object streams the save skips packing the objects into compressed streams: about a fifth less CPU for ~1 KB.
  const saved = await document.save({ useObjectStreams: false });
  // A view of the saved bytes, not a copy: their buffer is this PDF's alone, so a worker can transfer it.
  return Buffer.from(saved.buffer, saved.byteOffset, saved.byteLength);
}
