/**
 * What the client list adds to the deal's life: closing as won waits for every notified client's 90 days (a gate of
 * the stage "Client notice (ABA Model Rule 1.17)", beside the deal's own date), and the list of a deal closed as lost
 * is deleted a year later (docs/product.md), while a won deal keeps it sealed.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { CLIENT_NOTICE_STAGE } from '../../../contracts/deals/deals';
import { addDays, noticeGateWait } from '../../../contracts/client-notices/notice-window';
import type { AppDeps } from '../../platform/deps';
import type { Transaction } from '../../platform/db/database';
import { onDealClosed } from '../deals/deal-closed';
import { registerStageGate } from '../deals/stage-gates';
import { lostListsDue } from './client-notices.query';
import { dealClientLists, dealClients } from './client-notices.table';

export const LOST_LIST_KEPT_DAYS = 365;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The gate's sentence for a deal, or null when every notified client's window has ended (or there is no list). */
export async function clientWindowsWait(tx: Transaction, dealId: number, now: Date): Promise<string | null> {
  const today = dayOf(now);
  const rows = await tx
    .select({ sentOn: dealClients.sentOn, windowEndsOn: dealClients.windowEndsOn, unreachable: dealClients.unreachable })
    .from(dealClients)
    .where(eq(dealClients.dealId, dealId));
  const unsent = rows.filter((row) => row.sentOn === null && !row.unreachable).length;
  const open = rows.flatMap((row) => (row.windowEndsOn !== null && row.windowEndsOn > today ? [row.windowEndsOn] : []));
  return noticeGateWait(open, unsent);
}

export function registerClientNoticeSteps(): void {
  registerStageGate({
    stage: CLIENT_NOTICE_STAGE,
    name: 'client-notices: every notified client’s 90-day window has ended',
    check: (tx, deal, now) => clientWindowsWait(tx, deal.id, now),
  });
  onDealClosed({
    name: 'client-notices: a lost deal’s client list is deleted a year later',
    run: async (tx, event) => {
      const deleteOn = event.outcome === 'lost' ? addDays(dayOf(event.now), LOST_LIST_KEPT_DAYS) : null;
      await tx.update(dealClientLists).set({ deleteOn }).where(eq(dealClientLists.dealId, event.dealId));
    },
  });
}

/** The daily job: deletes the lists (and court orders) of deals still closed as lost whose year has passed. */
export async function purgeLostClientLists(deps: Pick<AppDeps, 'database' | 'storage' | 'now'>): Promise<number> {
  const db = deps.database.db;
  const dealIds = await lostListsDue(db, dayOf(deps.now()));
  if (dealIds.length === 0) return 0;
  const files = await db
    .select({ key: dealClients.courtFileKey })
    .from(dealClients)
    .where(and(inArray(dealClients.dealId, dealIds), isNotNull(dealClients.courtFileKey)));
  await db.transaction(async (tx) => {
    await tx.delete(dealClients).where(inArray(dealClients.dealId, dealIds));
    await tx.delete(dealClientLists).where(inArray(dealClientLists.dealId, dealIds));
  });
  for (const { key } of files) if (key) await deps.storage.delete(key);
  return dealIds.length;
}
