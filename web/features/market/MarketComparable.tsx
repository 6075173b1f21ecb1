/**
 * The market cell matching a decision (the instant estimate, an expert valuation, a listing's asking price, an offer):
 * the most specific cell with figures, in one sentence, with where a price falls in it when one is given.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MarketCell, MarketComparableQuery } from '../../../contracts/market/market';
import { fetchComparable, marketKeys } from './marketApi';
import { comparableSentence, multiple } from './marketText';

export interface MarketComparableProps {
  practiceArea: string | null | undefined;
  state?: string | null;
  revenueBand?: string | null;
  /** A price to place in the cell (the asking price, an offer), with the revenue it is divided by. */
  price?: { label: string; amount: number | null | undefined; revenue: number | null | undefined };
  className?: string;
}

/** Where a multiple falls against the cell's quartiles. */
export function placeInCell(ratio: number, cell: MarketCell): string | null {
  const q = cell.price_to_revenue;
  if (!q) return null;
  if (ratio < q.p25) return 'below the middle half of sales';
  if (ratio > q.p75) return 'above the middle half of sales';
  return ratio < q.median ? 'in the middle half, under the median' : 'in the middle half, at or over the median';
}

export function MarketComparable({ practiceArea, state, revenueBand, price, className }: MarketComparableProps) {
  const query = {
    practice_area: practiceArea as MarketComparableQuery['practice_area'],
    state: (state || undefined) as MarketComparableQuery['state'],
    revenue_band: (revenueBand || undefined) as MarketComparableQuery['revenue_band'],
  };
  const comparable = useQuery({
    queryKey: marketKeys.comparable(query),
    queryFn: ({ signal }) => fetchComparable(query, signal),
    enabled: Boolean(practiceArea),
  });
  const cell = comparable.data?.cell;
  if (!practiceArea || !cell) return null;
  const ratio = price?.amount && price.revenue ? price.amount / price.revenue : null;
  const place = ratio === null ? null : placeInCell(ratio, cell);
  return (
    <aside className={`market-comparable border rounded p-3 ${className ?? ''}`} aria-label="Market comparables">
      <p className="small text-uppercase text-body-secondary fw-semibold mb-1">
        <i className="bi bi-bar-chart me-1" aria-hidden="true" />
        Closed on Lexchange
      </p>
      <p className="mb-1">{comparableSentence(cell)}.</p>
      {cell.price_to_revenue ? (
        <p className="small text-body-secondary mb-1">
          Middle half of sales: {multiple(cell.price_to_revenue.p25)} – {multiple(cell.price_to_revenue.p75)} revenue
          {cell.price_to_sde ? `; median ${multiple(cell.price_to_sde.median)} SDE` : ''}.
        </p>
      ) : null}
      {place && ratio !== null && price ? (
        <p className="small mb-1">
          {price.label} is {multiple(ratio)} revenue: {place}.
        </p>
      ) : null}
      <Link to="/market" className="small">
        See the market data
      </Link>
    </aside>
  );
}
