import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import { users } from '../users/users.table';
import type { DocumentKind, DocumentSide, SignedDocument } from '../../../contracts/documents/documents';
import { documentParties, documentSignatures, type DocumentRow } from './documents.table';

type Runner = Db | Transaction;

/** The documents, as docs/api.md shows them, in the order given. */
export async function presentDocuments(db: Runner, rows: DocumentRow[]): Promise<SignedDocument[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const parties = await db
    .select({
      documentId: documentParties.documentId,
      side: documentParties.side,
      uniqueId: users.uniqueId,
      signedName: documentSignatures.fullName,
      signedUniqueId: documentSignatures.uniqueId,
      signedAt: documentSignatures.signedAt,
    })
    .from(documentParties)
    .leftJoin(users, eq(users.id, documentParties.userId))
    .leftJoin(documentSignatures, eq(documentSignatures.partyId, documentParties.id))
    .where(inArray(documentParties.documentId, ids))
    .orderBy(asc(documentParties.id));
  return rows.map((row) =>
    presentParties(
      row,
      parties.filter((party) => party.documentId === row.id),
    ),
  );
}

/** What docs/api.md shows of one party: the name and unique id as signed, or the account's unique id until then. */
export interface PartyShown {
  side: string;
  uniqueId: string | null;
  signedName: string | null;
  signedUniqueId: string | null;
  signedAt: Date | null;
}

/** A document as docs/api.md shows it, from its row and its parties in order (no statement: the signing has them at hand). */
export function presentParties(row: DocumentRow, parties: PartyShown[]): SignedDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    deal_id: row.dealId,
    listing_id: row.listingId,
    title: row.title,
    status: row.status as SignedDocument['status'],
    sha256: row.sha256,
    final_sha256: row.finalSha256,
    parties: parties.map((party) => ({
      side: party.side as DocumentSide,
      unique_id: party.signedUniqueId ?? party.uniqueId,
      name: party.signedName,
      signed_at: party.signedAt?.toISOString() ?? null,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

export async function presentDocument(db: Runner, row: DocumentRow): Promise<SignedDocument> {
  const [document] = await presentDocuments(db, [row]);
  if (!document) throw new Error('documents: presenting one row gave none');
  return document;
}
