/** /market: what practices sold for on Lexchange, by practice area, place and revenue band (every member). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MarketCell, MarketQuarter, MarketQuery } from '../../../contracts/market/market';
import { MARKET_THRESHOLDS } from '../../../contracts/market/market';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { isAdmin } from '../../app/session/profile';
import { useSession } from '../../app/session/useSession';
import { downloadCsv } from './downloadCsv';
import { MarketCellDeals } from './MarketCellDeals';
import { MarketFilters } from './MarketFilters';
import { MarketTable } from './MarketTable';
import { MarketTrendChart } from './MarketTrendChart';
import { fetchMarket, fetchMarketTrend, marketKeys } from './marketApi';
import { marketCsv } from './marketText';
import './market.css';

const FILTERS = ['practice_area', 'region', 'state', 'revenue_band'] as const;

function useFilters(): [MarketQuery, (next: MarketQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : []))) as MarketQuery;
  const set = (next: MarketQuery) =>
    setParams(Object.fromEntries(FILTERS.flatMap((name) => (next[name] ? [[name, String(next[name])]] : []))), { replace: true });
  return [query, set];
}

export default function MarketScreen() {
  const { user } = useSession();
  const [filters, setFilters] = useFilters();
  const [dealsOf, setDealsOf] = useState<MarketCell | null>(null);
  const cells = useQuery({
    queryKey: marketKeys.cells(filters),
    queryFn: ({ signal }) => fetchMarket(filters, signal),
    placeholderData: keepPreviousData,
  });
  const trend = useQuery({
    queryKey: marketKeys.trend(filters.practice_area),
    queryFn: ({ signal }) => fetchMarketTrend(filters.practice_area, signal),
  });
  const asOf = cells.data?.as_of;
  return (
    <div className="market-screen">
      <PageHeader
        title="Market data"
        lead={`What law practices sold for on Lexchange, from the deals closed here. A cell shows figures once it holds ${MARKET_THRESHOLDS.sales} sales from ${MARKET_THRESHOLDS.sellers} different sellers.`}
        actions={
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={!cells.data || cells.data.cells.length === 0}
            onClick={() => cells.data && downloadCsv(`lexchange-market-${asOf ?? 'data'}.csv`, marketCsv(cells.data.cells))}
          >
            <i className="bi bi-download me-1" aria-hidden="true" />
            Export CSV
          </button>
        }
      />
      <MarketFilters value={filters} onChange={setFilters} />
      {cells.isPending ? (
        <LoadingSkeleton variant="rows" count={6} label="Loading the market data…" />
      ) : cells.isError ? (
        <ErrorState onRetry={() => void cells.refetch()} retrying={cells.isFetching} />
      ) : cells.data.cells.length === 0 ? (
        <EmptyState title="No closed sales match yet" icon="bar-chart">
          {asOf ? 'Try fewer filters: every practice area, or the whole region.' : 'The market data appears after the first deals close.'}
        </EmptyState>
      ) : (
        <section className="card mb-4" aria-labelledby="market-cells-title">
          <div className="card-body">
            <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
              <h2 id="market-cells-title" className="h5 mb-0">
                Closed sales
              </h2>
              <span className="small text-body-secondary">As of {asOf}</span>
            </div>
            <MarketTable cells={cells.data.cells} onShowDeals={isAdmin(user) ? setDealsOf : undefined} collapseThin />
          </div>
        </section>
      )}
      <section className="card mb-4" aria-labelledby="market-trend-title">
        <div className="card-body">
          <h2 id="market-trend-title" className="h5">
            Price ÷ revenue over time
          </h2>
          <p className="small text-body-secondary">By quarter of closing, nationwide and in every revenue band.</p>
          {trend.data ? <TrendCharts quarters={trend.data.quarters} only={filters.practice_area} /> : <LoadingSkeleton count={2} />}
        </div>
      </section>
      <p className="small text-body-secondary">
        Figures are medians and quartiles only, never a lowest or highest price, and a cell’s figures stay as published until its count
        moved by two sales, so no single sale can be read from them. SDE is the seller’s discretionary earnings.
      </p>
      {dealsOf ? <MarketCellDeals cell={dealsOf} onClose={() => setDealsOf(null)} /> : null}
    </div>
  );
}

/** One chart per practice area with any quarter to show (the chosen one alone when filtered), all areas first. */
function TrendCharts({ quarters, only }: { quarters: MarketQuarter[]; only?: string }) {
  const areas = [...new Set(quarters.filter((q) => q.price_to_revenue).map((q) => q.practice_area))];
  const shown = only ? [only] : areas.sort((a, b) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)));
  if (shown.length === 0) return <p className="mb-0 text-body-secondary">No quarter has enough sales yet to show a figure.</p>;
  return (
    <div className="row g-3">
      {shown.map((area) => (
        <div key={area ?? 'all'} className="col-12 col-lg-6">
          <MarketTrendChart
            title={area ? practiceAreaLabel(area) : 'All practice areas'}
            quarters={quarters.filter((quarter) => quarter.practice_area === area)}
          />
        </div>
      ))}
    </div>
  );
}
