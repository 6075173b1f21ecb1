/**
 * The daily reminder of overdue earn-out months, to both sides, once each: a month not reported 15 days after it
 * ended, and a confirmed month not paid 30 days after its confirmation. Each period is claimed as it is reminded
 * (marked in the same statement), so two instances never remind twice. The schedules of won deals not written yet
 * are written first: a schedule only planned on read has no months to remind of.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { EARNOUT_PAYMENT_GRACE_DAYS, EARNOUT_REPORT_GRACE_DAYS } from '../../../contracts/earnout/earnout';
import { formatMoney } from '../../../contracts/format/currency';
import { registerJob } from '../../platform/jobs/registry';
import { dealPath } from '../deals/deal-notices';
import { notify, type NotifyDeps } from '../notifications/notify';
import { monthLabel } from './earnout-notices';
import { storeMissingSchedules } from './earnout-schedule';
import { earnoutDeal } from './earnout.query';
import { earnoutPeriods, type EarnoutPeriodRow } from './earnout.table';

declare module '../../platform/jobs/jobs.types' {
  interface JobPayloads {
    /** Overdue earn-out reports and payments, reminded once to both sides. */
    'earnout.reminders': Record<string, never>;
  }
}

const DAY = 86_400_000;

export async function sendEarnoutReminders(deps: NotifyDeps): Promise<number> {
  const now = deps.now();
  const db = deps.database.db;
  await storeMissingSchedules(db);
  const reportBy = new Date(now.getTime() - EARNOUT_REPORT_GRACE_DAYS * DAY).toISOString().slice(0, 10);
  const reports = await db
    .update(earnoutPeriods)
    .set({ reportRemindedAt: now })
    .where(
      and(
        eq(earnoutPeriods.status, 'open'),
        isNull(earnoutPeriods.reportRemindedAt),
        sql`(to_date(${earnoutPeriods.month} || '-01', 'YYYY-MM-DD') + interval '1 month')::date <= ${reportBy}::date`,
      ),
    )
    .returning();
  const payments = await db
    .update(earnoutPeriods)
    .set({ paymentRemindedAt: now })
    .where(
      and(
        eq(earnoutPeriods.status, 'confirmed'),
        isNull(earnoutPeriods.paymentRemindedAt),
        lte(earnoutPeriods.confirmedAt, new Date(now.getTime() - EARNOUT_PAYMENT_GRACE_DAYS * DAY)),
      ),
    )
    .returning();
  for (const period of reports) await remind(deps, period, 'report');
  for (const period of payments) await remind(deps, period, 'payment');
  return reports.length + payments.length;
}

async function remind(deps: NotifyDeps, period: EarnoutPeriodRow, what: 'report' | 'payment'): Promise<void> {
  const found = await earnoutDeal(deps.database.db, period.dealId);
  if (!found) return;
  const month = monthLabel(period.month);
  const subject = what === 'report' ? `Earn-out: ${month} is not reported yet` : `Earn-out: ${month} is not paid yet`;
  const body =
    what === 'report'
      ? `The fees collected in ${month} on ${found.reference} were due to be reported ${EARNOUT_REPORT_GRACE_DAYS} days after the month ended. The buyer reports them on the deal page.`
      : `${month} on ${found.reference} (${formatMoney(period.due ?? 0)}) was confirmed more than ${EARNOUT_PAYMENT_GRACE_DAYS} days ago and is not marked paid.`;
  for (const userId of [found.deal.buyerId, found.deal.sellerId]) {
    if (userId !== null) await notify(deps, userId, { event: 'deal_stage_changed', subject, body, url: dealPath(found.deal, userId) });
  }
}

export function registerEarnoutReminders(): void {
  registerJob('earnout.reminders', {
    run: async (deps) => {
      await sendEarnoutReminders(deps);
    },
    policy: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
    // Daily at 14:00 UTC (morning in the US).
    schedule: '0 14 * * *',
  });
}
