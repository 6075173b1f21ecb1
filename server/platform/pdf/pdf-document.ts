/**
 * The one renderer of the PDFs Lexchange writes (the valuation report, the NDA, the letter of intent): US Letter,
 * PDFKit's built-in Helvetica and Times (no font files, so documents stay small), the letterhead, headings and
 * paragraphs. A document given `createdAt` renders to the same bytes every time, so a hash shown before signing can
 * be checked against a fresh render.
 */
export const INK = '#14284b';
export const ACCENT = '#c47f17';
export const MUTED = '#5b6577';
export const RULE = '#d5dae3';
export const BODY = '#1f2937';
export const PAGE = { margin: 54, width: 612, height: 792 };
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

export interface PdfInfo {
  title: string;
  subject: string;
  /** Fixed for a reproducible document; now when left out. */
  createdAt?: Date;
}

export interface PdfRender {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

export async function createPdf(info: PdfInfo): Promise<PdfRender> {
  const { default: PDFDocument } = await import('pdfkit');
  const createdAt = info.createdAt ?? new Date();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: info.title, Author: 'Lexchange', Subject: info.subject, CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish() {
      doc.end();
      return done;
    },
  };
}

/** The top of the first page: the band, LEXCHANGE, the document's title and an optional line under it. */
export function letterhead(doc: PDFKit.PDFDocument, title: string, subtitle?: string): void {
  doc.rect(0, 0, PAGE.width, 8).fill(INK);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text('LEXCHANGE', PAGE.margin, 30, { characterSpacing: 2 });
  doc.font('Times-Bold').fontSize(22).fillColor(INK).text(title, PAGE.margin, 46);
  if (subtitle)
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(INK)
      .text(subtitle, PAGE.margin, doc.y + 2);
}

export function heading(doc: PDFKit.PDFDocument, text: string): void {
  if (doc.y > 680) doc.addPage();
  doc.moveDown(0.8);
  doc.font('Times-Bold').fontSize(14).fillColor(INK).text(text, PAGE.margin, doc.y);
  doc
    .moveTo(PAGE.margin, doc.y + 2)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y + 2)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
}

export function paragraph(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { size?: number; color?: string; indent?: number; bold?: boolean } = {},
): void {
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? 9.5)
    .fillColor(options.color ?? BODY)
    .text(text, PAGE.margin + (options.indent ?? 0), doc.y, { width: CONTENT_WIDTH - (options.indent ?? 0), lineGap: 1.5 });
}

/** A label in bold with its value beside it (a letter's parties, an agreement's terms). */
export function labelledRow(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK).text(label, PAGE.margin, y, { width: 120 });
  const labelBottom = doc.y;
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(BODY)
    .text(value, PAGE.margin + 128, y, { width: CONTENT_WIDTH - 128 });
  doc.y = Math.max(labelBottom, doc.y) + 4;
}

/** Clauses numbered 1., 2., … slightly indented. */
export const numbered = (doc: PDFKit.PDFDocument, lines: string[]): void =>
  lines.forEach((line, index) => paragraph(doc, `${index + 1}. ${line}`, { indent: 8 }));

/** A date as documents write it: "November 27, 2026" (UTC). */
export function documentDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
