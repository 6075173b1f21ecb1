import { useState } from 'react';
import type { MarketCell } from '../../../contracts/market/market';
import { REVENUE_BAND_KEYS } from '../../../contracts/listings/constants';
import { MARKET_MESSAGES } from '../../../contracts/market/market';
import { areaName, bandName, multiple, percent, placeName, plural } from './marketText';

const placeRank = (cell: MarketCell) => (cell.state ? 2 : cell.region ? 1 : 0);
const bandRank = (cell: MarketCell) => (cell.revenue_band ? REVENUE_BAND_KEYS.indexOf(cell.revenue_band as never) + 1 : 0);

/** All-areas first, then by area; within an area the nation, its regions, its states; "all bands" before each band. */
export function sortCells(cells: MarketCell[]): MarketCell[] {
  return [...cells].sort(
    (a, b) =>
      Number(a.practice_area !== null) - Number(b.practice_area !== null) ||
      areaName(a).localeCompare(areaName(b)) ||
      placeRank(a) - placeRank(b) ||
      placeName(a).localeCompare(placeName(b)) ||
      bandRank(a) - bandRank(b),
  );
}

const range = (figure: { p25: number; median: number; p75: number } | null) =>
  figure ? (
    <span>
      <strong>{multiple(figure.median)}</strong>
      <span className="d-block small text-body-secondary">
        {multiple(figure.p25)} – {multiple(figure.p75)}
      </span>
    </span>
  ) : (
    <span className="text-body-secondary">—</span>
  );

interface MarketTableProps {
  cells: MarketCell[];
  onShowDeals?: (cell: MarketCell) => void;
  /**
   * List only the cells with figures, and say how many have too few sales with a button to show them: on a young
   * market most cells are "Not enough sales yet" and bury the few that say something. When no cell has figures, all show.
   */
  collapseThin?: boolean;
}

/** The cells: median and interquartile range of the multiples, and the medians of the deal terms. */
export function MarketTable({ cells, onShowDeals, collapseThin = false }: MarketTableProps) {
  const [showThin, setShowThin] = useState(false);
  const withFigures = cells.filter((cell) => cell.sellers !== null);
  const thin = cells.length - withFigures.length;
  const collapsing = collapseThin && thin > 0 && withFigures.length > 0;
  const shown = collapsing && !showThin ? withFigures : cells;
  return (
    <>
      <div className="table-responsive market-table" tabIndex={0} role="region" aria-label="Market data cells">
        <table className="table table-sm align-middle mb-0">
          <caption className="small">
            Medians, with the middle half of sales (25th to 75th percentile) below. “—” is a figure with too few sales to show.
          </caption>
          <thead>
            <tr>
              <th scope="col">Practice area · place · revenue</th>
              <th scope="col" className="text-end">
                Sales
              </th>
              <th scope="col" className="text-end">
                Price ÷ revenue
              </th>
              <th scope="col" className="text-end">
                Price ÷ SDE
              </th>
              <th scope="col" className="text-end">
                Paid at closing
              </th>
              <th scope="col" className="text-end">
                Earn-out
              </th>
              <th scope="col" className="text-end">
                Days to close
              </th>
              {onShowDeals ? (
                <th scope="col" className="visually-hidden">
                  Staff
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {sortCells(shown).map((cell) => (
              <tr key={`${cell.practice_area}|${cell.region}|${cell.state}|${cell.revenue_band}`}>
                <th scope="row" className="fw-normal">
                  <span className="fw-semibold">{areaName(cell)}</span>
                  <span className="d-block small text-body-secondary">
                    {placeName(cell)} · {bandName(cell)}
                  </span>
                </th>
                <td className="text-end text-nowrap" data-label="Sales">
                  <span>
                    {cell.sales}
                    {cell.sellers === null ? <span className="d-block small text-body-secondary">{MARKET_MESSAGES.notEnough}</span> : null}
                  </span>
                </td>
                <td className="text-end text-nowrap" data-label="Price ÷ revenue">
                  {range(cell.price_to_revenue)}
                </td>
                <td className="text-end text-nowrap" data-label="Price ÷ SDE">
                  {range(cell.price_to_sde)}
                </td>
                <td className="text-end" data-label="Paid at closing">
                  {cell.share_at_closing ? percent(cell.share_at_closing.median) : '—'}
                </td>
                <td className="text-end text-nowrap" data-label="Earn-out">
                  {cell.earnout_months ? plural(cell.earnout_months.median, 'month') : '—'}
                </td>
                <td className="text-end" data-label="Days to close">
                  {cell.days_to_close ? cell.days_to_close.median : '—'}
                </td>
                {onShowDeals ? (
                  <td className="text-end">
                    <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onShowDeals(cell)}>
                      Sales behind it
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {collapsing ? (
        <p className="small text-body-secondary mt-2 mb-0">
          {showThin
            ? `Showing ${plural(thin, 'group')} with too few sales to show figures.`
            : `${plural(thin, 'more group')} ${thin === 1 ? 'has' : 'have'} too few sales to show figures.`}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => setShowThin((shown) => !shown)}>
            {showThin ? 'Hide them' : 'Show them'}
          </button>
        </p>
      ) : null}
    </>
  );
}
