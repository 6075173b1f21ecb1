/**
 * Reading and acting on an earn-out (issue #32). Only the deal's two sides and staff read it (404 for anyone else, as
 * for a deal without one). Every action locks the month's row first, so when both sides act at once the second sees
 * the first: a report made twice is refused, a confirmation of a figure the buyer changed meanwhile is refused (the
 * seller sends the figure they were shown), and each change is a row of history.
 */
import { and, asc, eq } from 'drizzle-orm';
import { EARNOUT_MESSAGES as MESSAGES, earnoutDue, type Earnout, type EarnoutPeriodHistory } from '../../../contracts/earnout/earnout';
import type { Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session-user';
import { dealSideOf, type DealViewerSide } from '../deals/deal.policy';
import { earnoutDeal, type EarnoutDeal } from './earnout.query';
import { scheduleOf, storeSchedule, type Schedule } from './earnout-schedule';
import { toEarnout, toPeriod, periodStatus } from './earnout.present';
import { earnoutPeriodEvents, earnoutPeriods, type EarnoutPeriodRow } from './earnout.table';
import { announceEarnoutAction } from './earnout-notices';

export type EarnoutDeps = Pick<AppDeps, 'database' | 'now' | 'realtime' | 'jobs' | 'config'>;

export interface EarnoutActor {
  user: SessionUser;
  impersonating: boolean;
}

export type EarnoutAction =
  | { kind: 'reported'; collected: number }
  | { kind: 'corrected'; collected: number; note: string }
  | { kind: 'confirmed'; collected: number }
  | { kind: 'disputed'; collected: number; note: string }
  | { kind: 'paid'; paid_on: string };

const conflict = (message: string) => new AppError(409, 'conflict', message);
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

interface Readable {
  found: EarnoutDeal;
  side: DealViewerSide;
  schedule: Schedule;
}

/** The deal's earn-out and the reader's side; 404 for anyone but its two sides and staff, and when it has none. */
async function readable(deps: EarnoutDeps, user: SessionUser, dealId: number): Promise<Readable> {
  const found = await earnoutDeal(deps.database.db, dealId);
  const side = found ? dealSideOf(user, found.deal) : null;
  if (!found || !side) throw notFound(MESSAGES.notFound);
  const schedule = await scheduleOf(deps.database.db, found);
  if (!schedule) throw notFound(MESSAGES.notFound);
  return { found, side, schedule };
}

const periodsOf = (db: EarnoutDeps['database']['db'] | Transaction, dealId: number) =>
  db.select().from(earnoutPeriods).where(eq(earnoutPeriods.dealId, dealId)).orderBy(asc(earnoutPeriods.month));

export async function readEarnout(deps: EarnoutDeps, user: SessionUser, dealId: number): Promise<Earnout> {
  const { schedule } = await readable(deps, user, dealId);
  return toEarnout(schedule.earnout, schedule.periods, todayOf(deps.now()));
}

/** Who may do what: the buyer reports, corrects and pays; the seller confirms and disputes; staff only read. */
function assertMayAct(side: DealViewerSide, actor: EarnoutActor, action: EarnoutAction['kind']): void {
  if (side === 'staff') throw forbidden(MESSAGES.staff);
  if (actor.impersonating) throw forbidden(MESSAGES.impersonating);
  const sellers = action === 'confirmed' || action === 'disputed';
  if (sellers && side !== 'seller') throw forbidden(MESSAGES.sellerOnly);
  if (!sellers && side !== 'buyer') throw forbidden(MESSAGES.buyerOnly);
}

/** The change an action makes to a period locked for it, or the refusal (409 for the state, 422 for a field). */
function change(period: EarnoutPeriodRow, percent: number, action: EarnoutAction, today: string, now: Date): Partial<EarnoutPeriodRow> {
  const status = periodStatus(period, today);
  switch (action.kind) {
    case 'reported':
      if (status === 'upcoming') throw conflict(MESSAGES.notEnded);
      if (status !== 'to_report') throw conflict(MESSAGES.alreadyReported);
      return {
        status: 'reported',
        collected: action.collected,
        due: earnoutDue(percent, action.collected),
        reportedAt: now,
        confirmedAt: null,
      };
    case 'corrected':
      if (!['reported', 'disputed', 'confirmed'].includes(status)) throw conflict(MESSAGES.notToCorrect);
      return {
        status: 'reported',
        collected: action.collected,
        due: earnoutDue(percent, action.collected),
        reportedAt: now,
        confirmedAt: null,
      };
    case 'confirmed':
    case 'disputed':
      if (status !== 'reported')
        throw conflict(status === 'to_report' || status === 'upcoming' ? MESSAGES.notReported : MESSAGES.notToAnswer);
      if (period.collected !== action.collected) throw conflict(MESSAGES.changed);
      return action.kind === 'confirmed' ? { status: 'confirmed', confirmedAt: now, paymentRemindedAt: null } : { status: 'disputed' };
    case 'paid':
      if (status !== 'confirmed') throw conflict(MESSAGES.notConfirmed);
      if (action.paid_on > today) throw validationError({ paid_on: [MESSAGES.paidFuture] });
      if (action.paid_on < `${period.month}-01`) throw validationError({ paid_on: [MESSAGES.paidBeforeMonth] });
      return { status: 'paid', paidOn: action.paid_on };
  }
}

export async function actOnEarnout(
  deps: EarnoutDeps,
  actor: EarnoutActor,
  dealId: number,
  month: string,
  action: EarnoutAction,
): Promise<Earnout> {
  const { found, side, schedule } = await readable(deps, actor.user, dealId);
  const { earnout } = schedule;
  assertMayAct(side, actor, action.kind);
  const now = deps.now();
  const today = todayOf(now);
  const { rows, period } = await deps.database.db.transaction(async (tx) => {
    await storeSchedule(tx, schedule);
    const [locked] = await tx
      .select()
      .from(earnoutPeriods)
      .where(and(eq(earnoutPeriods.dealId, dealId), eq(earnoutPeriods.month, month)))
      .for('update')
      .limit(1);
    if (!locked) throw notFound(MESSAGES.noPeriod);
    const [updated] = await tx
      .update(earnoutPeriods)
      .set({ ...change(locked, earnout.percent, action, today, now), updatedAt: now })
      .where(eq(earnoutPeriods.id, locked.id))
      .returning();
    await tx.insert(earnoutPeriodEvents).values({
      periodId: locked.id,
      action: action.kind,
      byId: actor.user.id,
      collected: 'collected' in action ? action.collected : null,
      due: 'collected' in action ? updated!.due : null,
      paidOn: action.kind === 'paid' ? action.paid_on : null,
      note: 'note' in action ? action.note : null,
      createdAt: now,
    });
    return { rows: await periodsOf(tx, dealId), period: updated! };
  });
  await announceEarnoutAction(deps, found, actor.user.id, period, action).catch(() => {});
  return toEarnout(earnout, rows, today);
}

export async function periodHistory(deps: EarnoutDeps, user: SessionUser, dealId: number, month: string): Promise<EarnoutPeriodHistory> {
  const { found, schedule } = await readable(deps, user, dealId);
  const period = schedule.periods.find((row) => row.month === month);
  if (!period) throw notFound(MESSAGES.noPeriod);
  const events = schedule.stored
    ? await deps.database.db
        .select()
        .from(earnoutPeriodEvents)
        .where(eq(earnoutPeriodEvents.periodId, period.id))
        .orderBy(asc(earnoutPeriodEvents.id))
    : [];
  const sideOf = (userId: number | null) =>
    userId === null ? null : userId === found.deal.buyerId ? 'buyer' : userId === found.deal.sellerId ? 'seller' : null;
  return {
    period: toPeriod(period, todayOf(deps.now())),
    events: events.map((event) => ({
      action: event.action as EarnoutPeriodHistory['events'][number]['action'],
      by: sideOf(event.byId),
      collected: event.collected,
      due: event.due,
      paid_on: event.paidOn,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
  };
}
