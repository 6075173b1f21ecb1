/** /market/summary: the public face of the market data, coarser (practice area × region) and with a higher threshold. */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PUBLIC_MARKET_THRESHOLDS } from '../../../contracts/market/market';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { EmptyState } from '../../components/EmptyState';
import { useSession } from '../../app/session/useSession';
import { MarketTable } from './MarketTable';
import { fetchMarketSummary, marketKeys } from './marketApi';
import './market.css';

/** The public pages have no query client (only the member area has one): the summary brings its own. */
export default function MarketSummaryScreen() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MarketSummary />
    </QueryClientProvider>
  );
}

function MarketSummary() {
  const { user } = useSession();
  const summary = useQuery({ queryKey: marketKeys.summary, queryFn: ({ signal }) => fetchMarketSummary(signal) });
  const withFigures = summary.data?.cells.filter((cell) => cell.sellers !== null) ?? [];
  return (
    <article className="market-summary">
      <h1 className="h3">What law practices sell for</h1>
      <p className="text-body-secondary">
        From the practice sales closed on Lexchange, by practice area and US census region. A line shows figures once it holds{' '}
        {PUBLIC_MARKET_THRESHOLDS.sales} sales from {PUBLIC_MARKET_THRESHOLDS.sellers} different sellers; members see finer cells, by state
        and revenue band, at <Link to={user ? '/market' : '/login'}>the market page</Link>.
      </p>
      {summary.isPending ? (
        <LoadingSkeleton variant="rows" count={5} />
      ) : summary.isError ? (
        <ErrorState onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : withFigures.length === 0 ? (
        <EmptyState title="Not enough sales yet" icon="bar-chart">
          The summary appears once enough practices have sold here.
        </EmptyState>
      ) : (
        <>
          <p className="small text-body-secondary mb-2">As of {summary.data.as_of}</p>
          <MarketTable cells={withFigures} />
        </>
      )}
    </article>
  );
}
