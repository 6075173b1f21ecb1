import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { Db, Transaction } from '../../platform/db/database';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session-user';
import { findUserById } from '../users/users.repository';
import { DOCUMENT_MESSAGES, type SignDocumentInput, type SignedDocument } from '../../../contracts/documents/documents';
import { appendCertificatePage } from './certificate-page';
import { signedDocumentSteps, type SignedDocumentEvent } from './document-events';
import { presentDocument } from './documents.query';
import { mayReadDocument, sha256Of } from './documents.service';
import { documentParties, documents, documentSignatures, type DocumentRow, type DocumentSignatureRow } from './documents.table';

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

type PartyRow = { id: number; side: string; userId: number | null; signature: DocumentSignatureRow | null };

/** A final PDF drawn and being written to storage under a key nothing refers to until the document is frozen. */
interface FinalPdf {
  key: string;
  bytes: Buffer;
  /** Settles when the file is stored; the freezing transaction waits for it before it commits. */
  written: Promise<void>;
}

/**
 * A party signs (PRODUCT.md "Signatures"): the typed name must be the account's, the consent given (the schema
 * checks it) and the hash the one shown. The document row is locked while the signature is written, so when the
 * last two parties sign at once the second sees the first and exactly one of them finalises the document.
 *
 * The transaction stays short: when every other party had already signed before it (signatures are never edited or
 * deleted, so they are still the same under the lock), the certificate page is drawn first, and the final PDF is
 * written while the transaction locks, inserts, freezes and runs the kind's steps; it commits only once the file is
 * stored, so no reader sees a final key without its file. Only when the last two sign at the same moment does the
 * one that finds itself last draw the page inside the lock.
 */
export async function signDocument(
  deps: AppDeps,
  signer: Signer,
  id: number,
  input: SignDocumentInput,
  log?: SigningLog,
): Promise<SignedDocument> {
  const db = deps.database.db;
  const [[document], parties, account] = await Promise.all([
    db.select().from(documents).where(eq(documents.id, id)).limit(1),
    partiesOf(db, id),
    findUserById(db, signer.user.id),
  ]);
  const party = parties.find((candidate) => candidate.userId === signer.user.id);
  if (!document || (!party && !(await mayReadDocument(db, signer.user, document)))) throw notFound(DOCUMENT_MESSAGES.notFound);
  if (signer.impersonating) throw forbidden(DOCUMENT_MESSAGES.impersonating);
  if (!party) throw forbidden('Only the document’s parties sign it.');
  if (party.signature) return presentDocument(db, document);
  if (!account) throw notFound(DOCUMENT_MESSAGES.notFound);
  assertSignature(account, input, document.sha256);

  const now = deps.now();
  const signature = {
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
  };
  const othersSigned = document.status !== 'signed' && parties.every((other) => other === party || other.signature !== null);
  const prepared = othersSigned
    ? await drawFinalPdf(
        deps,
        document,
        parties.map((other) => (other === party ? { ...other, signature: { ...signature, id: 0 } } : other)),
      )
    : null;

  const result = await db.transaction(async (tx) => {
    const [locked = document] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
    const inserted = await tx
      .insert(documentSignatures)
      .values(signature)
      .onConflictDoNothing({ target: documentSignatures.partyId })
      .returning({ id: documentSignatures.id });
    if (inserted.length === 0 || locked.status === 'signed') return { row: locked, event: null };
    if (prepared) return freeze(tx, locked, parties, prepared, now);
    const current = await partiesOf(tx, id);
    if (current.some((other) => other.signature === null)) return { row: locked, event: null };
    return freeze(tx, locked, current, await drawFinalPdf(deps, locked, current), now);
  });

  if (result.event) await runAfterSteps(deps, result.event, log);
  return presentDocument(db, result.row);
}

/** The document's parties in order, each with its signature (null until they sign). */
async function partiesOf(db: Db | Transaction, documentId: number): Promise<PartyRow[]> {
  return db
    .select({ id: documentParties.id, side: documentParties.side, userId: documentParties.userId, signature: documentSignatures })
    .from(documentParties)
    .leftJoin(documentSignatures, eq(documentSignatures.partyId, documentParties.id))
    .where(eq(documentParties.documentId, documentId))
    .orderBy(asc(documentParties.id));
}

/** The PDF as signed with its certificate page; its write to storage under a new key starts at once. */
async function drawFinalPdf(deps: AppDeps, document: DocumentRow, parties: PartyRow[]): Promise<FinalPdf> {
  const stored = await deps.storage.get(document.pdfKey);
  if (!stored) throw new Error(`document ${document.id}: its PDF is missing from storage`);
  const bytes = await appendCertificatePage(await buffer(stored.body), {
    documentId: document.id,
    title: document.title,
    sha256: document.sha256,
    signatures: parties.map((party) => ({
      side: party.side,
      fullName: party.signature?.fullName ?? '',
      uniqueId: party.signature?.uniqueId ?? '',
      signedAt: party.signature?.signedAt ?? new Date(0),
      ipAddress: party.signature?.ipAddress ?? '',
    })),
  });
  const key = `documents/${randomUUID()}.pdf`;
  const written = deps.storage.put(key, bytes, 'application/pdf');
  // Awaited by the freezing transaction; when the signature does not freeze the document, an error only leaves an unreferenced file.
  written.catch(() => {});
  return { key, bytes, written };
}

/** Every party has signed: the document refers to its final PDF and is frozen, then the kind's steps run. */
async function freeze(
  tx: Transaction,
  document: DocumentRow,
  parties: PartyRow[],
  final: FinalPdf,
  now: Date,
): Promise<{ row: DocumentRow; event: SignedDocumentEvent }> {
  const [frozen = document] = await tx
    .update(documents)
    .set({ status: 'signed', finalSha256: sha256Of(final.bytes), finalKey: final.key, finalSize: final.bytes.length, signedAt: now })
    .where(eq(documents.id, document.id))
    .returning();
  const event: SignedDocumentEvent = { document: frozen, parties: parties.map(({ side, userId }) => ({ side, userId })), now };
  for (const step of signedDocumentSteps(frozen.kind)) await step.run(tx, event);
  await final.written;
  return { row: frozen, event };
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
