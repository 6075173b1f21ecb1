import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ValuationSide } from '../../../contracts/valuations/valuations';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { BuyerValuationStart } from './BuyerValuationStart';
import { ValuationCard } from './ValuationCard';
import { fetchValuations, valuationKeys } from './valuationsApi';

const OPEN_PARAM = 'valuation';

/** /seller-valuations and /buyer-valuations: the member's valuations of one side, newest first. */
export default function ValuationsScreen({ side }: { side: ValuationSide }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = { 'filter[side]': side, per_page: 50 };
  const list = useQuery({
    queryKey: valuationKeys.list(params),
    queryFn: ({ signal }) => fetchValuations(params, signal),
    // A report being rendered appears on its own.
    refetchInterval: (query) => (query.state.data?.data.some((valuation) => valuation.report_pending) ? 3000 : false),
  });
  const openId = Number(searchParams.get(OPEN_PARAM)) || null;
  const toggle = (id: number) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (openId === id) next.delete(OPEN_PARAM);
        else next.set(OPEN_PARAM, String(id));
        return next;
      },
      { preventScrollReset: true },
    );

  const seller = side === 'seller';
  return (
    <>
      <PageHeader
        eyebrow={seller ? 'Seller' : 'Buyer'}
        title={seller ? 'Seller valuations' : 'Buyer valuations'}
        lead={
          seller
            ? 'The valuations of your practice: instant estimates and expert valuations with their reports.'
            : 'Your own valuations of the practices you have access to. Sellers never see them.'
        }
        actions={
          seller ? (
            <Link to="/get-valuation" className="btn btn-primary">
              <i className="bi bi-graph-up-arrow me-1" aria-hidden="true" />
              Get a valuation
            </Link>
          ) : null
        }
      />
      {seller ? null : <BuyerValuationStart onSaved={(id) => setSearchParams({ [OPEN_PARAM]: String(id) })} />}
      {list.isPending ? <LoadingSkeleton variant="rows" count={3} label="Loading your valuations…" /> : null}
      {list.isError ? <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
      {list.data && list.data.data.length === 0 ? (
        <EmptyState
          icon="calculator"
          title={seller ? 'No valuations yet' : 'You have not valued a listing yet'}
          action={
            seller ? (
              <Link to="/get-valuation" className="btn btn-primary">
                Get an instant estimate
              </Link>
            ) : null
          }
        >
          {seller
            ? 'Get an instant, explained estimate of your practice in a few minutes; save it here and ask our experts for a report when you are ready.'
            : 'Choose a listing you have access to above to value it with your own assumptions.'}
        </EmptyState>
      ) : null}
      {list.data?.data.map((valuation) => (
        <ValuationCard key={valuation.id} valuation={valuation} open={openId === valuation.id} onToggle={() => toggle(valuation.id)} />
      ))}
    </>
  );
}
