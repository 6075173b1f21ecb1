/** The market data calls (docs/api.md "Market data"), typed by contracts/market. */
import type { MarketComparableQuery, MarketQuery } from '../../../contracts/market/market';
import { marketRoutes } from '../../../contracts/market/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const marketKeys = {
  all: ['market'] as const,
  cells: (query: MarketQuery) => ['market', 'cells', query] as const,
  summary: ['market', 'summary'] as const,
  trend: (practiceArea: string | undefined) => ['market', 'trend', practiceArea ?? null] as const,
  comparable: (query: MarketComparableQuery) => ['market', 'comparable', query] as const,
  cellDeals: (query: MarketQuery) => ['market', 'deals', query] as const,
};

/** Drops the unset filters: the query string carries only what was chosen. */
const chosen = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as T;

export const fetchMarket = (query: MarketQuery, signal?: AbortSignal, client: ApiClient = api) =>
  callApi(marketRoutes.show, { query: chosen(query), signal, silent: true, client });

export const fetchMarketSummary = (signal?: AbortSignal, client: ApiClient = api) =>
  callApi(marketRoutes.summary, { signal, silent: true, client });

export const fetchMarketTrend = (practiceArea: string | undefined, signal?: AbortSignal, client: ApiClient = api) =>
  callApi(marketRoutes.trend, { query: chosen({ practice_area: practiceArea }), signal, silent: true, client });

export const fetchComparable = (query: MarketComparableQuery, signal?: AbortSignal, client: ApiClient = api) =>
  callApi(marketRoutes.comparable, { query: chosen(query), signal, silent: true, client });

export const fetchCellDeals = (query: MarketQuery, signal?: AbortSignal, client: ApiClient = api) =>
  callApi(marketRoutes.cellDeals, { query: chosen(query), signal, silent: true, client });

export const setMarketExclusion = (dealId: number, body: { excluded: boolean; reason: string }, client: ApiClient = api) =>
  callApi(marketRoutes.exclude, { params: { id: dealId }, body, client });
