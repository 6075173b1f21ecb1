import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/app';
import type { sends } from '../../test/http';
import { dealStages, deals } from '../deals/deals.table';
import { notifications } from '../notifications/notifications.table';
import { dealWithSignedLoi } from '../offers/offers.test-support';

/**
 * A deal whose accepted offer carried an earn-out (20 % over 36 months unless told), recorded as closed won on
 * `closedOn` without passing through the stages (as a deal closed before the earn-out existed): its schedule is planned
 * on read and written by the first action or the daily reminder job.
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

// Closed on 2025-06-10: the schedule starts 2025-07-01; every month through today's has ended or is running.
export const CLOSED_ON = '2025-06-10';

export const earnoutUrl = (deal: { dealId: number }, month?: string, action?: string) =>
  `/api/deals/${deal.dealId}/earnout${month ? `/periods/${month}` : ''}${action ? `/${action}` : ''}`;

/** An action on a month of the deal's earn-out (report, correct, confirm, dispute, paid), as the given session. */
export const earnoutAction =
  (http: ReturnType<typeof sends>) =>
  (deal: { dealId: number }, headers: Record<string, string>, month: string, action: string, body: object) =>
    http.post(earnoutUrl(deal, month, action), headers, body);

/** The subjects of the notices a user received. */
export const noticeSubjects = async (t: TestApp, userId: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((notice) => notice.subject);
