/** How the market data reads: cell names, figures, the comparables sentence and the CSV export. */
import type { MarketCell } from '../../../contracts/market/market';
import { regionLabel } from '../../../contracts/market/regions';
import { REVENUE_BANDS } from '../../../contracts/listings/constants';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { usStateName } from '../../../contracts/common/us-states';

export const areaName = (cell: Pick<MarketCell, 'practice_area'>) =>
  cell.practice_area ? practiceAreaLabel(cell.practice_area) : 'All practice areas';

export const placeName = (cell: Pick<MarketCell, 'region' | 'state'>) =>
  cell.state ? usStateName(cell.state) : cell.region ? regionLabel(cell.region) : 'United States';

export const bandName = (cell: Pick<MarketCell, 'revenue_band'>) =>
  cell.revenue_band ? (REVENUE_BANDS.find((band) => band.key === cell.revenue_band)?.label ?? cell.revenue_band) : 'All revenue bands';

export const multiple = (value: number) => `${value.toFixed(2)}×`;
export const percent = (share: number) => `${Math.round(share * 100)}%`;
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "12 sales of Estate Planning, Wills & Trusts practices in the Northeast, median 1.05× revenue". */
export function comparableSentence(cell: MarketCell): string {
  const what = cell.practice_area ? `${practiceAreaLabel(cell.practice_area)} practices` : 'practices';
  const where =
    cell.state || cell.region ? ` in ${cell.state ? usStateName(cell.state) : `the ${regionLabel(cell.region!)}`}` : ' nationwide';
  const band = cell.revenue_band ? ` with revenue ${bandName(cell).replace(/^Under/, 'under')}` : '';
  const head = `${plural(cell.sales, 'sale')} of ${what}${where}${band}`;
  if (!cell.price_to_revenue) return `${head}: not enough sales yet to show figures`;
  return `${head}, median ${multiple(cell.price_to_revenue.median)} revenue`;
}

const csvField = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const CSV_COLUMNS = [
  'practice_area',
  'region',
  'state',
  'revenue_band',
  'sales',
  'sellers',
  'price_to_revenue_p25',
  'price_to_revenue_median',
  'price_to_revenue_p75',
  'price_to_sde_p25',
  'price_to_sde_median',
  'price_to_sde_p75',
  'share_at_closing_median',
  'earnout_months_median',
  'days_to_close_median',
] as const;

/** The cells as CSV, one per line (an empty field is "all" for a dimension, "not shown" for a figure). */
export function marketCsv(cells: MarketCell[]): string {
  const rows = cells.map((cell) =>
    [
      cell.practice_area,
      cell.region,
      cell.state,
      cell.revenue_band,
      cell.sales,
      cell.sellers,
      cell.price_to_revenue?.p25,
      cell.price_to_revenue?.median,
      cell.price_to_revenue?.p75,
      cell.price_to_sde?.p25,
      cell.price_to_sde?.median,
      cell.price_to_sde?.p75,
      cell.share_at_closing?.median,
      cell.earnout_months?.median,
      cell.days_to_close?.median,
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\n') + '\n';
}
