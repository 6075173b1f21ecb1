/**
 * An earn-out's schedule: when a deal closes as won and its accepted offer carried an earn-out, one period a month
 * for its months, from the first full month after closing. Written in the closing transaction (onDealClosed), and on
 * first read for a deal that closed before (the date it entered "Closed — won" is the closing date). Idempotent.
 */
import { eq } from 'drizzle-orm';
import { earnoutMonths, earnoutStart } from '../../../contracts/earnout/earnout';
import type { Db, Transaction } from '../../platform/db/database';
import { onDealClosed } from '../deals/deal-closed';
import { acceptedEarnout, earnoutDeal } from './earnout.query';
import { earnoutPeriods, earnouts, type EarnoutRow } from './earnout.table';

export async function createSchedule(tx: Transaction, dealId: number, closedOn: string): Promise<EarnoutRow | null> {
  const terms = await acceptedEarnout(tx, dealId);
  if (!terms) return null;
  const startsOn = earnoutStart(closedOn);
  await tx
    .insert(earnouts)
    .values({ dealId, percent: terms.percent, months: terms.months, startsOn })
    .onConflictDoNothing({ target: earnouts.dealId });
  const [earnout] = await tx.select().from(earnouts).where(eq(earnouts.dealId, dealId)).limit(1);
  if (!earnout) return null;
  await tx
    .insert(earnoutPeriods)
    .values(earnoutMonths(earnout.startsOn, earnout.months).map((month) => ({ dealId, month })))
    .onConflictDoNothing();
  return earnout;
}

/** The deal's earn-out, its schedule made now if the deal closed as won before there was one; null when it has none. */
export async function ensureSchedule(db: Db, dealId: number): Promise<EarnoutRow | null> {
  const [existing] = await db.select().from(earnouts).where(eq(earnouts.dealId, dealId)).limit(1);
  if (existing) return existing;
  const found = await earnoutDeal(db, dealId);
  if (!found?.won) return null;
  return db.transaction((tx) => createSchedule(tx, dealId, found.deal.stageChangedAt.toISOString().slice(0, 10)));
}

export function registerEarnoutSchedule(): void {
  onDealClosed({
    name: 'earnout.schedule',
    run: async (tx, event) => {
      if (event.outcome === 'won') await createSchedule(tx, event.dealId, event.now.toISOString().slice(0, 10));
    },
  });
}
