/** An earn-out as docs/api.md shapes it; an open period reads as upcoming until its month has ended, then to_report. */
import { earnoutTotals, monthEnd, type Earnout, type EarnoutPeriod, type EarnoutStatus } from '../../../contracts/earnout/earnout';
import type { EarnoutPeriodRow, EarnoutRow } from './earnout.table';

export const periodStatus = (row: Pick<EarnoutPeriodRow, 'status' | 'month'>, today: string): EarnoutStatus =>
  row.status === 'open' ? (monthEnd(row.month) <= today ? 'to_report' : 'upcoming') : (row.status as EarnoutStatus);

export const toPeriod = (row: EarnoutPeriodRow, today: string): EarnoutPeriod => ({
  month: row.month,
  collected: row.collected,
  due: row.due,
  status: periodStatus(row, today),
  paid_on: row.paidOn,
});

export function toEarnout(earnout: EarnoutRow, rows: EarnoutPeriodRow[], today: string): Earnout {
  const periods = [...rows].sort((a, b) => a.month.localeCompare(b.month)).map((row) => toPeriod(row, today));
  return { percent: earnout.percent, months: earnout.months, starts_on: earnout.startsOn, periods, totals: earnoutTotals(periods) };
}
