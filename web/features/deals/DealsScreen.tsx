/** /buyer-deals and /seller-deals: the side's deals as a pipeline board or a sortable list, filtered by listing and status. */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Deal, DealStage } from '../../../contracts/deals/deals';
import { isAdmin } from '../../app/session/profile';
import { useSession } from '../../app/session/useSession';
import { useIsMobileView } from '../../app/useIsMobileView';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { cx } from '../../lib/cx';
import { boardStages } from './dealLabels';
import { DealList } from './DealList';
import { StageAdminDialog } from './StageAdminDialog';
import { dealListKey, fetchDeals, fetchStages, STAGES_KEY, type DealsSide } from './dealsApi';
import { useDealsLive } from './useDealsLive';
import { useMoveDeal } from './useMoveDeal';
import './deals.css';

// The drag-and-drop board loads after the screen, so the dashboard's redirect here is not held up by it.
const DealBoard = lazy(() => import('./DealBoard').then((module) => ({ default: module.DealBoard })));

type View = 'board' | 'list';
type Status = 'all' | 'open' | 'closed';

const STATUS_LABELS: Record<Status, string> = { all: 'All', open: 'Open', closed: 'Closed' };

export default function DealsScreen({ side }: { side: DealsSide }) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'list' ? 'list' : 'board';
  const status = (['open', 'closed'].includes(params.get('status') ?? '') ? params.get('status') : 'all') as Status;
  const listingId = Number(params.get('listing')) || null;
  const mobile = useIsMobileView();
  const { user } = useSession();
  const staff = isAdmin(user);
  useDealsLive();
  const [managingStages, setManagingStages] = useState(false);

  const stagesQuery = useQuery({ queryKey: STAGES_KEY, queryFn: fetchStages, staleTime: 60_000 });
  const dealsQuery = useQuery({ queryKey: dealListKey(side, status, listingId), queryFn: () => fetchDeals(side, status, listingId) });
  // The listing filter offers every listing the side has deals on, whatever the other filters.
  const allDeals = useQuery({
    queryKey: dealListKey(side, 'all', null),
    queryFn: () => fetchDeals(side, 'all', null),
    enabled: status !== 'all' || listingId !== null,
  });
  const { request, dialog, moving } = useMoveDeal({ isStaff: staff, stages: stagesQuery.data ?? [] });

  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const deals = dealsQuery.data?.data ?? [];
  const listingOptions = useMemo(() => {
    const source = (status === 'all' && listingId === null ? dealsQuery.data?.data : allDeals.data?.data) ?? [];
    const seen = new Map<number, string>();
    for (const deal of source) seen.set(deal.listing.id, deal.listing.headline || 'Untitled listing');
    return [...seen.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [dealsQuery.data, allDeals.data, status, listingId]);

  const stages = stagesQuery.data ?? [];
  const shownStages = boardStages(stages, deals).filter((stage) =>
    status === 'open' ? !stage.is_closed : status === 'closed' ? stage.is_closed : true,
  );
  const title = side === 'buyer' ? 'Buyer deals' : 'Seller deals';
  const lead =
    side === 'buyer'
      ? 'The practices you are negotiating for, from introduction to closing.'
      : 'The buyers you are negotiating with, from introduction to closing.';

  const loading = dealsQuery.isPending || stagesQuery.isPending;
  const failed = (dealsQuery.isError && !dealsQuery.data) || (stagesQuery.isError && !stagesQuery.data);
  const hasFilters = status !== 'all' || listingId !== null;

  return (
    <div className="deals-screen">
      <PageHeader
        eyebrow={side === 'buyer' ? 'Buyer' : 'Seller'}
        title={title}
        lead={lead}
        actions={
          <>
            {staff ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setManagingStages(true)}
                disabled={!stagesQuery.data}
              >
                <i className="bi bi-list-ol me-2" aria-hidden="true" />
                Pipeline stages
              </button>
            ) : null}
            <div className="btn-group" role="group" aria-label="View">
              {(['board', 'list'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  className={cx('btn btn-sm', view === option ? 'btn-primary' : 'btn-outline-primary')}
                  aria-pressed={view === option}
                  onClick={() => set('view', option === 'board' ? null : 'list')}
                >
                  <i className={cx('bi me-2', option === 'board' ? 'bi-kanban' : 'bi-list-ul')} aria-hidden="true" />
                  {option === 'board' ? 'Board' : 'List'}
                </button>
              ))}
            </div>
          </>
        }
      />
      <div className="deals-filters d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <label htmlFor="deals-listing" className="form-label small mb-1">
            Listing
          </label>
          <select
            id="deals-listing"
            className="form-select form-select-sm"
            value={listingId ?? ''}
            onChange={(event) => set('listing', event.target.value || null)}
          >
            <option value="">All listings</option>
            {listingOptions.map(([id, headline]) => (
              <option key={id} value={id}>
                {headline}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="Open or closed deals">
          <span className="form-label small mb-1 d-block">Deals</span>
          <div className="btn-group btn-group-sm">
            {(Object.keys(STATUS_LABELS) as Status[]).map((option) => (
              <button
                key={option}
                type="button"
                className={cx('btn', status === option ? 'btn-secondary' : 'btn-outline-secondary')}
                aria-pressed={status === option}
                onClick={() => set('status', option === 'all' ? null : option)}
              >
                {STATUS_LABELS[option]}
              </button>
            ))}
          </div>
        </div>
        {dealsQuery.data ? (
          <p className="small text-body-secondary mb-1 ms-auto" aria-live="polite">
            {dealsQuery.data.meta.total} deal{dealsQuery.data.meta.total === 1 ? '' : 's'}
          </p>
        ) : null}
      </div>

      {loading ? (
        <LoadingSkeleton variant="cards" count={4} label="Loading your deals…" />
      ) : failed ? (
        <ErrorState
          onRetry={() => {
            void dealsQuery.refetch();
            void stagesQuery.refetch();
          }}
          retrying={dealsQuery.isFetching || stagesQuery.isFetching}
        />
      ) : deals.length === 0 ? (
        hasFilters ? (
          <EmptyState
            title="No deals match these filters"
            icon="funnel"
            action={
              <button type="button" className="btn btn-outline-primary" onClick={() => setParams({}, { replace: true })}>
                Show all deals
              </button>
            }
          >
            Try another listing, or show open and closed deals together.
          </EmptyState>
        ) : (
          <EmptyState
            title="No deals yet"
            icon="kanban"
            action={
              side === 'buyer' ? (
                <Link to="/all-listings" className="btn btn-primary">
                  Browse listings
                </Link>
              ) : (
                <Link to="/find-buyers" className="btn btn-primary">
                  Find a buyer
                </Link>
              )
            }
          >
            {side === 'buyer'
              ? 'A deal starts when a seller accepts your request to connect on a listing. Its stages, from introduction to closing, show here.'
              : 'A deal starts when you accept a buyer’s request to connect on one of your listings. Its stages, from introduction to closing, show here.'}
          </EmptyState>
        )
      ) : view === 'list' ? (
        <DealList deals={deals} stages={stages} side={side} onMove={request} movingId={moving} mobile={mobile} isStaff={staff} />
      ) : mobile ? (
        <MobileBoard deals={deals} stages={shownStages} allStages={stages} side={side} onMove={request} movingId={moving} isStaff={staff} />
      ) : (
        <Suspense fallback={<LoadingSkeleton variant="cards" count={4} label="Loading the board…" />}>
          <DealBoard deals={deals} stages={shownStages} side={side} onMove={request} movingId={moving} isStaff={staff} />
        </Suspense>
      )}
      {dialog}
      {managingStages && stagesQuery.data ? <StageAdminDialog stages={stagesQuery.data} onClose={() => setManagingStages(false)} /> : null}
    </div>
  );
}

/** At ≤ 1000 px the board is a stage picker and the chosen stage's deals, each with its stage select. */
function MobileBoard({
  deals,
  stages,
  allStages,
  side,
  onMove,
  movingId,
  isStaff,
}: {
  deals: Deal[];
  stages: DealStage[];
  allStages: DealStage[];
  side: DealsSide;
  onMove: (deal: Deal, stage: DealStage) => void;
  movingId?: number;
  isStaff: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const firstWithDeals = stages.find((stage) => deals.some((deal) => deal.stage_id === stage.id)) ?? stages[0];
  const chosen = stages.find((stage) => stage.id === Number(params.get('stage'))) ?? firstWithDeals;
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('stage', String(id));
        return next;
      },
      { replace: true },
    );
  const inStage = deals.filter((deal) => deal.stage_id === chosen?.id);
  // The picker scrolls sideways: the chosen stage is scrolled into it, so it is never the pill cut at the edge. (In
  // braces: Chromium's scrollIntoView now returns a promise, which React would take for the effect's cleanup.)
  const chosenPill = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void chosenPill.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [chosen?.id]);
  return (
    <div>
      <nav aria-label="Stages" className="deal-stage-picker mb-3">
        <ul className="nav nav-pills flex-nowrap overflow-x-auto gap-2 pb-1">
          {stages.map((stage) => {
            const count = deals.filter((deal) => deal.stage_id === stage.id).length;
            return (
              <li key={stage.id} className="nav-item">
                <button
                  type="button"
                  className={cx('nav-link text-nowrap', chosen?.id === stage.id && 'active')}
                  aria-current={chosen?.id === stage.id ? 'true' : undefined}
                  ref={chosen?.id === stage.id ? chosenPill : undefined}
                  onClick={() => choose(stage.id)}
                >
                  {stage.name}{' '}
                  <span className={cx('badge rounded-pill ms-1', chosen?.id === stage.id ? 'text-bg-light' : 'text-bg-secondary')}>
                    {count}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {inStage.length === 0 ? (
        <p className="text-body-secondary text-center py-4 mb-0">No deals at {chosen?.name ?? 'this stage'}.</p>
      ) : (
        <DealList deals={inStage} stages={allStages} side={side} onMove={onMove} movingId={movingId} mobile isStaff={isStaff} />
      )}
    </div>
  );
}
