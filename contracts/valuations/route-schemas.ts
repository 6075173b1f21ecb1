import {
  CreateValuationSchema,
  UpdateValuationSchema,
  ValuationListSchema,
  ValuationParamsSchema,
  ValuationResponseSchema,
  ValuationSchema,
  ValuationsQuerySchema,
} from './records';
import { ValuateInputSchema, ValuationEstimateSchema } from './valuations';
import type { RouteSchemas } from '../common/route-map';

const tags = ['valuations'];

/** The schemas of the valuations endpoints (paths in ./routes.ts). */
export const valuationRouteSchemas = {
  valuate: {
    summary: 'The instant estimate: low / mid / high with the method line by line, the pipeline and a sensitivity table (no record made)',
    tags: ['valuations'],
    body: ValuateInputSchema,
    response: { 200: ValuationEstimateSchema },
  },
  list: {
    summary:
      'Your valuations, newest first; staff pass scope=expert for the queue of expert valuation requests (search, status, side, assignee, pages)',
    tags,
    querystring: ValuationsQuerySchema,
    response: { 200: ValuationListSchema },
  },
  create: {
    summary: 'Save an estimate (recomputed here), optionally on your listing or one you have access to, optionally sent to our experts',
    tags,
    body: CreateValuationSchema,
    response: { 201: ValuationResponseSchema },
  },
  show: {
    summary: 'One valuation: its owner and staff only (404 for anyone else)',
    tags,
    params: ValuationParamsSchema,
    response: { 200: ValuationSchema },
  },
  save: {
    summary:
      'The owner changes an estimate or requests an expert valuation; staff assign, review and complete it (also POST with _method=PUT)',
    tags,
    params: ValuationParamsSchema,
    body: UpdateValuationSchema,
    response: { 200: ValuationResponseSchema },
  },
  report: { summary: 'The PDF report of a completed expert valuation (owner and staff only)', tags, params: ValuationParamsSchema },
} satisfies RouteSchemas;
