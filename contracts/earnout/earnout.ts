/**
 * The earn-out of a deal closed as won (issue #32; docs/api.md "Closing room, client notices, earn-out"): one period a
 * month; the buyer reports the fees collected from transferred clients, the amount due is computed, the seller
 * confirms or disputes, the buyer marks it paid. Money in whole dollars.
 */
import { z } from 'zod';
import { IdSchema } from '../common/common';

export const EARNOUT_STATUSES = ['upcoming', 'to_report', 'reported', 'confirmed', 'disputed', 'paid'] as const;
export type EarnoutStatus = (typeof EARNOUT_STATUSES)[number];

export const EARNOUT_LIMITS = { collectedMax: 100_000_000, noteMax: 1000 } as const;
/** Days after a month ends before its report is overdue, and after a confirmation before its payment is. */
export const EARNOUT_REPORT_GRACE_DAYS = 15;
export const EARNOUT_PAYMENT_GRACE_DAYS = 30;

export const EARNOUT_MESSAGES = {
  collected: `Enter the fees collected in whole dollars, from $0 to $${EARNOUT_LIMITS.collectedMax.toLocaleString('en-US')}.`,
  note: 'Say what changed and why: the other side reads it.',
  noteMax: `The note must not be greater than ${EARNOUT_LIMITS.noteMax} characters.`,
  paidOn: 'Enter the date it was paid.',
  paidFuture: 'The payment date cannot be in the future.',
  paidBeforeMonth: 'The payment date cannot be before the month it pays for.',
  month: 'The month is written YYYY-MM.',
  notFound: 'This deal has no earn-out.',
  noPeriod: 'That month is not part of this earn-out.',
  notEnded: 'This month has not ended yet: report it once it has.',
  alreadyReported: 'This month was already reported: correct it with a note instead.',
  notReported: 'This month has not been reported yet.',
  notToCorrect: 'Only a reported, disputed or confirmed month that is not yet paid can be corrected.',
  notToAnswer: 'Only a reported month can be confirmed or disputed.',
  notConfirmed: 'The seller confirms the month before it is marked paid.',
  changed: 'The buyer changed the figure since you opened it: read the new figure before answering.',
  buyerOnly: 'Only the buyer reports fees, corrects a report and marks a month paid.',
  sellerOnly: 'Only the seller confirms or disputes a month.',
  staff: 'Staff can read the earn-out but not change it.',
  impersonating: 'Staff acting as a member can read the earn-out but never change it.',
} as const;

/** The amount due for a month: percent × collected / 100, rounded to the nearest whole dollar (halves up). */
export const earnoutDue = (percent: number, collected: number) => Math.floor((percent * collected + 50) / 100);

const wholeDollars = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: EARNOUT_MESSAGES.collected })
    .int(EARNOUT_MESSAGES.collected)
    .min(0, EARNOUT_MESSAGES.collected)
    .max(EARNOUT_LIMITS.collectedMax, EARNOUT_MESSAGES.collected),
);
const requiredNote = z
  .string({ error: EARNOUT_MESSAGES.note })
  .trim()
  .min(1, EARNOUT_MESSAGES.note)
  .max(EARNOUT_LIMITS.noteMax, EARNOUT_MESSAGES.noteMax);

export const EarnoutMonthParamsSchema = z.object({
  id: IdSchema,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, EARNOUT_MESSAGES.month),
});

/** The buyer's first report of a month. */
export const EarnoutReportSchema = z.object({ collected: wholeDollars });
/** The buyer's correction of a report, with why. */
export const EarnoutCorrectionSchema = z.object({ collected: wholeDollars, note: requiredNote });
/** The seller confirms the figure they were shown (a changed figure is refused). */
export const EarnoutConfirmSchema = z.object({ collected: wholeDollars });
/** The seller disputes the figure they were shown, with why. */
export const EarnoutDisputeSchema = z.object({ collected: wholeDollars, note: requiredNote });
export const EarnoutPaidSchema = z.object({
  paid_on: z.string({ error: EARNOUT_MESSAGES.paidOn }).refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, EARNOUT_MESSAGES.paidOn),
});

export const EarnoutPeriodSchema = z.object({
  month: z.string(),
  collected: z.number().int().nullable(),
  due: z.number().int().nullable(),
  status: z.enum(EARNOUT_STATUSES),
  paid_on: z.string().nullable(),
});
export type EarnoutPeriod = z.infer<typeof EarnoutPeriodSchema>;

export const EarnoutSchema = z.object({
  percent: z.number().int(),
  months: z.number().int(),
  starts_on: z.string(),
  periods: z.array(EarnoutPeriodSchema),
  totals: z.object({ collected: z.number().int(), due: z.number().int(), paid: z.number().int() }),
});
export type Earnout = z.infer<typeof EarnoutSchema>;

export const EARNOUT_ACTIONS = ['reported', 'corrected', 'confirmed', 'disputed', 'paid'] as const;
export const EarnoutPeriodHistorySchema = z.object({
  period: EarnoutPeriodSchema,
  events: z.array(
    z.object({
      action: z.enum(EARNOUT_ACTIONS),
      by: z.enum(['buyer', 'seller']).nullable(),
      collected: z.number().int().nullable(),
      due: z.number().int().nullable(),
      paid_on: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type EarnoutPeriodHistory = z.infer<typeof EarnoutPeriodHistorySchema>;

/** Totals of the periods: collected and due over every reported month, paid over the months marked paid. */
export function earnoutTotals(periods: readonly Pick<EarnoutPeriod, 'collected' | 'due' | 'status'>[]): Earnout['totals'] {
  let collected = 0;
  let due = 0;
  let paid = 0;
  for (const period of periods) {
    collected += period.collected ?? 0;
    due += period.due ?? 0;
    if (period.status === 'paid') paid += period.due ?? 0;
  }
  return { collected, due, paid };
}

/** The months of a schedule: `months` calendar months from `startsOn` (YYYY-MM-01). */
export function earnoutMonths(startsOn: string, months: number): string[] {
  const year = Number(startsOn.slice(0, 4));
  const month = Number(startsOn.slice(5, 7)) - 1;
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The first day of the first full month after closing (the closing month itself when it closed on the 1st). */
export function earnoutStart(closedOn: string): string {
  const [year, month, day] = closedOn.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 + (day === 1 ? 0 : 1), 1));
  return start.toISOString().slice(0, 10);
}

/** The first day after the month (when it can be reported). */
export const monthEnd = (month: string) => earnoutMonths(`${month}-01`, 2)[1]! + '-01';
