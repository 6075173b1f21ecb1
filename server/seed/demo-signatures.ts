// Demo signatures (NDAs, letters of intent): recorded as the signing service records them, from one demo address.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../platform/db/database';
import { sha256Of } from '../modules/documents/documents.service';
import { documentParties, documents, documentSignatures } from '../modules/documents/documents.table';

/** A documentation-range address (RFC 5737): the demo's signers sign "from" it. */
export const DEMO_ADDRESS = '198.51.100.7';
export const DEMO_BROWSER = 'Lexchange demo data';

type Side = (typeof documentParties.$inferInsert)['side'];

/** The signer's party on the document and their signature over `sha256`. */
export async function insertDemoSignature(
  tx: Transaction,
  signature: { documentId: number; side: Side; userId: number; uniqueId: string; fullName: string; sha256: string; signedAt: Date },
): Promise<void> {
  const { documentId, side, userId, ...signed } = signature;
  const [party] = await tx.insert(documentParties).values({ documentId, side, userId }).returning();
  await tx
    .insert(documentSignatures)
    .values({ documentId, partyId: party!.id, userId, ...signed, consent: true, ipAddress: DEMO_ADDRESS, userAgent: DEMO_BROWSER });
}

/** The document signed: the hash and size of what was signed, and of the final copy with its certificate. */
export async function markDemoSigned(
  tx: Transaction,
  documentId: number,
  copy: { sha256: string; pdf: Uint8Array; final: Uint8Array; finalKey: string; signedAt: Date },
): Promise<void> {
  const { sha256, pdf, final, finalKey, signedAt } = copy;
  await tx
    .update(documents)
    .set({ sha256, pdfSize: pdf.length, status: 'signed', finalSha256: sha256Of(final), finalKey, finalSize: final.length, signedAt })
    .where(eq(documents.id, documentId));
}
