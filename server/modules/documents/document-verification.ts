import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { validationError } from '../../platform/errors';
import type { UploadedFile } from '../../../contracts/common/common';
import { DOCUMENT_MESSAGES, VERIFY_MAX_BYTES, type DocumentKind, type VerifyResult } from '../../../contracts/documents/documents';
import { sha256Of } from './documents.service';
import { documents, documentSignatures } from './documents.table';

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * "Verify a document" (docs/api.md): valid only when the uploaded bytes hash to a PDF Lexchange issued, the PDF as signed
 * or the final one with its certificate page. One SHA-256 and one indexed lookup, so a 5 MB file takes milliseconds.
 */
export async function verifyDocument(db: Db, file: UploadedFile): Promise<VerifyResult> {
  if (file.size > VERIFY_MAX_BYTES) throw validationError({ file: [DOCUMENT_MESSAGES.verifyTooLarge] });
  if (file.size === 0) throw validationError({ file: [DOCUMENT_MESSAGES.verifyFile] });
  // A PDF may carry a few bytes before its header; readers look in the first kilobyte.
  if (file.data.subarray(0, 1024).indexOf(PDF_MAGIC) === -1) throw validationError({ file: [DOCUMENT_MESSAGES.verifyNotPdf] });
  const hash = sha256Of(file.data);
  const [document] = await db
    .select()
    .from(documents)
    .where(or(eq(documents.sha256, hash), eq(documents.finalSha256, hash)))
    .limit(1);
  if (!document) return { valid: false, document: null };
  const signatures = await db
    .select({ signedAt: documentSignatures.signedAt })
    .from(documentSignatures)
    .where(inArray(documentSignatures.documentId, [document.id]))
    .orderBy(asc(documentSignatures.signedAt));
  return {
    valid: true,
    document: {
      id: document.id,
      kind: document.kind as DocumentKind,
      title: document.title,
      status: document.status as 'awaiting_signatures' | 'signed',
      signed_at: signatures.map((signature) => signature.signedAt.toISOString()),
    },
  };
}
