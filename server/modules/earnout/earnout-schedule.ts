/**
 * An earn-out's schedule: when a deal closes as won and its accepted offer carried an earn-out, one period a month
 * for its months, from the first full month after closing. Written in the closing transaction (onDealClosed); for a
 * deal that closed before, planned on read and written by the first action or by the daily reminder job, whichever
 * comes first (the date it entered "Closed — won" is the closing date). Idempotent.
 */
import { asc, eq } from 'drizzle-orm';
import { earnoutMonths, earnoutStart } from '../../../contracts/earnout/earnout';
import type { Db, Transaction } from '../../platform/db/database';
import { onDealClosed } from '../deals/deal-closed';
import { acceptedEarnout, unscheduledWonDeals, type EarnoutDeal } from './earnout.query';
import { earnoutPeriods, earnouts, type EarnoutPeriodRow, type EarnoutRow } from './earnout.table';

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

/** The day (YYYY-MM-DD, UTC) a deal closed as won: the day it entered "Closed — won". */
const closedOnOf = (wonAt: Date) => wonAt.toISOString().slice(0, 10);

export interface Schedule {
  earnout: EarnoutRow;
  periods: EarnoutPeriodRow[];
  /** False for a schedule planned from the accepted terms and not yet written (see scheduleOf). */
  stored: boolean;
  /** The day the deal closed as won (YYYY-MM-DD), from which the schedule starts. */
  closedOn: string;
}

/**
 * The deal's earn-out and its months, oldest first; null when it has none. A deal that closed as won before its
 * schedule was written at closing gets the schedule its accepted terms plan, read without being written (a read has
 * no side effect): the first action on it writes it (storeSchedule), or the daily reminder job (storeMissingSchedules).
 */
export async function scheduleOf(db: Db, found: EarnoutDeal): Promise<Schedule | null> {
  const dealId = found.deal.id;
  const closedOn = closedOnOf(found.deal.stageChangedAt);
  const [earnout] = await db.select().from(earnouts).where(eq(earnouts.dealId, dealId)).limit(1);
  if (earnout) {
    const periods = await db.select().from(earnoutPeriods).where(eq(earnoutPeriods.dealId, dealId)).orderBy(asc(earnoutPeriods.month));
    return { earnout, periods, stored: true, closedOn };
  }
  if (!found.won) return null;
  const terms = await acceptedEarnout(db, dealId);
  if (!terms) return null;
  const at = found.deal.stageChangedAt;
  const planned: EarnoutRow = { dealId, percent: terms.percent, months: terms.months, startsOn: earnoutStart(closedOn), createdAt: at };
  const periods = earnoutMonths(planned.startsOn, planned.months).map((month) => ({
    id: 0,
    dealId,
    month,
    status: 'open',
    collected: null,
    due: null,
    paidOn: null,
    reportedAt: null,
    confirmedAt: null,
    reportRemindedAt: null,
    paymentRemindedAt: null,
    updatedAt: at,
  }));
  return { earnout: planned, periods, stored: false, closedOn };
}

/** Writes a planned schedule, inside the transaction of the first action on it (idempotent). */
export async function storeSchedule(tx: Transaction, schedule: Schedule): Promise<void> {
  if (!schedule.stored) await createSchedule(tx, schedule.earnout.dealId, schedule.closedOn);
}

/**
 * Writes the schedule of every won deal with earn-out terms that has none yet, so that the reminders see its months.
 * Each in its own short transaction; a deal written meanwhile by an action or another instance is left as it is.
 */
export async function storeMissingSchedules(db: Db): Promise<number> {
  const missing = await unscheduledWonDeals(db);
  for (const { dealId, wonAt } of missing) {
    await db.transaction((tx) => createSchedule(tx, dealId, closedOnOf(wonAt)));
  }
  return missing.length;
}

export function registerEarnoutSchedule(): void {
  onDealClosed({
    name: 'earnout.schedule',
    run: async (tx, event) => {
      if (event.outcome === 'won') await createSchedule(tx, event.dealId, event.now.toISOString().slice(0, 10));
    },
  });
}
