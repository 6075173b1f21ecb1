/** The client-notice step (ABA Model Rule 1.17): the notice from the template, the date sent, the 90-day countdown. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLIENT_NOTICE_DAYS, clientNoticeTemplate, type DealDetail } from '../../../contracts/deals/deals';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { dealKey, DEALS_KEY, recordClientNotice } from './dealsApi';

const longDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' });

export function ClientNoticePanel({ deal, canRecord }: { deal: DealDetail; canRecord: boolean }) {
  const queryClient = useQueryClient();
  const notice = deal.client_notice;
  const [sentOn, setSentOn] = useState(notice.sent_on ?? new Date().toISOString().slice(0, 10));
  const [error, setError] = useState<string | null>(null);
  const [showLetter, setShowLetter] = useState(false);
  const letter = clientNoticeTemplate({ sellerName: deal.seller_info?.name ?? null, buyerName: deal.buyer_info?.name ?? null });
  const save = useMutation({
    mutationFn: () => recordClientNotice(deal.id, sentOn),
    onSuccess: (detail) => {
      queryClient.setQueryData(dealKey(deal.id), detail);
      void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
      setError(null);
      notify('The date the notices went out is recorded.', 'success');
    },
    onError: (failure) => setError(isApiError(failure) ? (failure.fieldError('sent_on') ?? failure.message) : null),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(letter);
      notify('The notice is copied.', 'success');
    } catch {
      setShowLetter(true);
    }
  };
  const progress = notice.days_left === null ? 0 : Math.round(((CLIENT_NOTICE_DAYS - notice.days_left) / CLIENT_NOTICE_DAYS) * 100);
  return (
    <section className="card mb-3" aria-labelledby="client-notice-title">
      <div className="card-body">
        <h2 id="client-notice-title" className="h5">
          Client notice <span className="text-body-secondary fw-normal fs-6">ABA Model Rule 1.17</span>
        </h2>
        <p className="text-body-secondary small">
          Before the sale closes, each client of the practice gets written notice of the proposed sale, of their right to retain other
          counsel or take their file, and that their consent is presumed if they do not object within {CLIENT_NOTICE_DAYS} days.
        </p>
        {notice.sent_on ? (
          <div className={`alert ${notice.window_ended ? 'alert-success' : 'alert-warning'} mb-3`} role="status">
            <div className="d-flex justify-content-between flex-wrap gap-2">
              <span>
                Notices sent on <strong>{longDate(notice.sent_on)}</strong>.
              </span>
              <span className="fw-semibold">
                {notice.window_ended
                  ? 'The 90-day window has ended.'
                  : `${notice.days_left} day${notice.days_left === 1 ? '' : 's'} left — ends ${longDate(notice.window_ends_on!)}`}
              </span>
            </div>
            <div
              className="progress mt-2"
              role="progressbar"
              aria-label="Client notice window"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              style={{ height: '0.4rem' }}
            >
              <div className={`progress-bar ${notice.window_ended ? 'bg-success' : 'bg-warning'}`} style={{ width: `${progress}%` }} />
            </div>
            {!notice.window_ended ? <p className="small mb-0 mt-2">The deal can be closed as won once the window ends.</p> : null}
          </div>
        ) : (
          <p className="mb-3">
            <i className="bi bi-hourglass me-2" aria-hidden="true" />
            No notices recorded yet. The deal can be closed as won {CLIENT_NOTICE_DAYS} days after they go out.
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mb-3">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setShowLetter((shown) => !shown)}
            aria-expanded={showLetter}
            aria-controls="client-notice-letter"
          >
            <i className="bi bi-file-earmark-text me-2" aria-hidden="true" />
            {showLetter ? 'Hide the notice' : 'Show the notice to clients'}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void copy()}>
            <i className="bi bi-clipboard me-2" aria-hidden="true" />
            Copy the notice
          </button>
        </div>
        {showLetter ? (
          <pre id="client-notice-letter" className="deal-notice-template border rounded p-3 bg-body-tertiary">
            {letter}
          </pre>
        ) : null}
        {canRecord ? (
          <form
            className="row g-2 align-items-end"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
            noValidate
          >
            <div className="col-sm-6 col-md-5">
              <label htmlFor="client-notice-date" className="form-label">
                Date the notices went out
              </label>
              <input
                id="client-notice-date"
                type="date"
                className={`form-control${error ? ' is-invalid' : ''}`}
                value={sentOn}
                max={new Date().toISOString().slice(0, 10)}
                onChange={(event) => setSentOn(event.target.value)}
                aria-describedby={error ? 'client-notice-error' : undefined}
              />
              {error ? (
                <div id="client-notice-error" className="invalid-feedback">
                  {error}
                </div>
              ) : null}
            </div>
            <div className="col-auto">
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {notice.sent_on ? 'Change the date' : 'Record the date'}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </section>
  );
}
