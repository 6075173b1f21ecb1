import { IdParamsSchema } from '../common/common';
import type { RouteSchemas } from '../common/route-map';
import {
  MarketCellDealsSchema,
  MarketComparableQuerySchema,
  MarketComparableSchema,
  MarketExclusionBodySchema,
  MarketExclusionSchema,
  MarketQuerySchema,
  MarketResponseSchema,
  MarketTrendQuerySchema,
  MarketTrendSchema,
} from './market';

const tags = ['market'];

/** The schemas of the market data endpoints (paths in ./routes.ts; docs/api.md "Market data"). */
export const marketRouteSchemas = {
  show: {
    summary: 'Market data cells from the latest snapshot (members); a cell under the threshold carries its sales count only',
    tags,
    querystring: MarketQuerySchema,
    response: { 200: MarketResponseSchema },
  },
  summary: {
    summary: 'The public summary: practice area × region only, with a higher threshold',
    tags,
    response: { 200: MarketResponseSchema },
  },
  trend: {
    summary: 'Median price ÷ revenue by quarter of closing, per practice area (members)',
    tags,
    querystring: MarketTrendQuerySchema,
    response: { 200: MarketTrendSchema },
  },
  comparable: {
    summary: 'The most specific cell with figures for a practice area, state and revenue band (members)',
    tags,
    querystring: MarketComparableQuerySchema,
    response: { 200: MarketComparableSchema },
  },
  cellDeals: {
    summary: 'Staff: the closed sales behind a cell, excluded ones marked',
    tags,
    querystring: MarketQuerySchema,
    response: { 200: MarketCellDealsSchema },
  },
  exclude: {
    summary: 'Staff: exclude a closed sale from the market data, or include it again, with a reason (logged; recomputed)',
    tags,
    params: IdParamsSchema,
    body: MarketExclusionBodySchema,
    response: { 200: MarketExclusionSchema },
  },
} satisfies RouteSchemas;
