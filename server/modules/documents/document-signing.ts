import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { Db, Transaction } from '../../platform/db/database';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session-user';
import { DOCUMENT_MESSAGES, type SignDocumentInput, type SignedDocument } from '../../../contracts/documents/documents';
import { appendCertificatePage } from './certificate-page';
import { partySignedListeners, signedDocumentSteps, type SignedDocumentEvent } from './document-events';
import { partiesOf, signingView, type PartyRow } from './document-signing.query';
import { presentParties } from './documents.query';
import { mayReadDocument, sha256Of } from './documents.service';
import { documents, type DocumentRow, type DocumentSignatureRow } from './documents.table';

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
 * The PDF as the caller issued it a moment ago (the NDA is issued and signed in one request): used instead of
 * reading back from storage the bytes just written there, when its hash is the document's.
 */
export interface IssuedPdf {
  pdf: Buffer;
  sha256: string;
}

/** A final PDF drawn and being written to storage under a key nothing refers to until the document is frozen. */
interface FinalPdf {
  key: string;
  bytes: Buffer;
  /** The bytes' SHA-256, computed once. */
  sha256: string;
  /** Settles when the file is stored; the statement that freezes the document waits for it. */
  written: Promise<void>;
}

/**
 * A party signs (docs/product.md "Signatures"): the typed name must be the account's, the consent given (the schema
 * checks it) and the hash the one shown. The document row is locked while the signature is written, so when the
 * last two parties sign at once the second sees the first and exactly one of them finalises the document.
 *
 * The round trips are few (each costs this process a socket write and PostgreSQL a wake-up): one prepared statement
 * reads the document, its parties, their signatures and the signer's account; one statement locks the row, inserts
 * the signature and, when every other party had already signed before it (signatures are never edited or deleted,
 * so they are still the same under the lock), freezes the document with its final PDF, drawn and stored before that
 * statement, so no reader sees a final key without its file. That statement runs alone when the kind has no steps
 * to run in the transaction, else inside one with them. When the others had not all signed, the transaction reads
 * the parties again under the lock: only when the last two sign at the same moment does the one that finds itself
 * last draw the page inside the lock. The answer is built from what the signing holds, without reading again.
 */
export async function signDocument(
  deps: AppDeps,
  signer: Signer,
  id: number,
  input: SignDocumentInput,
  log?: SigningLog,
  issued?: IssuedPdf,
): Promise<SignedDocument> {
  const db = deps.database.db;
  const view = await signingView(db).execute({ id, signerId: signer.user.id });
  const document = view[0]?.document;
  const parties = view.flatMap(({ party, partyUniqueId, signature }) => (party ? [{ ...party, uniqueId: partyUniqueId, signature }] : []));
  const party = parties.find((candidate) => candidate.userId === signer.user.id);
  if (!document || (!party && !(await mayReadDocument(db, signer.user, document)))) throw notFound(DOCUMENT_MESSAGES.notFound);
  if (signer.impersonating) throw forbidden(DOCUMENT_MESSAGES.impersonating);
  if (!party) throw forbidden('Only the document’s parties sign it.');
  if (document.status === 'superseded') throw new AppError(409, 'conflict', DOCUMENT_MESSAGES.superseded);
  if (party.signature) return present(document, parties);
  const account = view[0]?.account;
  if (!account?.uniqueId) throw notFound(DOCUMENT_MESSAGES.notFound);
  assertSignature(account, input, document.sha256);

  const now = deps.now();
  const signature = {
    id: 0,
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
  const signedParties = parties.map((other) => (other === party ? { ...other, signature } : other));
  const othersSigned = document.status !== 'signed' && parties.every((other) => other === party || other.signature !== null);
  const steps = signedDocumentSteps(document.kind);

  let result: SigningResult;
  if (othersSigned) {
    const final = await drawFinalPdf(deps, document, signedParties, issued);
    const sign = async (runner: Db | Transaction) => {
      const outcome = await signStatement(runner, signature, final, now);
      // Not inserted: this party signed a moment ago (a second click), so show what is stored.
      if (!outcome.frozen)
        return { row: await documentRow(runner, id), parties: await partiesOf(runner, id), event: null, inserted: false };
      const event = frozenEvent(document, signedParties, final, now);
      for (const step of steps) await step.run(runner as Transaction, event);
      return { row: event.document, parties: signedParties, event, inserted: true };
    };
    // Alone, the statement commits as it ends: the file must be stored before; in a transaction, before its commit.
    if (steps.length === 0) await final.written;
    result = steps.length === 0 ? await sign(db) : await db.transaction(async (tx) => withStored(final, await sign(tx)));
  } else {
    result = await db.transaction(async (tx) => {
      const outcome = await signStatement(tx, signature, null, now);
      const current = await partiesOf(tx, id);
      if (outcome.signatureId === null) return { row: await documentRow(tx, id), parties: current, event: null, inserted: false };
      if (current.some((other) => other.signature === null)) return { row: document, parties: current, event: null, inserted: true };
      const final = await drawFinalPdf(deps, document, current, issued);
      await freeze(tx, final, id, now);
      const event = frozenEvent(document, current, final, now);
      for (const step of steps) await step.run(tx, event);
      return withStored(final, { row: event.document, parties: current, event, inserted: true });
    });
  }

  if (result.event) await runAfterSteps(deps, result.event, log);
  if (result.inserted)
    await tellListeners(deps, result, { side: party.side, userId: signer.user.id, uniqueId: signature.uniqueId }, now, log);
  return present(result.row, result.parties);
}

interface SigningResult {
  row: DocumentRow;
  parties: PartyRow[];
  /** Set when this signature froze the document. */
  event: SignedDocumentEvent | null;
  /** False when the signature was not written (the same party signed a moment before). */
  inserted: boolean;
}

/** Awaits the final PDF's write before the transaction commits. */
async function withStored<T>(final: FinalPdf, value: T): Promise<T> {
  await final.written;
  return value;
}

const present = (row: DocumentRow, parties: PartyRow[]) =>
  presentParties(
    row,
    parties.map((party) => ({
      side: party.side,
      uniqueId: party.uniqueId,
      signedName: party.signature?.fullName ?? null,
      signedUniqueId: party.signature?.uniqueId ?? null,
      signedAt: party.signature?.signedAt ?? null,
    })),
  );

async function documentRow(runner: Db | Transaction, id: number): Promise<DocumentRow> {
  const [row] = await runner.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}

/**
 * One statement: lock the document, insert the signature unless the document is already signed (or this party
 * signed a moment ago), and, given a final PDF, freeze the document with it when the signature went in. Named and
 * prepared on its connection (one round trip); timestamps go in as ISO strings (see server/platform/db/prepared.ts).
 */
async function signStatement(
  runner: Db | Transaction,
  signature: Omit<DocumentSignatureRow, 'id'>,
  final: FinalPdf | null,
  now: Date,
): Promise<{ signatureId: number | null; frozen: boolean }> {
  const params = [
    signature.documentId,
    signature.partyId,
    signature.userId,
    signature.uniqueId,
    signature.fullName,
    signature.consent,
    signature.sha256,
    signature.ipAddress,
    signature.userAgent,
    now.toISOString(),
    final?.sha256 ?? null,
    final?.key ?? null,
    final?.bytes.length ?? null,
  ];
  const [row] = (await runner._.session.prepareQuery({ sql: SIGN_SQL, params }, undefined, 'documents_sign', false).execute()) as {
    signature_id: number | null;
    frozen: boolean;
  }[];
  return { signatureId: row?.signature_id ?? null, frozen: row?.frozen ?? false };
}

const SIGN_SQL = `with locked as (
  select id, status from documents where id = $1::int for update
), signed as (
  insert into document_signatures (document_id, party_id, user_id, unique_id, full_name, consent, sha256, ip_address, user_agent, signed_at)
  select id, $2::int, $3::int, $4::text, $5::text, $6::boolean, $7::text, $8::text, $9::text, $10::timestamptz from locked
  where status = 'awaiting_signatures'
  on conflict (party_id) do nothing
  returning id
), frozen as (
  update documents set status = 'signed', final_sha256 = $11::text, final_key = $12::text, final_size = $13::int, signed_at = $10::timestamptz
  where id = $1::int and $12::text is not null and exists (select 1 from signed)
  returning id
)
select (select id from signed) as signature_id, exists (select 1 from frozen) as frozen`;

/** Every party has signed (found under the lock, after two signed at once): the document refers to its final PDF. */
async function freeze(tx: Transaction, final: FinalPdf, id: number, now: Date): Promise<void> {
  await tx
    .update(documents)
    .set({ status: 'signed', finalSha256: final.sha256, finalKey: final.key, finalSize: final.bytes.length, signedAt: now })
    .where(eq(documents.id, id));
}

/** The frozen document, as the kind's steps hear of it. */
function frozenEvent(document: DocumentRow, parties: PartyRow[], final: FinalPdf, now: Date): SignedDocumentEvent {
  const frozen: DocumentRow = {
    ...document,
    status: 'signed',
    finalSha256: final.sha256,
    finalKey: final.key,
    finalSize: final.bytes.length,
    signedAt: now,
  };
  return { document: frozen, parties: parties.map(({ side, userId }) => ({ side, userId })), now };
}

/** The PDF as signed with its certificate page; its write to storage under a new key starts at once. */
async function drawFinalPdf(deps: AppDeps, document: DocumentRow, parties: PartyRow[], issued?: IssuedPdf): Promise<FinalPdf> {
  const original = issued?.sha256 === document.sha256 ? issued.pdf : await storedPdf(deps, document);
  const bytes = await appendCertificatePage(original, {
    documentId: document.id,
    title: document.title,
    sha256: document.sha256,
    signatures: parties.map((party) => ({
      side: party.side,
      fullName: party.signature?.fullName ?? '',
      uniqueId: party.signature?.uniqueId ?? '',
      signedAt: party.signature?.signedAt ?? new Date(0),
      ipAddress: party.signature?.ipAddress ?? '',
      userAgent: party.signature?.userAgent ?? '',
    })),
  });
  const key = `documents/${randomUUID()}.pdf`;
  const written = deps.storage.put(key, bytes, 'application/pdf');
  // Awaited by the freezing transaction; when the signature does not freeze the document, an error only leaves an unreferenced file.
  written.catch(() => {});
  return { key, bytes, sha256: sha256Of(bytes), written };
}

async function storedPdf(deps: AppDeps, document: DocumentRow): Promise<Buffer> {
  const stored = await deps.storage.get(document.pdfKey);
  if (!stored) throw new Error(`document ${document.id}: its PDF is missing from storage`);
  return buffer(stored.body);
}

/** After a signature that went in (not a second click's): whoever listens hears of it. */
async function tellListeners(
  deps: AppDeps,
  result: SigningResult,
  signer: { side: string; userId: number; uniqueId: string },
  now: Date,
  log?: SigningLog,
): Promise<void> {
  const event = {
    document: result.row,
    signer,
    parties: result.parties.map(({ side, userId }) => ({ side, userId })),
    complete: result.row.status === 'signed',
    now,
  };
  for (const listener of partySignedListeners()) {
    try {
      await listener.after(deps, event);
    } catch (error) {
      log?.warn({ error: String(error), documentId: event.document.id }, `documents: "${listener.name}" failed after a signature`);
    }
  }
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
