/** The client list's reads that join the deal, its stage and its listing (the practice's state). */
import { and, eq, lte } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import { dealStages, deals, type DealRow } from '../deals/deals.table';
import { listings } from '../listings/listings.table';
import { dealClientLists } from './client-notices.table';

export interface DealForClients {
  deal: DealRow;
  /** won | lost once closed. */
  outcome: string | null;
  /** The practice's state (two letters), which picks the notice rule. */
  state: string | null;
}

export async function dealForClients(db: Db | Transaction, dealId: number, lock: boolean): Promise<DealForClients | null> {
  const query = db
    .select({ deal: deals, outcome: dealStages.outcome, state: listings.state })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(eq(deals.id, dealId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: deals }) : await query;
  return row ?? null;
}

/** The state of the practice a deal sells. */
export async function dealState(db: Db | Transaction, dealId: number): Promise<string | null> {
  const [row] = await db
    .select({ state: listings.state })
    .from(deals)
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(eq(deals.id, dealId))
    .limit(1);
  return row?.state ?? null;
}

/** The deals still closed as lost whose client list's deletion day has come. */
export async function lostListsDue(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .select({ dealId: dealClientLists.dealId })
    .from(dealClientLists)
    .innerJoin(deals, eq(deals.id, dealClientLists.dealId))
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(and(lte(dealClientLists.deleteOn, today), eq(dealStages.outcome, 'lost')));
  return rows.map((row) => row.dealId);
}
