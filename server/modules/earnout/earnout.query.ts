/** What the earn-out reads from the modules below it: the deal, whether it closed as won and when, its accepted terms. */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import { dealStages, deals, type DealRow } from '../deals/deals.table';
import { listings } from '../listings/listings.table';
import { offers } from '../offers/offers.table';

type Runner = Db | Transaction;

export interface EarnoutDeal {
  deal: DealRow;
  won: boolean;
  reference: string;
}

export async function earnoutDeal(db: Runner, dealId: number): Promise<EarnoutDeal | null> {
  const [row] = await db
    .select({ deal: deals, outcome: dealStages.outcome, reference: listings.reference })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(eq(deals.id, dealId))
    .limit(1);
  return row ? { deal: row.deal, won: row.outcome === 'won', reference: row.reference ?? `listing ${row.deal.listingId}` } : null;
}

/** The earn-out of the deal's accepted offer, if it had one. */
export async function acceptedEarnout(db: Runner, dealId: number): Promise<{ percent: number; months: number } | null> {
  const [offer] = await db
    .select({ percent: offers.earnoutPercent, months: offers.earnoutMonths })
    .from(offers)
    .where(and(eq(offers.dealId, dealId), eq(offers.status, 'accepted'), isNotNull(offers.earnoutPercent)))
    .orderBy(desc(offers.version))
    .limit(1);
  return offer && offer.percent !== null && offer.months !== null ? { percent: offer.percent, months: offer.months } : null;
}
