/**
 * Stamps a buyer's copy of a data-room PDF (issue 33): every page gets one small line in its bottom margin with the
 * buyer's name, e-mail and the download time, so a leaked copy names its source. The stored original is untouched.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

export interface PdfStamp {
  name: string;
  email: string;
  at: Date;
}

/** The PDF cannot be stamped (encrypted, malformed): it must not reach the buyer unstamped. */
export class PdfStampError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The PDF could not be stamped: ${reason}`, options);
    this.name = 'PdfStampError';
  }
}

const FONT_SIZE = 7;
const MIN_FONT_SIZE = 4;
const MARGIN = 12;

/** The standard fonts encode WinAnsi only: anything else (a name in another script) prints as "?". */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

export function stampLine(stamp: PdfStamp): string {
  const at = stamp.at.toISOString().slice(0, 16).replace('T', ' ');
  return printable(`Confidential - downloaded by ${stamp.name} (${stamp.email}) on ${at} UTC from the Lexchange data room`);
}

function stampPage(page: PDFPage, font: PDFFont, line: string) {
  const box = page.getCropBox();
  const room = box.width - 2 * MARGIN;
  const size = Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, (FONT_SIZE * room) / font.widthOfTextAtSize(line, FONT_SIZE)));
  const width = font.widthOfTextAtSize(line, size);
  page.drawText(line, {
    x: box.x + Math.max(MARGIN / 2, (box.width - width) / 2),
    y: box.y + MARGIN / 2,
    size,
    font,
    color: rgb(0.35, 0.35, 0.35),
  });
}

async function load(original: Uint8Array): Promise<PDFDocument> {
  try {
    const document = await PDFDocument.load(original, { updateMetadata: false, throwOnInvalidObject: true });
    if (document.isEncrypted) throw new PdfStampError('it is encrypted');
    if (document.getPageCount() === 0) throw new PdfStampError('it has no pages');
    return document;
  } catch (error) {
    if (error instanceof PdfStampError) throw error;
    const encrypted = error instanceof Error && /encrypt|password/i.test(error.message);
    throw new PdfStampError(encrypted ? 'it is encrypted' : 'it is not a readable PDF', { cause: error });
  }
}

/** The stamped copy; throws PdfStampError rather than ever returning something unstamped. */
export async function stampPdf(original: Uint8Array, stamp: PdfStamp): Promise<Uint8Array> {
  const document = await load(original);
  try {
    const font = await document.embedFont(StandardFonts.Helvetica);
    const line = stampLine(stamp);
    for (const page of document.getPages()) stampPage(page, font, line);
    return await document.save();
  } catch (error) {
    throw new PdfStampError('it could not be rebuilt', { cause: error });
  }
}
