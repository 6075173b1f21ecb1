/** The earn-out as CSV for the accountant: one row a month, then the totals (server/platform/csv.ts quotes and marks it UTF-8). */
import type { Earnout } from '../../../contracts/earnout/earnout';
import { toCsv } from '../../platform/csv';
import { EARNOUT_STATUS_LABELS } from './earnout-notices';

export const EARNOUT_CSV_HEADER = ['Month', 'Status', 'Fees collected (USD)', 'Earn-out percent', 'Amount due (USD)', 'Paid on'] as const;

export function earnoutCsv(earnout: Earnout): string {
  const rows = earnout.periods.map((period) => [
    period.month,
    EARNOUT_STATUS_LABELS[period.status],
    period.collected,
    earnout.percent,
    period.due,
    period.paid_on,
  ]);
  rows.push(['Total', `${earnout.totals.paid} paid`, earnout.totals.collected, earnout.percent, earnout.totals.due, null]);
  return toCsv(EARNOUT_CSV_HEADER, rows);
}
