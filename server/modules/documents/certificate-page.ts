import { StandardFontEmbedder, StandardFonts } from '@cantoo/pdf-lib';
import { appendPages, type AppendedPage } from './pdf-incremental-update';

export interface CertificateSignature {
  side: string;
  fullName: string;
  uniqueId: string;
  signedAt: Date;
  ipAddress: string;
  /** The User-Agent header stored with the signature; empty when none was sent. */
  userAgent: string;
}

export interface CertificateContent {
  documentId: number;
  title: string;
  /** The SHA-256 of the PDF as signed, before this page. */
  sha256: string;
  signatures: CertificateSignature[];
}

/** A colour as the `rg` operator takes it. */
type Colour = [number, number, number];
const INK: Colour = [0.078, 0.157, 0.294];
const MUTED: Colour = [0.357, 0.396, 0.467];
const GOLD: Colour = [0.769, 0.498, 0.09];
const MARGIN = 54;
const LETTER: [number, number] = [612, 792];

/** The three standard fonts the page writes with: their metrics, their WinAnsi encoding and their resource name. */
interface PageFont {
  resource: string;
  embedder: StandardFontEmbedder;
}
/** pdf-lib's StandardFonts enum holds the same names as the standard-fonts package's type its embedder takes. */
const standardFont = (name: StandardFonts) => StandardFontEmbedder.for(name as unknown as Parameters<typeof StandardFontEmbedder.for>[0]);
const REGULAR: PageFont = { resource: 'F1', embedder: standardFont(StandardFonts.Helvetica) };
const BOLD: PageFont = { resource: 'F2', embedder: standardFont(StandardFonts.HelveticaBold) };
const MONO: PageFont = { resource: 'F3', embedder: standardFont(StandardFonts.Courier) };
const FONTS = Object.fromEntries([REGULAR, BOLD, MONO].map((font) => [font.resource, font.embedder.fontName]));

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Text wrapped to `width` at `size`, breaking at spaces (and inside words longer than a line). A line's width is the
 * sum of its words' and spaces' widths, so each word is measured once rather than the whole line again per word.
 */
function wrap(text: string, font: StandardFontEmbedder, size: number, width: number): string[] {
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

const BROWSER_CHARACTERS = 110;

/**
 * The browser a signature was made from, as one line of the page. The header is the signer's own text: anything but
 * printable ASCII becomes "?" (the standard fonts cannot draw it), and a long one is cut with "…" to 110 characters
 * and to what `fits` on one line, so it never pushes the page's other facts around.
 */
export function browserLine(userAgent: string, fits: (line: string) => boolean = () => true): string {
  const printable = userAgent.replace(/[^\x20-\x7e]/gu, '?').trim();
  if (!printable) return 'Browser: not recorded';
  const cut = (kept: number) => `Browser: ${kept < printable.length ? `${printable.slice(0, kept).trimEnd()}…` : printable}`;
  let kept = printable.length > BROWSER_CHARACTERS ? BROWSER_CHARACTERS - 1 : printable.length;
  while (kept > 1 && !fits(cut(kept))) kept -= 1;
  return cut(kept);
}

/**
 * Appends the signature certificate page to a signed PDF: who signed, when, with which account, from which address
 * and browser, and the SHA-256 of the document they were shown. The page is an incremental update (pdf-incremental-update.ts):
 * the signed bytes stay as they are at the front of the final file. Text is drawn with the standard fonts, encoded
 * in WinAnsi (a character outside it becomes "?").
 */
export async function appendCertificatePage(pdf: Uint8Array, content: CertificateContent): Promise<Buffer> {
  const width = LETTER[0] - MARGIN * 2;
  const pages: string[][] = [[]];
  let y = LETTER[1] - MARGIN;

  const write = (text: string, options: { font?: PageFont; size?: number; color?: Colour; indent?: number; gap?: number } = {}) => {
    const font = options.font ?? REGULAR;
    const size = options.size ?? 10;
    const colour = (options.color ?? INK).map(number).join(' ');
    for (const line of wrap(text, font.embedder, size, width - (options.indent ?? 0))) {
      if (y < MARGIN + size) {
        pages.push([]);
        y = LETTER[1] - MARGIN;
      }
      y -= size;
      const x = MARGIN + (options.indent ?? 0);
      pages
        .at(-1)!
        .push(
          `BT /${font.resource} ${number(size)} Tf ${colour} rg ${number(x)} ${number(y)} Td ${font.embedder.encodeText(line).toString()} Tj ET`,
        );
      y -= size * 0.45;
    }
    y -= options.gap ?? 4;
  };

  pages[0]!.push(`${INK.map(number).join(' ')} rg 0 ${LETTER[1] - 8} ${LETTER[0]} 8 re f`);
  write('LEXCHANGE', { font: BOLD, size: 10, color: GOLD });
  write('Signature certificate', { font: BOLD, size: 20, gap: 10 });
  write(content.title, { font: BOLD, size: 12 });
  write(`Lexchange document D-${content.documentId}`, { color: MUTED, gap: 10 });
  write('SHA-256 of the document as signed (the pages before this one):', { size: 9, color: MUTED, gap: 2 });
  write(content.sha256, { font: MONO, size: 9.5, gap: 14 });

  for (const signature of content.signatures) {
    write(`${signature.fullName}, the ${signature.side}`, { font: BOLD, size: 11, gap: 2 });
    write(`Signed on ${certificateTime(signature.signedAt)} from the address ${signature.ipAddress}`, { indent: 10, gap: 1 });
    write(`Lexchange account ${signature.uniqueId}`, { indent: 10, gap: 1 });
    const fitsBrowserLine = (line: string) => REGULAR.embedder.widthOfTextAtSize(line, 9) <= width - 10;
    write(browserLine(signature.userAgent, fitsBrowserLine), { indent: 10, size: 9, gap: 1 });
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
  return appendPages(
    pdf,
    pages.map((operators): AppendedPage => ({ size: LETTER, operators: operators.join('\n'), fonts: FONTS })),
  );
}
