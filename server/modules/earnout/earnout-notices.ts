/** What each side hears when the other acts on the earn-out (event `deal_stage_changed`: in-app, and e-mail per settings). */
import type { EarnoutStatus } from '../../../contracts/earnout/earnout';
import { formatMoney } from '../../../contracts/format/currency';
import { dealPath } from '../deals/deal-notices';
import { notify, type NotifyDeps } from '../notifications/notify';
import type { EarnoutDeal } from './earnout.query';
import type { EarnoutAction } from './earnout.service';
import type { EarnoutPeriodRow } from './earnout.table';

export const EARNOUT_STATUS_LABELS: Record<EarnoutStatus, string> = {
  upcoming: 'Upcoming',
  to_report: 'To report',
  reported: 'Reported',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
  paid: 'Paid',
};

/** "March 2026" for "2026-03". */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function notice(reference: string, period: EarnoutPeriodRow, action: EarnoutAction): { subject: string; body: string } {
  const month = monthLabel(period.month);
  const figures = `${formatMoney(period.collected ?? 0)} collected, ${formatMoney(period.due ?? 0)} due`;
  switch (action.kind) {
    case 'reported':
      return {
        subject: `Earn-out: ${month} reported`,
        body: `The buyer reported ${month} on ${reference}: ${figures}. Confirm or dispute it.`,
      };
    case 'corrected':
      return {
        subject: `Earn-out: ${month} corrected`,
        body: `The buyer corrected ${month} on ${reference}: ${figures}. “${action.note}”`,
      };
    case 'confirmed':
      return {
        subject: `Earn-out: ${month} confirmed`,
        body: `The seller confirmed ${month} on ${reference}: ${figures}. Mark it paid once paid.`,
      };
    case 'disputed':
      return {
        subject: `Earn-out: ${month} disputed`,
        body: `The seller disputed ${month} on ${reference}: “${action.note}” Correct it with a note.`,
      };
    case 'paid':
      return {
        subject: `Earn-out: ${month} paid`,
        body: `The buyer marked ${month} on ${reference} paid on ${action.paid_on}: ${formatMoney(period.due ?? 0)}.`,
      };
  }
}

/** Tells the side that did not act. */
export async function announceEarnoutAction(
  deps: NotifyDeps,
  found: EarnoutDeal,
  actorId: number,
  period: EarnoutPeriodRow,
  action: EarnoutAction,
): Promise<void> {
  const { deal } = found;
  const recipients = [deal.buyerId, deal.sellerId].filter((id): id is number => id !== null && id !== actorId);
  const { subject, body } = notice(found.reference, period, action);
  await Promise.all(
    recipients.map((userId) => notify(deps, userId, { event: 'deal_stage_changed', subject, body, url: dealPath(deal, userId) })),
  );
}
