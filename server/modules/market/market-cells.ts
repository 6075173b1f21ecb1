/**
 * The market data's cells from a list of closed sales (docs/market.md): every combination of practice area (or all),
 * geography (national, a census region, a state) and revenue band (or all), each published only when it is large
 * enough, and a published cell's figures held until its count moved by MARKET_REPUBLISH_CHANGE, so that comparing two
 * snapshots never isolates one sale. Pure: the job feeds it the sales and the previous snapshot.
 */
import { MARKET_REPUBLISH_CHANGE, MARKET_THRESHOLDS, type MarketCell, type MarketQuarter } from '../../../contracts/market/market';
import { regionOfState } from '../../../contracts/market/regions';
import { revenueBandOf } from '../../../contracts/listing-constants';
import { median, quartiles } from './quantiles';

export interface ClosedSale {
  dealId: number;
  /** The listing's owner: a cell needs sales from several different sellers. */
  sellerId: number;
  practiceAreas: readonly string[];
  state: string | null;
  revenue: number | null;
  sde: number | null;
  price: number;
  cashAtClosing: number;
  earnoutMonths: number | null;
  listedAt: Date;
  closedAt: Date;
}

type Dimensions = Pick<MarketCell, 'practice_area' | 'region' | 'state' | 'revenue_band'>;

export const cellKey = (cell: Dimensions) =>
  `${cell.practice_area ?? '*'}|${cell.region ?? '*'}|${cell.state ?? '*'}|${cell.revenue_band ?? '*'}`;
const quarterKey = (cell: Pick<MarketQuarter, 'practice_area' | 'quarter'>) => `${cell.practice_area ?? '*'}|${cell.quarter}`;

export const quarterOf = (date: Date) => `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;

const DAY = 86_400_000;

/** Whether a set of sales is large enough to show a figure computed from it. */
function largeEnough(sales: readonly ClosedSale[], thresholds: { sales: number; sellers: number } = MARKET_THRESHOLDS): boolean {
  if (sales.length < thresholds.sales) return false;
  const sellers = new Set<number>();
  for (const sale of sales) {
    sellers.add(sale.sellerId);
    if (sellers.size >= thresholds.sellers) return true;
  }
  return false;
}

const distinctSellers = (sales: readonly ClosedSale[]) => new Set(sales.map((sale) => sale.sellerId)).size;

/** A figure over the sales that have what it needs (an SDE, an earn-out): null unless those alone are large enough. */
function over<T>(sales: readonly ClosedSale[], has: (sale: ClosedSale) => boolean, figure: (subset: ClosedSale[]) => T): T | null {
  const subset = sales.filter(has);
  return largeEnough(subset) ? figure(subset) : null;
}

export function suppressedCell(dimensions: Dimensions, sales: number): MarketCell {
  return {
    ...dimensions,
    sales,
    sellers: null,
    price_to_revenue: null,
    price_to_sde: null,
    share_at_closing: null,
    earnout_months: null,
    days_to_close: null,
  };
}

function figuresOf(dimensions: Dimensions, sales: readonly ClosedSale[]): MarketCell {
  return {
    ...dimensions,
    sales: sales.length,
    sellers: distinctSellers(sales),
    price_to_revenue: over(
      sales,
      (sale) => (sale.revenue ?? 0) > 0,
      (subset) => quartiles(subset.map((sale) => sale.price / sale.revenue!)),
    ),
    price_to_sde: over(
      sales,
      (sale) => (sale.sde ?? 0) > 0,
      (subset) => quartiles(subset.map((sale) => sale.price / sale.sde!)),
    ),
    share_at_closing: { median: median(sales.map((sale) => sale.cashAtClosing / sale.price)) },
    earnout_months: over(
      sales,
      (sale) => sale.earnoutMonths !== null,
      (subset) => ({
        median: median(
          subset.map((sale) => sale.earnoutMonths!),
          1,
        ),
      }),
    ),
    days_to_close: {
      median: median(
        sales.map((sale) => Math.max(0, (sale.closedAt.getTime() - sale.listedAt.getTime()) / DAY)),
        0,
      ),
    },
  };
}

/** Whether a previously published cell still stands: its count has not moved far enough from the one it was computed on. */
export function holds(previous: { sales: number; sellers: number | null } | undefined, count: number): boolean {
  return previous !== undefined && previous.sellers !== null && Math.abs(count - previous.sales) < MARKET_REPUBLISH_CHANGE;
}

function* dimensionsOf(sale: ClosedSale): Generator<Dimensions> {
  const region = regionOfState(sale.state);
  const band = revenueBandOf(sale.revenue);
  const areas: (string | null)[] = [...new Set(sale.practiceAreas), null];
  const places: [string | null, string | null][] = [[null, null]];
  if (region) places.push([region, null], [region, sale.state]);
  const bands = band ? [band, null] : [null];
  for (const practice_area of areas)
    for (const [region, state] of places) for (const revenue_band of bands) yield { practice_area, region, state, revenue_band };
}

export interface MarketFigures {
  cells: MarketCell[];
  quarters: MarketQuarter[];
}

/**
 * The next snapshot's cells. A state's cell is listed only once it is large enough (until then its sales count in its
 * region's); every other cell is listed, under the threshold with its sales count only.
 */
export function computeMarket(sales: readonly ClosedSale[], previous: MarketFigures = { cells: [], quarters: [] }): MarketFigures {
  const groups = new Map<string, { dimensions: Dimensions; sales: ClosedSale[] }>();
  const quarterGroups = new Map<string, { practice_area: string | null; quarter: string; sales: ClosedSale[] }>();
  for (const sale of sales) {
    for (const dimensions of dimensionsOf(sale)) {
      const key = cellKey(dimensions);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { dimensions, sales: [] }));
      group.sales.push(sale);
    }
    const quarter = quarterOf(sale.closedAt);
    for (const practice_area of [...new Set(sale.practiceAreas), null]) {
      const key = quarterKey({ practice_area, quarter });
      let group = quarterGroups.get(key);
      if (!group) quarterGroups.set(key, (group = { practice_area, quarter, sales: [] }));
      group.sales.push(sale);
    }
  }

  const published = new Map(previous.cells.map((cell) => [cellKey(cell), cell]));
  const cells: MarketCell[] = [];
  for (const [key, { dimensions, sales: inCell }] of groups) {
    if (!largeEnough(inCell)) {
      if (dimensions.state === null) cells.push(suppressedCell(dimensions, inCell.length));
      continue;
    }
    const before = published.get(key);
    cells.push(holds(before, inCell.length) ? before! : figuresOf(dimensions, inCell));
  }

  const publishedQuarters = new Map(previous.quarters.map((quarter) => [quarterKey(quarter), quarter]));
  const quarters: MarketQuarter[] = [];
  for (const [key, { practice_area, quarter, sales: inQuarter }] of quarterGroups) {
    const before = publishedQuarters.get(key);
    if (!largeEnough(inQuarter)) quarters.push({ practice_area, quarter, sales: inQuarter.length, price_to_revenue: null });
    else if (before?.price_to_revenue && Math.abs(inQuarter.length - before.sales) < MARKET_REPUBLISH_CHANGE) quarters.push(before);
    else
      quarters.push({
        practice_area,
        quarter,
        sales: inQuarter.length,
        price_to_revenue: over(
          inQuarter,
          (sale) => (sale.revenue ?? 0) > 0,
          (subset) => quartiles(subset.map((sale) => sale.price / sale.revenue!)),
        ),
      });
  }
  quarters.sort((a, b) => (a.quarter < b.quarter ? -1 : a.quarter > b.quarter ? 1 : 0));
  return { cells, quarters };
}
