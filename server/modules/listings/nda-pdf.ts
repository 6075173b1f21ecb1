import { createPdf, heading, letterhead, MUTED, paragraph } from '../../platform/pdf/pdf-document';
import type { NdaContent } from './nda-text';

/** The NDA as a PDF from the shared renderer; the same content on the same day gives the same bytes (and hash). */
export async function renderNda(content: NdaContent, day: Date): Promise<Buffer> {
  const { doc, finish } = await createPdf({
    title: `${content.title} — ${content.subtitle}`,
    subject: 'Confidentiality agreement',
    createdAt: day,
  });
  letterhead(doc, content.title, content.subtitle);
  doc.moveDown(0.6);
  paragraph(doc, content.notice, { size: 9, color: MUTED, bold: true });
  doc.moveDown(0.6);
  paragraph(doc, content.parties);
  for (const section of content.sections) {
    heading(doc, section.heading);
    for (const text of section.paragraphs) {
      paragraph(doc, text);
      doc.moveDown(0.4);
    }
  }
  return finish();
}
