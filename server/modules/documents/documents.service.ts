import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import type { Storage, StoredObject } from '../../platform/storage/storage.types';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session-user';
import { DOCUMENT_MESSAGES, type DocumentKind, type DocumentSide } from '../../../contracts/documents/documents';
import { documentReader } from './document-events';
import { documentParties, documents, type DocumentRow } from './documents.table';

type Runner = Db | Transaction;

export const sha256Of = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

export interface NewDocument {
  kind: DocumentKind;
  dealId?: number | null;
  listingId?: number | null;
  title: string;
  /** The PDF the parties are shown and sign (render it with server/platform/pdf). */
  pdf: Buffer;
  parties: { side: DocumentSide; userId: number }[];
  /** The version of the text it was drawn from, when its kind has versions (an NDA's listing version). */
  templateVersion?: number | null;
}

/**
 * Issues a document for signature: stores its PDF privately and records it with its SHA-256 and its parties. `db`
 * may be the caller's transaction (the stored file then outlives a rollback, unreferenced).
 */
export async function createDocument(deps: { db: Runner; storage: Storage }, input: NewDocument): Promise<DocumentRow> {
  const key = `documents/${randomUUID()}.pdf`;
  await deps.storage.put(key, input.pdf, 'application/pdf');
  const [document] = await deps.db
    .insert(documents)
    .values({
      kind: input.kind,
      dealId: input.dealId ?? null,
      listingId: input.listingId ?? null,
      title: input.title,
      templateVersion: input.templateVersion ?? null,
      sha256: sha256Of(input.pdf),
      pdfKey: key,
      pdfSize: input.pdf.length,
    })
    .returning();
  if (!document) throw new Error('documents: the insert returned no row');
  await deps.db
    .insert(documentParties)
    .values(input.parties.map((party) => ({ documentId: document.id, side: party.side, userId: party.userId })));
  return document;
}

/**
 * A newer version replaces a document no one has finished signing: it is kept, marked `superseded`. False when every
 * party signed it first (the update waits for a signature in progress and then finds it signed).
 */
export async function supersedeDocument(tx: Transaction, id: number): Promise<boolean> {
  const rows = await tx
    .update(documents)
    .set({ status: 'superseded' })
    .where(and(eq(documents.id, id), eq(documents.status, 'awaiting_signatures')))
    .returning({ id: documents.id });
  return rows.length > 0;
}

/** True when the user may read the document: staff, its parties, and whom its kind's reader admits. */
export async function mayReadDocument(db: Db, user: SessionUser, document: DocumentRow): Promise<boolean> {
  if (user.role === 'admin') return true;
  const [party] = await db
    .select({ id: documentParties.id })
    .from(documentParties)
    .where(and(eq(documentParties.documentId, document.id), eq(documentParties.userId, user.id)))
    .limit(1);
  if (party) return true;
  const reader = documentReader(document.kind);
  return reader ? reader(db, user.id, document) : false;
}

/** The document if the user may read it; 404 otherwise, as for one that does not exist. */
export async function readableDocument(db: Db, user: SessionUser, id: number): Promise<DocumentRow> {
  const [document] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!document || !(await mayReadDocument(db, user, document))) throw notFound(DOCUMENT_MESSAGES.notFound);
  return document;
}

/** The PDF to download: with its certificate page once every party has signed. */
export async function documentPdf(
  deps: { db: Db; storage: Storage },
  user: SessionUser,
  id: number,
): Promise<{ filename: string; object: StoredObject }> {
  const document = await readableDocument(deps.db, user, id);
  const object = await deps.storage.get(document.finalKey ?? document.pdfKey);
  if (!object) throw notFound(DOCUMENT_MESSAGES.notFound);
  const suffix = document.finalKey ? 'signed' : 'unsigned';
  return { filename: `lexchange-${document.kind.replace('_', '-')}-D${document.id}-${suffix}.pdf`, object };
}

/** Documents by their ids or a filter, for the modules above that list them (a deal's, a listing's NDAs). */
export async function findDocuments(
  db: Runner,
  filter: { dealId?: number; kind?: DocumentKind; listingId?: number; partyUserId?: number },
): Promise<DocumentRow[]> {
  const conditions = [
    filter.dealId === undefined ? undefined : eq(documents.dealId, filter.dealId),
    filter.kind === undefined ? undefined : eq(documents.kind, filter.kind),
    filter.listingId === undefined ? undefined : eq(documents.listingId, filter.listingId),
    filter.partyUserId === undefined
      ? undefined
      : inArray(
          documents.id,
          db.select({ id: documentParties.documentId }).from(documentParties).where(eq(documentParties.userId, filter.partyUserId)),
        ),
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(documents)
    .where(and(...conditions))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** Either of two filters (a deal's own documents, and its buyer's NDA of the listing). */
export async function findDocumentsEither(
  db: Runner,
  first: { dealId: number },
  second: { kind: DocumentKind; listingId: number; partyUserId: number },
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(
      or(
        eq(documents.dealId, first.dealId),
        and(
          eq(documents.kind, second.kind),
          eq(documents.listingId, second.listingId),
          inArray(
            documents.id,
            db.select({ id: documentParties.documentId }).from(documentParties).where(eq(documentParties.userId, second.partyUserId)),
          ),
        ),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
}
