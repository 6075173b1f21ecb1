/** Reading offers: a deal's versions newest first, each as docs/api.md "Offers" shapes it. */
import { desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import { dealStages, deals, type DealRow } from '../deals/deals.table';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import type { LoiParty } from './loi-document';
import type { OfferField } from '../../../contracts/offers/diff';
import type { Offer, OfferSide, OfferStatus } from '../../../contracts/offers/offers';
import type { ContingencyKey, OfferTerms } from '../../../contracts/offers/terms';
import type { DbOrTx } from '../listings/listings.repository';
import { offers, type OfferRow } from './offers.table';

/** An open offer whose deadline has passed reads as expired, whether or not a write has stored it so yet. */
export const isPastDeadline = (row: Pick<OfferRow, 'expiresOn'>, today: string) => row.expiresOn < today;

export const statusOn = (row: Pick<OfferRow, 'status' | 'expiresOn'>, today: string): OfferStatus =>
  row.status === 'open' && isPastDeadline(row, today) ? 'expired' : (row.status as OfferStatus);

/** The terms a row holds, in the schema's shape (for the diff and the letter of intent). */
export const termsOf = (row: OfferRow): OfferTerms => ({
  scope: row.scopeAreas ?? 'practice',
  price: row.price,
  cash_at_closing: row.cashAtClosing,
  earnout: row.earnoutPercent !== null && row.earnoutMonths !== null ? { percent: row.earnoutPercent, months: row.earnoutMonths } : null,
  transition_months: row.transitionMonths,
  contingencies: row.contingencies as ContingencyKey[],
  expires_on: row.expiresOn,
  note: row.note,
});

export function toOffer(row: OfferRow, today: string): Offer {
  return {
    id: row.id,
    deal_id: row.dealId,
    version: row.version,
    made_by: row.madeBy as OfferSide,
    status: statusOn(row, today),
    ...termsOf(row),
    note: row.note,
    changed: row.changed as OfferField[],
    reason: row.reason,
    loi_document_id: row.loiDocumentId,
    created_at: row.createdAt.toISOString(),
  };
}

export async function dealOffers(db: DbOrTx, dealId: number): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.dealId, dealId)).orderBy(desc(offers.version));
}

/** The deal locked for the rest of the transaction, whether it is closed, and its listing's practice areas. */
export async function lockDealWithListing(tx: Transaction, dealId: number) {
  const [row] = await tx
    .select({ deal: deals, outcome: dealStages.outcome, practiceAreas: listings.practiceAreas })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(eq(deals.id, dealId))
    .for('update', { of: deals })
    .limit(1);
  return row ? { deal: row.deal, closed: row.outcome !== null, practiceAreas: row.practiceAreas ?? [] } : null;
}

export async function findDealRow(db: DbOrTx, dealId: number): Promise<DealRow | null> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId)).limit(1);
  return deal ?? null;
}

/** A side of the letter of intent by name: every deal comes from an accepted match, so the sides know each other's names. */
export async function loiPartyOf(db: DbOrTx, userId: number | null): Promise<LoiParty> {
  const [user] =
    userId === null
      ? []
      : await db
          .select({ first: users.firstName, last: users.lastName, uniqueId: users.uniqueId })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
  if (!user) return { name: 'a former member', uniqueId: null };
  const name = `${user.first ?? ''} ${user.last ?? ''}`.trim();
  return { name: name || user.uniqueId, uniqueId: user.uniqueId };
}
