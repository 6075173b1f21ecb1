/** The read behind the letter-of-intent gate (loi-gate.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import { GATE_MESSAGES, type DealSide } from '../../../contracts/deals/deals';
import { documentParties, documentSignatures, documents } from '../documents/documents.table';
import type { StageGateCheckMany } from '../deals/stage-gates';

/** Each deal's letters of intent with, per party, whether it signed: one statement for the whole board. */
export const loiSignedByBoth: StageGateCheckMany = async (tx, rows) => {
  const ids = rows.map((deal) => deal.id);
  const parties = await tx
    .select({ dealId: documents.dealId, status: documents.status, side: documentParties.side, signed: documentSignatures.id })
    .from(documents)
    .innerJoin(documentParties, eq(documentParties.documentId, documents.id))
    .leftJoin(documentSignatures, eq(documentSignatures.partyId, documentParties.id))
    .where(and(eq(documents.kind, 'loi'), inArray(documents.dealId, ids)));
  return new Map(
    rows.map((deal) => {
      const own = parties.filter((party) => party.dealId === deal.id);
      if (own.length === 0) return [deal.id, GATE_MESSAGES.loiNotIssued];
      if (own.some((party) => party.status === 'signed')) return [deal.id, null];
      // The letter awaiting signatures: name the side it waits for, or both.
      const unsigned = [...new Set(own.filter((party) => party.signed === null).map((party) => party.side as DealSide))];
      return [deal.id, GATE_MESSAGES.loiSignatureOf(unsigned.length === 1 ? unsigned[0]! : 'both')];
    }),
  );
};
