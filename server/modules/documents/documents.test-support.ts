import type { TestApp } from '../../test/app';
import { createPdf, letterhead, paragraph } from '../../platform/pdf/pdf-document';
import type { DocumentKind, DocumentSide } from '../../../contracts/documents/documents';
import { createDocument } from './documents.service';

/** A small PDF from the shared renderer. */
export async function samplePdf(text = 'The parties agree.'): Promise<Buffer> {
  const { doc, finish } = await createPdf({ title: 'Sample', subject: 'A test document', createdAt: new Date('2026-01-02T00:00:00Z') });
  letterhead(doc, 'Sample agreement');
  paragraph(doc, text);
  return finish();
}

/** A document issued to the given parties, as another module would issue it. */
export async function issueDocument(
  t: TestApp,
  parties: { side: DocumentSide; userId: number }[],
  options: { kind?: DocumentKind; text?: string; dealId?: number; listingId?: number } = {},
) {
  return createDocument(
    { db: t.database.db, storage: t.deps.storage },
    {
      kind: options.kind ?? 'purchase_agreement',
      title: 'Sample agreement',
      dealId: options.dealId ?? null,
      listingId: options.listingId ?? null,
      pdf: await samplePdf(options.text),
      parties,
    },
  );
}
