/**
 * Every client's notice letter in one printable PDF (the shared renderer, server/platform/pdf): each letter starts on
 * its own page, with the client's name and address where a US #10 window envelope shows it (about 7/8 in from the
 * left and 2 in from the top once the page is folded in three), and the template note at its foot.
 */
import { BODY, MUTED, PAGE, createPdf, documentDate } from '../../platform/pdf/pdf-document';
import { letterParagraphs, TEMPLATE_NOTE, type LetterInput } from './notice-letter';

const INCH = 72;
/** The window of a #10 envelope: 7/8 in from the left; the address sits 2 in from the top of the folded letter. */
export const WINDOW_BLOCK = { x: 0.875 * INCH, y: 2 * INCH, width: 4 * INCH, height: 1 * INCH } as const;
/** Below the first fold (a third of 11 in), so the greeting never shows through the window. */
const BODY_TOP = 3.75 * INCH;
const BOTTOM = PAGE.height - PAGE.margin;

export interface LettersInput {
  template: string;
  date: Date;
  letters: LetterInput[];
}

function addressLines(letter: LetterInput): string[] {
  const address = letter.client.address ?? '';
  // One line from a spreadsheet ("12 Oak St, Springfield, IL 62701") prints as street, then city, state and ZIP.
  const lines = address.includes('\n') ? address.split(/\r?\n/) : address.split(/,\s*(.*)/s);
  return [letter.client.name, ...lines].map((line) => line.trim()).filter(Boolean);
}

function drawLetter(doc: PDFKit.PDFDocument, letter: LetterInput, template: string, dated: string): void {
  const width = PAGE.width - PAGE.margin * 2;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(BODY)
    .text(letter.seller, PAGE.margin, 0.6 * INCH, { width: width / 2 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(dated, PAGE.margin + width / 2, 0.6 * INCH, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10.5).text(addressLines(letter).join('\n'), WINDOW_BLOCK.x, WINDOW_BLOCK.y, {
    width: WINDOW_BLOCK.width,
    height: WINDOW_BLOCK.height,
    ellipsis: true,
    lineGap: 1,
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .text('Re: Notice of the proposed sale of my law practice', PAGE.margin, BODY_TOP - 24, { width });
  doc.y = BODY_TOP;
  for (const paragraph of letterParagraphs(template, letter)) {
    if (doc.y > BOTTOM - 60) doc.addPage();
    doc.font('Helvetica').fontSize(10.5).fillColor(BODY).text(paragraph, PAGE.margin, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.8);
  }
  if (doc.y > BOTTOM - 30) doc.addPage();
  doc
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor(MUTED)
    .text(TEMPLATE_NOTE, PAGE.margin, BOTTOM - 20, { width, lineBreak: false });
}

/** Resolves with the PDF's bytes: one letter per client, each from a new page. */
export async function renderNoticeLetters(input: LettersInput): Promise<Buffer> {
  const { doc, finish } = await createPdf({
    title: 'Client notice letters (ABA Model Rule 1.17)',
    subject: 'Notice to each client of the proposed sale of a law practice',
    createdAt: input.date,
  });
  const dated = documentDate(input.date);
  input.letters.forEach((letter, index) => {
    if (index > 0) doc.addPage();
    drawLetter(doc, letter, input.template, dated);
  });
  if (input.letters.length === 0) doc.font('Helvetica').fontSize(11).text('The client list is empty.', PAGE.margin, PAGE.margin);
  return finish();
}
