/**
 * The market data's cells from a list of closed sales (docs/market.md): every combination of practice area (or all),
 * geography (national, a census region, a state) and revenue band (or all), each published only when it is large
 * enough, and a published cell's figures held until its count moved by MARKET_REPUBLISH_CHANGE, so that comparing two
 * snapshots never isolates one sale. Pure: the job feeds it the sales and the previous snapshot.
 */
import { MARKET_REPUBLISH_CHANGE, MARKET_THRESHOLDS, type MarketCell, type MarketQuarter } from '../../../contracts/market/market';
import { regionOfState } from '../../../contracts/market/regions';
import { revenueBandOf } from '../../../contracts/listings/constants';
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

/** A sale's figures, worked out once (a sale counts in a dozen cells): NaN where it has none. */
interface SaleFigures {
  seller: number;
  toRevenue: number;
  toSde: number;
  share: number;
  earnoutMonths: number;
  days: number;
}

const figuresOfSale = (sale: ClosedSale): SaleFigures => ({
  seller: sale.sellerId,
  toRevenue: (sale.revenue ?? 0) > 0 ? sale.price / sale.revenue! : NaN,
  toSde: (sale.sde ?? 0) > 0 ? sale.price / sale.sde! : NaN,
  share: sale.cashAtClosing / sale.price,
  earnoutMonths: sale.earnoutMonths ?? NaN,
  days: Math.max(0, (sale.closedAt.getTime() - sale.listedAt.getTime()) / DAY),
});

/** Whether a set of sales is large enough to show a figure computed from it. */
function largeEnough(sales: readonly SaleFigures[], thresholds: { sales: number; sellers: number } = MARKET_THRESHOLDS): boolean {
  if (sales.length < thresholds.sales) return false;
  const sellers = new Set<number>();
  for (const sale of sales) {
    sellers.add(sale.seller);
    if (sellers.size >= thresholds.sellers) return true;
  }
  return false;
}

/** The values of one figure over the sales that have it, or null unless those sales alone are large enough. */
function valuesOf(sales: readonly SaleFigures[], figure: Exclude<keyof SaleFigures, 'seller'>): number[] | null {
  const subset = sales.filter((sale) => !Number.isNaN(sale[figure]));
  return largeEnough(subset) ? subset.map((sale) => sale[figure]) : null;
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

function figuresOf(dimensions: Dimensions, sales: readonly SaleFigures[]): MarketCell {
  const toRevenue = valuesOf(sales, 'toRevenue');
  const toSde = valuesOf(sales, 'toSde');
  const earnout = valuesOf(sales, 'earnoutMonths');
  return {
    ...dimensions,
    sales: sales.length,
    sellers: new Set(sales.map((sale) => sale.seller)).size,
    price_to_revenue: toRevenue && quartiles(toRevenue),
    price_to_sde: toSde && quartiles(toSde),
    share_at_closing: { median: median(sales.map((sale) => sale.share)) },
    earnout_months: earnout && { median: median(earnout, 1) },
    days_to_close: {
      median: median(
        sales.map((sale) => sale.days),
        0,
      ),
    },
  };
}

/** Whether a previously published cell still stands: its count has not moved far enough from the one it was computed on. */
export function holds(previous: { sales: number; sellers: number | null } | undefined, count: number): boolean {
  return previous !== undefined && previous.sellers !== null && Math.abs(count - previous.sales) < MARKET_REPUBLISH_CHANGE;
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
  const groups = new Map<string, { dimensions: Dimensions; sales: SaleFigures[] }>();
  const quarterGroups = new Map<string, { practice_area: string | null; quarter: string; sales: SaleFigures[] }>();
  const add = (dimensions: Dimensions, figures: SaleFigures) => {
    const cell = cellKey(dimensions);
    const group = groups.get(cell);
    if (group) group.sales.push(figures);
    else groups.set(cell, { dimensions, sales: [figures] });
  };
  for (const sale of sales) {
    const figures = figuresOfSale(sale);
    const region = regionOfState(sale.state);
    const band = revenueBandOf(sale.revenue);
    const areas: (string | null)[] = [...new Set(sale.practiceAreas), null];
    const quarter = quarterOf(sale.closedAt);
    for (const practice_area of areas) {
      for (const revenue_band of band ? [band, null] : [null]) {
        add({ practice_area, region: null, state: null, revenue_band }, figures);
        if (region) {
          add({ practice_area, region, state: null, revenue_band }, figures);
          add({ practice_area, region, state: sale.state, revenue_band }, figures);
        }
      }
      const inQuarter = quarterKey({ practice_area, quarter });
      const group = quarterGroups.get(inQuarter);
      if (group) group.sales.push(figures);
      else quarterGroups.set(inQuarter, { practice_area, quarter, sales: [figures] });
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
    else {
      const toRevenue = valuesOf(inQuarter, 'toRevenue');
      quarters.push({ practice_area, quarter, sales: inQuarter.length, price_to_revenue: toRevenue && quartiles(toRevenue) });
    }
  }
  quarters.sort((a, b) => (a.quarter < b.quarter ? -1 : a.quarter > b.quarter ? 1 : 0));
  return { cells, quarters };
}
