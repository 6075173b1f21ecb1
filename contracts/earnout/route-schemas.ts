import type { ZodType } from 'zod';
import { IdParamsSchema } from '../common/common';
import type { RouteSchemas } from '../common/route-map';
import {
  EarnoutConfirmSchema,
  EarnoutCorrectionSchema,
  EarnoutDisputeSchema,
  EarnoutMonthParamsSchema,
  EarnoutPaidSchema,
  EarnoutPeriodHistorySchema,
  EarnoutReportSchema,
  EarnoutSchema,
} from './earnout';

const tags = ['earnout'];
const action = <Body extends ZodType>(summary: string, body: Body) => ({
  summary,
  tags,
  params: EarnoutMonthParamsSchema,
  body,
  response: { 200: EarnoutSchema },
});

/** The schemas of the earn-out endpoints (paths in ./routes.ts); docs/api.md "Closing room, client notices, earn-out". */
export const earnoutRouteSchemas = {
  show: {
    summary: 'The earn-out of a deal closed as won: its periods and totals (its two sides and staff; 404 when it has none)',
    tags,
    params: IdParamsSchema,
    response: { 200: EarnoutSchema },
  },
  export: {
    summary: 'The earn-out as CSV for the accountant (UTF-8 with a byte-order mark, a header row)',
    tags,
    params: IdParamsSchema,
  },
  history: {
    summary: 'One month of the earn-out with its history: each report, correction, answer and payment, with notes',
    tags,
    params: EarnoutMonthParamsSchema,
    response: { 200: EarnoutPeriodHistorySchema },
  },
  report: action('The buyer reports the fees collected in a month that has ended (once; then corrections)', EarnoutReportSchema),
  correct: action('The buyer corrects a reported, disputed or confirmed month with a note (history kept)', EarnoutCorrectionSchema),
  confirm: action('The seller confirms a reported month’s figure, as shown to them', EarnoutConfirmSchema),
  dispute: action('The seller disputes a reported month’s figure with a note', EarnoutDisputeSchema),
  paid: action('The buyer marks a confirmed month paid, with the date', EarnoutPaidSchema),
} satisfies RouteSchemas;
