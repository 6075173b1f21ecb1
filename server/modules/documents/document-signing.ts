import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { Transaction } from '../../platform/db/database';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session-user';
import { findUserById } from '../users/users.repository';
import { DOCUMENT_MESSAGES, type SignDocumentInput, type SignedDocument } from '../../../contracts/documents/documents';
import { appendCertificatePage } from './certificate-page';
import { signedDocumentSteps, type SignedDocumentEvent } from './document-events';
import { presentDocument } from './documents.query';
import { readableDocument, sha256Of } from './documents.service';
import { documentParties, documents, documentSignatures, type DocumentRow } from './documents.table';

/** Who signs, and from where: the session's user, whether staff act as them, the request's address and browser. */
export interface Signer {
  user: SessionUser;
  impersonating: boolean;
  ipAddress: string;
  userAgent: string;
}

/** Where a step that runs after the commit reports its failure (the request's logger). */
export interface SigningLog {
  warn(details: object, message: string): void;
}

/** Names compare without regard to case, accents' composition or repeated spaces: "Ana  maría Díaz" is "Ana María Díaz". */
export const normalizedName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** The typed name must be the account's (422) and the hash the document's (409): nobody signs what they did not see. */
export function assertSignature(account: { firstName: string; lastName: string }, input: SignDocumentInput, sha256: string): void {
  if (normalizedName(input.full_name) !== normalizedName(`${account.firstName} ${account.lastName}`))
    throw validationError({ full_name: [DOCUMENT_MESSAGES.fullName] });
  if (input.sha256 !== sha256) throw new AppError(409, 'conflict', DOCUMENT_MESSAGES.staleHash);
}

/**
 * A party signs (PRODUCT.md "Signatures"): the typed name must be the account's, the consent given (the schema
 * checks it) and the hash the one shown. The document row is locked while the signature is written, so when the
 * last two parties sign at once the second sees the first and exactly one of them finalises the document.
 */
export async function signDocument(
  deps: AppDeps,
  signer: Signer,
  id: number,
  input: SignDocumentInput,
  log?: SigningLog,
): Promise<SignedDocument> {
  const db = deps.database.db;
  const document = await readableDocument(db, signer.user, id);
  if (signer.impersonating) throw forbidden(DOCUMENT_MESSAGES.impersonating);
  const [party] = await db
    .select()
    .from(documentParties)
    .where(sql`${documentParties.documentId} = ${id} and ${documentParties.userId} = ${signer.user.id}`)
    .limit(1);
  if (!party) throw forbidden('Only the document’s parties sign it.');
  const [signed] = await db.select({ id: documentSignatures.id }).from(documentSignatures).where(eq(documentSignatures.partyId, party.id));
  if (signed) return presentDocument(db, document);

  const account = await findUserById(db, signer.user.id);
  if (!account) throw notFound(DOCUMENT_MESSAGES.notFound);
  assertSignature(account, input, document.sha256);

  const now = deps.now();
  const finalised = await db.transaction(async (tx) => {
    const [locked = document] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
    const inserted = await tx
      .insert(documentSignatures)
      .values({
        documentId: id,
        partyId: party.id,
        userId: signer.user.id,
        uniqueId: account.uniqueId,
        fullName: input.full_name.trim().replace(/\s+/g, ' '),
        consent: input.consent,
        sha256: input.sha256,
        ipAddress: signer.ipAddress,
        userAgent: signer.userAgent.slice(0, 500),
        signedAt: now,
      })
      .onConflictDoNothing({ target: documentSignatures.partyId })
      .returning({ id: documentSignatures.id });
    if (inserted.length === 0 || locked.status === 'signed') return null;
    return finaliseIfComplete(deps, tx, locked, now);
  });

  if (finalised) await runAfterSteps(deps, finalised, log);
  const [current = document] = await db.select().from(documents).where(eq(documents.id, id));
  return presentDocument(db, current);
}

/** Once every party has signed: the certificate page, the final PDF stored, the document frozen, the kind's steps. */
async function finaliseIfComplete(deps: AppDeps, tx: Transaction, document: DocumentRow, now: Date): Promise<SignedDocumentEvent | null> {
  const parties = await tx
    .select({ side: documentParties.side, userId: documentParties.userId, signature: documentSignatures })
    .from(documentParties)
    .leftJoin(documentSignatures, eq(documentSignatures.partyId, documentParties.id))
    .where(eq(documentParties.documentId, document.id))
    .orderBy(asc(documentParties.id));
  if (parties.some((party) => party.signature === null)) return null;

  const stored = await deps.storage.get(document.pdfKey);
  if (!stored) throw new Error(`document ${document.id}: its PDF is missing from storage`);
  const final = await appendCertificatePage(await buffer(stored.body), {
    documentId: document.id,
    title: document.title,
    sha256: document.sha256,
    signatures: parties.map((party) => ({
      side: party.side,
      fullName: party.signature?.fullName ?? '',
      uniqueId: party.signature?.uniqueId ?? '',
      signedAt: party.signature?.signedAt ?? now,
      ipAddress: party.signature?.ipAddress ?? '',
    })),
  });
  const finalKey = `documents/${randomUUID()}.pdf`;
  await deps.storage.put(finalKey, final, 'application/pdf');
  const [frozen = document] = await tx
    .update(documents)
    .set({ status: 'signed', finalSha256: sha256Of(final), finalKey, finalSize: final.length, signedAt: now })
    .where(eq(documents.id, document.id))
    .returning();
  const event: SignedDocumentEvent = { document: frozen, parties: parties.map(({ side, userId }) => ({ side, userId })), now };
  for (const step of signedDocumentSteps(frozen.kind)) await step.run(tx, event);
  return event;
}

async function runAfterSteps(deps: AppDeps, event: SignedDocumentEvent, log?: SigningLog): Promise<void> {
  for (const step of signedDocumentSteps(event.document.kind)) {
    try {
      await step.after?.(deps, event);
    } catch (error) {
      log?.warn({ error: String(error), documentId: event.document.id }, `documents: "${step.name}" failed after the document was signed`);
    }
  }
}
