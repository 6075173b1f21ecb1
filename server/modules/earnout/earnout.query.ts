/** What the earn-out reads from the modules below it: the deal, whether it closed as won and when, its accepted terms. */
import { and, desc, eq, exists, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import { dealStages, deals, type DealRow } from '../deals/deals.table';
import { listings } from '../listings/listings.table';
import { offers } from '../offers/offers.table';
import { earnouts } from './earnout.table';

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

/**
 * The deals closed as won whose accepted offer carried an earn-out and whose schedule is not written yet (closed
 * before the earn-out existed, or only planned on read), with when each entered "Closed — won". One query for all.
 */
export async function unscheduledWonDeals(db: Runner): Promise<{ dealId: number; wonAt: Date }[]> {
  const acceptedWithEarnout = db
    .select({ one: sql`1` })
    .from(offers)
    .where(and(eq(offers.dealId, deals.id), eq(offers.status, 'accepted'), isNotNull(offers.earnoutPercent)));
  return db
    .select({ dealId: deals.id, wonAt: deals.stageChangedAt })
    .from(deals)
    .innerJoin(dealStages, and(eq(dealStages.id, deals.stageId), eq(dealStages.outcome, 'won')))
    .leftJoin(earnouts, eq(earnouts.dealId, deals.id))
    .where(and(isNull(earnouts.dealId), exists(acceptedWithEarnout)))
    .orderBy(deals.id);
}
