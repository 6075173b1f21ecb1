/** Reading a snapshot's cells: the filters of GET /market and the matching cell for a decision (pure). */
import type { MarketCell, MarketComparableQuery, MarketQuery } from '../../../contracts/market/market';
import { regionOfState } from '../../../contracts/market/regions';
import { cellKey } from './market-cells';

/**
 * The cells a filter asks for. A dimension not filtered on lists every value and "all". A state with no cell of its own
 * yet (too few sales) is merged upward: its region's cells answer.
 */
export function filterCells(cells: readonly MarketCell[], query: MarketQuery): MarketCell[] {
  const region = query.region ?? regionOfState(query.state);
  const stateHasCells = query.state !== undefined && cells.some((cell) => cell.state === query.state);
  return cells.filter(
    (cell) =>
      (query.practice_area === undefined || cell.practice_area === query.practice_area) &&
      (query.revenue_band === undefined || cell.revenue_band === query.revenue_band) &&
      (region === null || cell.region === region) &&
      (query.state === undefined || (stateHasCells ? cell.state === query.state : cell.state === null)),
  );
}

/**
 * The most specific cell with figures for a practice, merged upward: its state and band, its region and band, its
 * region, the nation and band, the nation. With none large enough, the most specific cell that exists (its sales
 * count only: "not enough sales yet"), or null when no sale matches at all.
 */
export function comparableCell(byKey: ReadonlyMap<string, MarketCell>, query: MarketComparableQuery): MarketCell | null {
  const area = query.practice_area;
  const region = regionOfState(query.state);
  const band = query.revenue_band ?? null;
  const candidates = [
    region && band && { practice_area: area, region, state: query.state!, revenue_band: band },
    region && band && { practice_area: area, region, state: null, revenue_band: band },
    region && { practice_area: area, region, state: query.state!, revenue_band: null },
    region && { practice_area: area, region, state: null, revenue_band: null },
    band && { practice_area: area, region: null, state: null, revenue_band: band },
    { practice_area: area, region: null, state: null, revenue_band: null },
  ].filter((candidate) => Boolean(candidate)) as Parameters<typeof cellKey>[0][];
  const found = candidates.map((candidate) => byKey.get(cellKey(candidate))).filter((cell) => cell !== undefined);
  return found.find((cell) => cell.sellers !== null) ?? found[0] ?? null;
}
