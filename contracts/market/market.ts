/**
 * Market data from Lexchange's own closed sales (docs/api.md "Market data", docs/market.md): cells of practice area ×
 * region (or a state) × revenue band, a null dimension meaning "all". A cell carries figures only when it is large
 * enough (MARKET_THRESHOLDS); figures are quantiles only, never a minimum or a maximum.
 */
import { z } from 'zod';
import { PRACTICE_AREA_KEYS } from '../common/practice-areas';
import { REVENUE_BAND_KEYS } from '../listings/constants';
import { US_STATE_CODES } from '../common/us-states';
import { CENSUS_REGION_KEYS, regionOfState } from './regions';

/** k-anonymity: a cell shows figures only with this many sales from this many different sellers. */
export const MARKET_THRESHOLDS = { sales: 5, sellers: 3 } as const;
/** The public summary's coarser cells need more sales before they show figures. */
export const PUBLIC_MARKET_THRESHOLDS = { sales: 10, sellers: 5 } as const;
/** A published cell keeps its figures until its count moved this far from the count they were computed on. */
export const MARKET_REPUBLISH_CHANGE = 2;

export const MARKET_MESSAGES = {
  stateOutsideRegion: 'That state is not in the chosen region.',
  notEnough: 'Not enough sales yet',
  reasonRequired: 'Say why (it is kept in the log).',
  dealNotClosedSale: 'Only a deal closed as won with an accepted offer is in the market data.',
} as const;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional()) as unknown as z.ZodOptional<T>;

export const MarketQuerySchema = z
  .object({
    practice_area: optionalFilter(z.enum(PRACTICE_AREA_KEYS, { message: 'Choose one of the practice areas.' })),
    region: optionalFilter(z.enum(CENSUS_REGION_KEYS, { message: 'Choose one of the regions.' })),
    state: optionalFilter(z.enum(US_STATE_CODES, { message: 'Choose one of the states.' })),
    revenue_band: optionalFilter(z.enum(REVENUE_BAND_KEYS, { message: 'Choose one of the revenue bands.' })),
  })
  .superRefine((query, context) => {
    if (query.state && query.region && regionOfState(query.state) !== query.region)
      context.addIssue({ code: 'custom', path: ['state'], message: MARKET_MESSAGES.stateOutsideRegion });
  });
export type MarketQuery = z.infer<typeof MarketQuerySchema>;

const QuartilesSchema = z.object({ p25: z.number(), median: z.number(), p75: z.number() });
const MedianSchema = z.object({ median: z.number() });

export const MarketCellSchema = z.object({
  practice_area: z.string().nullable(),
  region: z.string().nullable(),
  state: z.string().nullable(),
  revenue_band: z.string().nullable(),
  sales: z.number().int(),
  /** Null when the cell is under the threshold: how many sellers a small cell has is not shown either. */
  sellers: z.number().int().nullable(),
  price_to_revenue: QuartilesSchema.nullable(),
  price_to_sde: QuartilesSchema.nullable(),
  share_at_closing: MedianSchema.nullable(),
  earnout_months: MedianSchema.nullable(),
  days_to_close: MedianSchema.nullable(),
});
export type MarketCell = z.infer<typeof MarketCellSchema>;

export const MarketResponseSchema = z.object({ as_of: z.string().nullable(), cells: z.array(MarketCellSchema) });
export type MarketResponse = z.infer<typeof MarketResponseSchema>;

/** The matching cell for a decision (the estimate, a listing, an offer): the most specific one with figures. */
export const MarketComparableQuerySchema = z.object({
  practice_area: z.enum(PRACTICE_AREA_KEYS, { message: 'Choose one of the practice areas.' }),
  state: optionalFilter(z.enum(US_STATE_CODES, { message: 'Choose one of the states.' })),
  revenue_band: optionalFilter(z.enum(REVENUE_BAND_KEYS, { message: 'Choose one of the revenue bands.' })),
});
export type MarketComparableQuery = z.infer<typeof MarketComparableQuerySchema>;
export const MarketComparableSchema = z.object({ as_of: z.string().nullable(), cell: MarketCellSchema.nullable() });
export type MarketComparable = z.infer<typeof MarketComparableSchema>;

export const MarketTrendQuerySchema = z.object({
  practice_area: optionalFilter(z.enum(PRACTICE_AREA_KEYS, { message: 'Choose one of the practice areas.' })),
});
export const MarketQuarterSchema = z.object({
  practice_area: z.string().nullable(),
  /** 2026-Q3 */
  quarter: z.string(),
  sales: z.number().int(),
  price_to_revenue: QuartilesSchema.nullable(),
});
export type MarketQuarter = z.infer<typeof MarketQuarterSchema>;
export const MarketTrendSchema = z.object({ as_of: z.string().nullable(), quarters: z.array(MarketQuarterSchema) });
export type MarketTrend = z.infer<typeof MarketTrendSchema>;

/** Staff: the closed sales behind a cell, excluded ones included and marked. */
export const MarketCellDealSchema = z.object({
  deal_id: z.number().int(),
  listing_reference: z.string(),
  headline: z.string(),
  seller_id: z.number().int(),
  closed_on: z.string(),
  price: z.number(),
  cash_at_closing: z.number(),
  earnout_months: z.number().nullable(),
  revenue: z.number().nullable(),
  sde: z.number().nullable(),
  price_to_revenue: z.number().nullable(),
  excluded: z.boolean(),
  exclusion_reason: z.string().nullable(),
});
export type MarketCellDeal = z.infer<typeof MarketCellDealSchema>;
export const MarketCellDealsSchema = z.object({ deals: z.array(MarketCellDealSchema) });

export const MarketExclusionBodySchema = z
  .object({
    excluded: z.boolean(),
    reason: z
      .string({ message: MARKET_MESSAGES.reasonRequired })
      .trim()
      .min(3, MARKET_MESSAGES.reasonRequired)
      .max(500, 'Keep the reason under 500 characters.'),
  })
  .strict();
export const MarketExclusionSchema = z.object({
  deal_id: z.number().int(),
  excluded: z.boolean(),
  reason: z.string(),
  changed_at: z.string(),
});
