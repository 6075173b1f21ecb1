import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/app';
import { dealStages, deals } from '../deals/deals.table';
import { dealWithSignedLoi } from '../offers/offers.test-support';

/**
 * A deal whose accepted offer carried an earn-out (20 % over 36 months unless told), recorded as closed won on
 * `closedOn` without passing through the stages (as a deal closed before the earn-out existed): its schedule is planned
 * on read and written by the first action.
 */
export async function dealClosedWonOn(
  t: TestApp,
  closedOn: string,
  earnout: { percent: number; months: number } | null = { percent: 20, months: 36 },
) {
  const deal = await dealWithSignedLoi(t, earnout);
  const [won] = await t.database.db.select().from(dealStages).where(eq(dealStages.outcome, 'won')).limit(1);
  await t.database.db
    .update(deals)
    .set({ stageId: won!.id, stageChangedAt: new Date(`${closedOn}T12:00:00Z`) })
    .where(eq(deals.id, deal.dealId));
  return deal;
}
