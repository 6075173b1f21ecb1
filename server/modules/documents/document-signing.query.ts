import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Transaction } from '../../platform/db/database';
import { builtOncePer } from '../../platform/db/prepared';
import { users } from '../users/users.table';
import { documentParties, documents, documentSignatures, type DocumentSignatureRow } from './documents.table';

export type PartyRow = {
  id: number;
  side: string;
  userId: number | null;
  /** The account's unique id (null once it is deleted); a signature keeps its own. */
  uniqueId: string | null;
  signature: DocumentSignatureRow | null;
};

/** The document, its parties with their signatures, and the signer's account: one prepared statement. */
export const signingView = builtOncePer((db: Db) => {
  const signerAccount = alias(users, 'signer_account');
  const partyAccount = alias(users, 'party_account');
  return db
    .select({
      document: documents,
      party: { id: documentParties.id, side: documentParties.side, userId: documentParties.userId },
      partyUniqueId: partyAccount.uniqueId,
      signature: documentSignatures,
      account: { firstName: signerAccount.firstName, lastName: signerAccount.lastName, uniqueId: signerAccount.uniqueId },
    })
    .from(documents)
    .leftJoin(signerAccount, eq(signerAccount.id, sql.placeholder('signerId')))
    .leftJoin(documentParties, eq(documentParties.documentId, documents.id))
    .leftJoin(partyAccount, eq(partyAccount.id, documentParties.userId))
    .leftJoin(documentSignatures, eq(documentSignatures.partyId, documentParties.id))
    .where(eq(documents.id, sql.placeholder('id')))
    .orderBy(asc(documentParties.id))
    .prepare('documents_signing_view');
});

/** The document's parties in order, each with its signature (null until they sign), read again (under the lock, in a transaction). */
export async function partiesOf(runner: Db | Transaction, documentId: number): Promise<PartyRow[]> {
  return runner
    .select({
      id: documentParties.id,
      side: documentParties.side,
      userId: documentParties.userId,
      uniqueId: users.uniqueId,
      signature: documentSignatures,
    })
    .from(documentParties)
    .leftJoin(users, eq(users.id, documentParties.userId))
    .leftJoin(documentSignatures, eq(documentSignatures.partyId, documentParties.id))
    .where(eq(documentParties.documentId, documentId))
    .orderBy(asc(documentParties.id));
}
