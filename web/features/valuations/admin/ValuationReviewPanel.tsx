import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router';
import type { UpdateValuationInput, Valuation } from '../../../../contracts/valuations/records';
import { CurrencyField } from '../../../components/form/CurrencyField';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { fetchUsers } from '../../admin/adminApi';
import { EstimateExplained, KeyFigures } from '../EstimateExplained';
import { ValuationStatusBadge } from '../ValuationCard';
import { fetchValuation, updateValuation, valuationKeys } from '../valuationsApi';

const STAFF_PARAMS = { 'filter[role]': 'admin', per_page: 100, sort: 'name' };

/** One expert valuation request: the member's estimate and listing, the assignment, the final figures and completion. */
export function ValuationReviewPanel({ valuationId, onClose }: { valuationId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: valuationKeys.detail(valuationId),
    queryFn: ({ signal }) => fetchValuation(valuationId, signal),
    // The report renders in the job queue: look again until it is there.
    refetchInterval: (query) => (query.state.data?.report_pending ? 2000 : false),
  });
  const valuation = detail.data;
  const pending = valuation?.report_pending;
  // Once the report is stored, the queue behind the panel shows the valuation completed too.
  const [wasPending, setWasPending] = useState(false);
  if (pending && !wasPending) setWasPending(true);
  useEffect(() => {
    if (wasPending && pending === false) void queryClient.invalidateQueries({ queryKey: ['valuations', 'list'] });
  }, [wasPending, pending, queryClient]);
  return (
    <Offcanvas show onHide={onClose} placement="end" className="valuation-review-panel" aria-labelledby="valuation-review-title">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="valuation-review-title" as="h2" className="h5">
          {valuation ? `V-${valuation.id} · ${valuation.title}` : 'Valuation'}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {detail.isPending ? <LoadingSkeleton variant="lines" count={8} label="Loading the valuation…" /> : null}
        {detail.isError ? <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching} /> : null}
        {valuation ? <ReviewBody valuation={valuation} /> : null}
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function ReviewBody({ valuation }: { valuation: Valuation }) {
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: ['admin', 'users', 'list', STAFF_PARAMS], queryFn: ({ signal }) => fetchUsers(STAFF_PARAMS, signal) });
  const [final, setFinal] = useState({
    low: valuation.final?.low ?? null,
    mid: valuation.final?.mid ?? null,
    high: valuation.final?.high ?? null,
  });
  const [notes, setNotes] = useState(valuation.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const open = valuation.status === 'requested' || valuation.status === 'in_review';
  const editable = open && !valuation.report_pending;

  const save = useMutation({
    mutationFn: (body: UpdateValuationInput) => updateValuation(valuation.id, body),
    onSuccess: (result) => {
      setErrors({});
      setConfirming(false);
      notify(result.message, 'success');
      queryClient.setQueryData(valuationKeys.detail(valuation.id), result.valuation);
      void queryClient.invalidateQueries({ queryKey: valuationKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      if (isApiError(error))
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? ''])));
    },
  });
  const figures = { final_low: final.low, final_mid: final.mid, final_high: final.high, notes };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <ValuationStatusBadge status={valuation.status} />
        <span className="small text-body-secondary">
          {valuation.side === 'buyer' ? 'A buyer’s valuation of a listing' : 'The owner’s valuation of their practice'}
        </span>
        {valuation.report_pending ? <span className="small">The report is being prepared.</span> : null}
      </div>
      <dl className="row small mb-3">
        <dt className="col-4">Member</dt>
        <dd className="col-8">
          {valuation.owner?.name} · {valuation.owner?.email} · <span className="font-monospace">{valuation.owner?.unique_id}</span>
        </dd>
        <dt className="col-4">Listing</dt>
        <dd className="col-8">
          {valuation.listing ? (
            <Link to={`/listings/details/${valuation.listing.id}`}>{valuation.listing.headline}</Link>
          ) : (
            'Entered by hand, no listing'
          )}
        </dd>
      </dl>

      {(valuation.status === 'completed' || valuation.report_pending) && valuation.final ? (
        <section className="mb-4">
          <h3 className="h6">Expert valuation</h3>
          <KeyFigures low={valuation.final.low} mid={valuation.final.mid} high={valuation.final.high} midLabel="Expert value" />
          {valuation.report_url ? (
            <a className="btn btn-sm btn-primary" href={valuation.report_url} download>
              <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
              Download the PDF report
            </a>
          ) : null}
        </section>
      ) : null}

      {editable ? (
        <section className="mb-4" aria-label="Review">
          <label htmlFor="valuation-assignee" className="form-label small mb-1">
            Assigned to
          </label>
          <select
            id="valuation-assignee"
            className={`form-select form-select-sm mb-1 ${errors.assigned_to ? 'is-invalid' : ''}`}
            value={valuation.assigned_to?.id ?? ''}
            disabled={save.isPending || staff.isPending}
            onChange={(event) => save.mutate({ assigned_to: event.target.value ? Number(event.target.value) : '' } as UpdateValuationInput)}
          >
            <option value="">Not assigned</option>
            {staff.data?.data.map((member) => (
              <option key={member.id} value={member.id}>
                {member.full_name}
              </option>
            ))}
          </select>
          {errors.assigned_to ? <div className="invalid-feedback d-block">{errors.assigned_to}</div> : null}
          {valuation.status === 'requested' ? (
            <button type="button" className="btn btn-link btn-sm px-0" onClick={() => save.mutate({ status: 'in_review' })}>
              Start the review without assigning
            </button>
          ) : null}
          <h3 className="h6 mt-3">Final figures</h3>
          <div className="row g-2">
            {(['low', 'mid', 'high'] as const).map((key) => (
              <div key={key} className="col-4">
                <CurrencyField
                  label={key === 'mid' ? 'Value' : key === 'low' ? 'Low' : 'High'}
                  value={final[key]}
                  onChange={(amount) => setFinal({ ...final, [key]: amount })}
                  error={errors[`final_${key}`]}
                />
              </div>
            ))}
          </div>
          <label htmlFor="valuation-notes" className="form-label">
            Notes for the report
          </label>
          <textarea
            id="valuation-notes"
            className="form-control mb-2"
            rows={5}
            maxLength={20_000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline-primary btn-sm" disabled={save.isPending} onClick={() => save.mutate(figures)}>
              Save the figures
            </button>
            <button type="button" className="btn btn-primary btn-sm" disabled={save.isPending} onClick={() => setConfirming(true)}>
              Complete the valuation
            </button>
          </div>
        </section>
      ) : null}

      <section>
        <h3 className="h6">The member’s instant estimate</h3>
        <EstimateExplained estimate={valuation.estimate} final={valuation.final} />
      </section>

      <Modal show={confirming} onHide={() => setConfirming(false)} centered aria-labelledby="valuation-complete-title">
        <Modal.Header closeButton>
          <Modal.Title id="valuation-complete-title" as="h2" className="h5">
            Complete V-{valuation.id}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          The PDF report of “{valuation.title}” is generated with these figures and notes, and {valuation.owner?.name ?? 'the member'} is
          notified. The figures cannot be changed afterwards.
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending}
            onClick={() => save.mutate({ ...figures, complete: true })}
          >
            Complete and send the report
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
