/** /buyer-deals/{id} and /seller-deals/{id}: one deal — stage and progress, likelihood, checklist, client notice, history. */
import { ListingReference } from '../../components/ListingReference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  CLIENT_NOTICE_STAGE,
  CONFLICT_CHECK_STAGE,
  type DealDetail,
  type DealHistoryEntry,
  type DealStage,
} from '../../../contracts/deals/deals';
import { isAdmin } from '../../app/session/profile';
import { useSession } from '../../app/session/useSession';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { DealAccessPanel } from './DealAccessPanel';
import { DealRoom } from '../offers/DealRoom';
import { LOI_SIGNED_NOTE } from '../../../contracts/offers/offers';
import { PURCHASE_AGREEMENT_SIGNED_NOTE } from '../../../contracts/offers/purchase-agreement';
import { isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { notify } from '../../lib/toast';
import { ClientNoticePanel } from './ClientNoticePanel';
import { ClientNoticesSection } from '../client-notices/ClientNoticesSection';
import { ConflictCheckPanel } from './ConflictCheckPanel';
import { counterpartOf, daysInStage, enterNote, selectableStages } from './dealLabels';
import { dealKey, DEALS_KEY, fetchDeal, fetchStages, setLikelihood, STAGES_KEY, type DealsSide } from './dealsApi';
import { PartyBadge } from '../../components/PartyBadge';
import { SignDealDocumentButton } from './SignDealDocumentButton';
import { StageSelect } from './StageSelect';
import { StageWait } from './StageWait';
import { useDealsLive } from './useDealsLive';
import { useMoveDeal } from './useMoveDeal';
import './deals.css';
import { formatDateTime } from '../../lib/dates';
import { DealDocuments } from '../documents/DealDocuments';
import { ClosingRoomSection } from '../closing/ClosingRoomSection';
import { EarnoutSection } from '../earnout/EarnoutSection';

const HISTORY_LABELS: Record<DealHistoryEntry['field'], string> = {
  stage: 'Stage',
  likelihood: 'Likelihood',
  conflict_check: 'Conflict check',
  conflict_restart: 'Conflict check started over',
  client_notice: 'Client notices sent on',
  closing_override: 'Closed before the client notice window ended',
  gate_override: 'Staff moved on before the stage’s work was done',
};

export default function DealScreen({ side }: { side: DealsSide }) {
  const id = Number(useParams().id);
  const { user } = useSession();
  const staff = isAdmin(user);
  useDealsLive();
  const dealQuery = useQuery({
    queryKey: dealKey(id),
    queryFn: () => fetchDeal(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
  const stagesQuery = useQuery({ queryKey: STAGES_KEY, queryFn: fetchStages, staleTime: 60_000 });
  const back = (
    <Link to={`/${side}-deals`} className="btn btn-outline-secondary btn-sm">
      <i className="bi bi-arrow-left me-2" aria-hidden="true" />
      All {side} deals
    </Link>
  );

  if (!Number.isInteger(id) || id <= 0 || (isApiError(dealQuery.error) && dealQuery.error.status === 404)) {
    return (
      <EmptyState title="This deal is not available" icon="kanban" action={back}>
        It may have been removed, or it belongs to other members.
      </EmptyState>
    );
  }
  if (dealQuery.isPending || stagesQuery.isPending) return <LoadingSkeleton variant="lines" count={8} label="Loading the deal…" />;
  if (!dealQuery.data || !stagesQuery.data) {
    return (
      <ErrorState
        onRetry={() => {
          void dealQuery.refetch();
          void stagesQuery.refetch();
        }}
        retrying={dealQuery.isFetching || stagesQuery.isFetching}
      />
    );
  }
  return <DealView deal={dealQuery.data} stages={stagesQuery.data} side={side} staff={staff} back={back} />;
}

function DealView({
  deal,
  stages,
  side,
  staff,
  back,
}: {
  deal: DealDetail;
  stages: DealStage[];
  side: DealsSide;
  staff: boolean;
  back: React.ReactNode;
}) {
  const { request, dialog, moving } = useMoveDeal({ isStaff: staff, stages });
  const current = stages.find((stage) => stage.id === deal.stage_id);
  const counterpart = counterpartOf(deal, side);
  const steps = selectableStages(stages).filter((stage) => !stage.is_closed);
  const stepIndex = steps.findIndex((stage) => stage.id === deal.stage_id);
  const locked = deal.is_closed && !staff;
  const [conflictOpened, setConflictOpened] = useState(false);
  const showConflict =
    current?.name === CONFLICT_CHECK_STAGE ||
    deal.conflict_check.status !== 'not_started' ||
    Boolean(deal.conflict_check.flags?.length) ||
    conflictOpened;
  const showNotice = current?.name === CLIENT_NOTICE_STAGE || deal.client_notice.sent_on !== null;

  return (
    <div className="deal-screen">
      <PageHeader
        eyebrow={
          <>
            Deal · <ListingReference reference={deal.listing.reference} className="text-reset" /> ·{' '}
            {deal.my_side === 'staff' ? 'staff view' : side === 'buyer' ? 'you are buying' : 'you are selling'}
          </>
        }
        title={deal.listing.headline || 'Untitled listing'}
        lead={
          deal.my_side === 'staff' ? (
            <span className="d-inline-flex flex-wrap align-items-center gap-2">
              seller <PartyBadge uniqueId={deal.seller_info?.unique_id ?? null} level={deal.seller_info?.verification_level ?? null} /> ·
              buyer <PartyBadge uniqueId={deal.buyer_info?.unique_id ?? null} level={deal.buyer_info?.verification_level ?? null} />
            </span>
          ) : (
            <span className="d-inline-flex flex-wrap align-items-center gap-2">
              with <PartyBadge uniqueId={counterpart?.unique_id ?? null} level={counterpart?.verification_level ?? null} />
              {counterpart?.name ? <span>({counterpart.name})</span> : null}
            </span>
          )
        }
        actions={
          <>
            {back}
            {deal.chat_id ? (
              <Link to={`/messages?chat=${deal.chat_id}`} className="btn btn-outline-primary btn-sm">
                <i className="bi bi-chat-dots me-2" aria-hidden="true" />
                Conversation
              </Link>
            ) : null}
            <Link to={`/listings/details/${deal.listing.id}`} className="btn btn-outline-primary btn-sm">
              <i className="bi bi-briefcase me-2" aria-hidden="true" />
              Listing
            </Link>
          </>
        }
      />
      <div className="row g-3">
        <div className="col-lg-7">
          <section className="card mb-3" aria-labelledby="deal-stage-title">
            <div className="card-body">
              <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
                <div>
                  <h2 id="deal-stage-title" className="h5 mb-1">
                    {current?.name ?? 'Unknown stage'}
                  </h2>
                  <p className="small text-body-secondary mb-0">
                    {deal.is_closed ? 'Closed' : stepIndex >= 0 ? `Stage ${stepIndex + 1} of ${steps.length}` : 'Retired stage'} · in this
                    stage {daysInStage(deal).toLowerCase()}
                  </p>
                </div>
                {deal.is_closed ? (
                  <span className={cx('badge rounded-pill', current?.outcome === 'won' ? 'text-bg-success' : 'text-bg-secondary')}>
                    {current?.outcome === 'won' ? 'Won' : 'Lost'}
                  </span>
                ) : null}
              </div>
              {!deal.is_closed ? (
                <ol className="deal-progress my-3" aria-label={`Progress: stage ${stepIndex + 1} of ${steps.length}`}>
                  {steps.map((stage, index) => (
                    <li
                      key={stage.id}
                      title={stage.name}
                      className={cx(
                        'deal-progress__step',
                        index < stepIndex && 'deal-progress__step--done',
                        index === stepIndex && 'deal-progress__step--current',
                      )}
                    >
                      <span className="visually-hidden">
                        {stage.name}
                        {index < stepIndex ? ' (done)' : index === stepIndex ? ' (current)' : ''}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : null}
              {deal.closed_reason ? <p className="mb-3">Reason: {deal.closed_reason}</p> : null}
              <label htmlFor="deal-stage-select" className="form-label">
                Move to
              </label>
              <StageSelect
                id="deal-stage-select"
                deal={deal}
                stages={stages}
                onMove={(stage) => request(deal, stage)}
                disabled={locked || moving === deal.id}
                size="md"
                isStaff={staff}
              />
              <StageWait deal={deal} staff={staff} />
              {locked ? (
                <p className="small text-body-secondary mt-2 mb-0">This deal is closed. Staff can reopen it if needed.</p>
              ) : (
                <p className="small text-body-secondary mt-2 mb-0">The other side is notified of every stage change.</p>
              )}
            </div>
          </section>
          <DealRoom
            deal={deal}
            signSlot={(document) => <SignDealDocumentButton deal={deal} document={document} />}
            loiStageNote={enterNote(deal, stages, 'Letter of intent')}
          />
          <ClosingRoomSection dealId={deal.id} dealClosed={deal.is_closed} />
          <EarnoutSection deal={deal} />
          {/* Keyed by the saved value, so a change from the other side resets the field. */}
          <LikelihoodCard key={deal.likelihood_of_closing} deal={deal} locked={locked} />
          <DealAccessPanel deal={deal} canManage={deal.my_side === 'seller' || staff} />
          {showConflict ? (
            <ConflictCheckPanel deal={deal} isParty={deal.my_side !== 'staff'} />
          ) : !deal.is_closed && deal.my_side !== 'staff' ? (
            <p className="mb-3">
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConflictOpened(true)}>
                <i className="bi bi-shield-check me-2" aria-hidden="true" />
                Run a conflict check
              </button>
            </p>
          ) : null}
          {showNotice ? <ClientNoticePanel deal={deal} canRecord={(side === 'seller' || staff) && !deal.is_closed} /> : null}
          {showNotice ? <ClientNoticesSection deal={deal} /> : null}
        </div>
        <div className="col-lg-5">
          <DealDocuments dealId={deal.id} />
          {current && current.checklist.length ? (
            <section className="card mb-3" aria-labelledby="deal-checklist-title">
              <div className="card-body">
                <h2 id="deal-checklist-title" className="h6">
                  What this stage asks
                </h2>
                {/* What to do at this stage, not what is done: plain bullets, never ticks (the stage may still wait on its gate). */}
                <ul className="mb-0 ps-3">
                  {current.checklist.map((item) => (
                    <li key={item} className="py-1">
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ) : null}
          <section className="card" aria-labelledby="deal-history-title">
            <div className="card-body">
              <h2 id="deal-history-title" className="h6 mb-3">
                History
              </h2>
              <ol className="deal-history">
                {[...deal.history].reverse().map((entry, index) => (
                  <li key={`${entry.at}-${index}`} className="deal-history__item">
                    <div className="small text-body-secondary">{formatDateTime(entry.at)}</div>
                    <div>
                      <span className="fw-semibold">{HISTORY_LABELS[entry.field]}</span>{' '}
                      {entry.from ? (
                        <>
                          {entry.from} <i className="bi bi-arrow-right mx-1" role="img" aria-label="to" />
                        </>
                      ) : null}
                      {entry.field === 'conflict_restart' ? null : entry.to}
                    </div>
                    {entry.field === 'conflict_restart' && entry.to ? <div className="small">{entry.to}</div> : null}
                    {entry.note ? <div className="small fst-italic">“{entry.note}”</div> : null}
                    <div className="small text-body-secondary">
                      by{' '}
                      {entry.by
                        ? `${entry.by.side === 'staff' ? 'Lexchange staff' : entry.by.unique_id}${entry.by.side !== 'staff' ? ` (${entry.by.side})` : ''}`
                        : entry.note === LOI_SIGNED_NOTE || entry.note === PURCHASE_AGREEMENT_SIGNED_NOTE
                          ? 'Lexchange, automatically'
                          : 'a former member'}
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </section>
        </div>
      </div>
      {dialog}
    </div>
  );
}

function LikelihoodCard({ deal, locked }: { deal: DealDetail; locked: boolean }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(deal.likelihood_of_closing));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (likelihood: number) => setLikelihood(deal.id, likelihood),
    onSuccess: (detail) => {
      queryClient.setQueryData(dealKey(deal.id), detail);
      void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
      setError(null);
      notify('Likelihood saved.', 'success');
    },
    onError: (failure) => setError(isApiError(failure) ? (failure.fieldError('likelihood_of_closing') ?? failure.message) : null),
  });
  const submit = () => {
    const number = Number(value);
    if (value.trim() === '' || !Number.isInteger(number) || number < 0 || number > 100) {
      setError('The likelihood of closing must be a whole number from 0 to 100.');
      return;
    }
    if (number !== deal.likelihood_of_closing) save.mutate(number);
  };
  const changed = value !== String(deal.likelihood_of_closing);
  return (
    <section className="card mb-3" aria-labelledby="deal-likelihood-title">
      <form
        className="card-body"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <h2 id="deal-likelihood-title" className="h6">
          Likelihood of closing
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <input
            type="range"
            style={{ minWidth: '12rem', flex: '1 1 12rem' }}
            className="form-range"
            min={0}
            max={100}
            step={5}
            value={Number(value) || 0}
            onChange={(event) => setValue(event.target.value)}
            disabled={locked}
            aria-label="Likelihood of closing (slider)"
          />
          <div className="input-group flex-shrink-0" style={{ width: '7.5rem' }}>
            <input
              id="deal-likelihood"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              className={cx('form-control', error && 'is-invalid')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              disabled={locked}
              aria-label="Likelihood of closing, in percent"
              aria-describedby={error ? 'deal-likelihood-error' : undefined}
            />
            <span className="input-group-text">%</span>
          </div>
          <button type="submit" className="btn btn-primary" disabled={locked || !changed || save.isPending}>
            Save
          </button>
        </div>
        {error ? (
          <div id="deal-likelihood-error" className="invalid-feedback d-block">
            {error}
          </div>
        ) : null}
      </form>
    </section>
  );
}
