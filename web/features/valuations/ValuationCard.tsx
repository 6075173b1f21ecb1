import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Valuation } from '../../../contracts/valuations/records';
import { formatMoney } from '../../../contracts/format/currency';
import { valuationStatusLabel } from '../../../contracts/valuations/valuations';
import { notify } from '../../lib/toast';
import { EstimateExplained, KeyFigures } from './EstimateExplained';
import { ValuationComparable } from '../market/ValuationComparable';
import { updateValuation, valuationKeys } from './valuationsApi';
import { formatDate } from '../../lib/dates';

const STATUS_CLASSES: Record<string, string> = {
  estimate: 'text-bg-secondary',
  requested: 'text-bg-warning',
  in_review: 'text-bg-info',
  completed: 'text-bg-success',
};

export function ValuationStatusBadge({ status }: { status: string }) {
  return <span className={`badge ${STATUS_CLASSES[status] ?? 'text-bg-secondary'}`}>{valuationStatusLabel(status)}</span>;
}

const date = (iso: string | null) => (iso ? formatDate(iso) : '');

/** One of the member's valuations: its figures at a glance, and when open the chart, the method and the report. */
export function ValuationCard({ valuation, open, onToggle }: { valuation: Valuation; open: boolean; onToggle: () => void }) {
  const queryClient = useQueryClient();
  const ref = useRef<HTMLElement>(null);
  const figures = valuation.final ?? valuation.estimate;
  useEffect(() => {
    if (open) ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [open]);
  const request = useMutation({
    mutationFn: () => updateValuation(valuation.id, { request_expert: true }),
    onSuccess: (result) => {
      notify(result.message, 'success');
      void queryClient.invalidateQueries({ queryKey: valuationKeys.all });
    },
  });
  const midLabel = valuation.final ? 'Expert value' : 'Estimated value';
  return (
    <article ref={ref} className="card mb-3 valuation-card" aria-labelledby={`valuation-${valuation.id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <div>
            <h2 id={`valuation-${valuation.id}-title`} className="h5 mb-1">
              {valuation.title}
            </h2>
            <p className="small text-body-secondary mb-0">
              {valuation.listing ? `Listing: ${valuation.listing.headline} · ` : ''}
              Saved {date(valuation.created_at)}
              {valuation.requested_at ? ` · expert valuation requested ${date(valuation.requested_at)}` : ''}
              {valuation.completed_at ? ` · completed ${date(valuation.completed_at)}` : ''}
            </p>
          </div>
          <ValuationStatusBadge status={valuation.status} />
        </div>
        <KeyFigures low={figures.low} mid={figures.mid} high={figures.high} midLabel={midLabel} />
        {valuation.status === 'requested' || valuation.status === 'in_review' ? (
          <p className="small mb-2">
            <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
            {valuation.report_pending
              ? 'Our expert has completed the valuation; the report is being prepared.'
              : valuation.status === 'in_review'
                ? 'Our expert is reviewing your figures.'
                : 'Our experts have your request and will be in touch.'}
          </p>
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-outline-primary" aria-expanded={open} onClick={onToggle}>
            {open ? 'Hide the details' : 'Show chart and method'}
          </button>
          {valuation.report_url ? (
            <a className="btn btn-sm btn-primary" href={valuation.report_url} download>
              <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
              Download the PDF report
            </a>
          ) : null}
          {valuation.status === 'estimate' ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={request.isPending}
              onClick={() => request.mutate()}
            >
              Request an expert valuation
            </button>
          ) : null}
        </div>
        {open ? (
          <div className="mt-3 border-top pt-3">
            {valuation.final ? (
              <p className="small">
                Expert valuation: {formatMoney(valuation.final.low)} to {formatMoney(valuation.final.high)}, instant estimate{' '}
                {formatMoney(valuation.estimate.low)} to {formatMoney(valuation.estimate.high)}.
              </p>
            ) : null}
            {valuation.notes ? (
              <div className="mb-3">
                <h3 className="h6 mb-1">Our expert’s notes</h3>
                <p className="small mb-0" style={{ whiteSpace: 'pre-line' }}>
                  {valuation.notes}
                </p>
              </div>
            ) : null}
            {valuation.final ? <h3 className="h6 mb-2">The instant estimate it started from</h3> : null}
            <EstimateExplained estimate={valuation.estimate} final={valuation.final} />
            <ValuationComparable inputs={valuation.inputs} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
