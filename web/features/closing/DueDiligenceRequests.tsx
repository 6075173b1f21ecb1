/**
 * Due-diligence requests in the closing room: the buyer asks (with an optional due date), filters the list and exports
 * it as CSV, closes or reopens a request; the seller answers each with a note and/or files.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CLOSING_ACCEPT,
  CLOSING_LIMITS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type ClosingRoom,
  type DueDiligenceRequest,
  type RequestStatus,
} from '../../../contracts/closing/closing';
import { isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { answerRequest, askForDocuments, closingKeys, fetchRequests, requestsCsvUrl, setRequestStatus } from './closingApi';
import { ClosingFileList } from './ClosingFileList';
import { formatDay } from './closingLabels';

const STATUS_CLASSES: Record<RequestStatus, string> = { open: 'text-bg-primary', answered: 'text-bg-success', closed: 'text-bg-secondary' };

interface Props {
  dealId: number;
  side: ClosingRoom['side'];
  readOnly: boolean;
}

export function DueDiligenceRequests({ dealId, side, readOnly }: Props) {
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [text, setText] = useState('');
  const query = { ...(status ? { status } : {}), ...(text.trim() ? { q: text.trim() } : {}) };
  const list = useQuery({
    queryKey: closingKeys.requests(dealId, query),
    queryFn: ({ signal }) => fetchRequests(dealId, query, signal),
    placeholderData: (previous) => previous,
  });
  const counts = list.data?.counts;
  const filtered = Boolean(status || text.trim());

  return (
    <div className="card-body border-top" aria-labelledby="due-diligence-title" role="region">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h3 id="due-diligence-title" className="h6 mb-0">
          Due-diligence requests
        </h3>
        {counts ? (
          <span className="small text-body-secondary">
            {counts.open} open · {counts.answered} answered · {counts.closed} closed
          </span>
        ) : null}
      </div>
      {side === 'buyer' && !readOnly ? <AskForm dealId={dealId} /> : null}
      <div className="row g-2 align-items-end mb-2" role="search" aria-label="Filter the requests">
        <div className="col-5 col-md-4">
          <label className="form-label small mb-1" htmlFor={`dd-status-${dealId}`}>
            Status
          </label>
          <select
            id={`dd-status-${dealId}`}
            className="form-select form-select-sm"
            value={status}
            onChange={(event) => setStatus(event.target.value as RequestStatus | '')}
          >
            <option value="">All</option>
            {REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {REQUEST_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-7 col-md-5">
          <label className="form-label small mb-1" htmlFor={`dd-search-${dealId}`}>
            Search
          </label>
          <input
            id={`dd-search-${dealId}`}
            type="search"
            className="form-control form-control-sm"
            value={text}
            maxLength={CLOSING_LIMITS.searchMax}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-3 text-md-end">
          <a className="btn btn-outline-secondary btn-sm" href={requestsCsvUrl(dealId, query)} download>
            <i className="bi bi-filetype-csv me-1" aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </div>
      {list.isError ? (
        <p className="small text-danger mb-0">The requests could not be loaded.</p>
      ) : !list.data ? (
        <p className="small text-body-secondary mb-0">Loading…</p>
      ) : list.data.data.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          {filtered
            ? 'No request matches.'
            : side === 'buyer'
              ? 'Ask the seller for what you need to review.'
              : 'The buyer has not asked for anything yet.'}
        </p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label="Due-diligence requests">
          {list.data.data.map((request) => (
            <RequestRow key={request.id} dealId={dealId} request={request} side={side} readOnly={readOnly} />
          ))}
        </ul>
      )}
    </div>
  );
}

function useRefreshRequests(dealId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: closingKeys.allRequests(dealId) });
}

function AskForm({ dealId }: { dealId: number }) {
  const refresh = useRefreshRequests(dealId);
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => askForDocuments(dealId, { title, due_on: dueOn || null }),
    onSuccess: async () => {
      setTitle('');
      setDueOn('');
      setError(null);
      await refresh();
    },
    onError: (failure) =>
      setError(isApiError(failure) ? (failure.fieldError('title') ?? failure.fieldError('due_on') ?? failure.message) : null),
  });
  return (
    <form
      className="row g-2 align-items-end mb-3"
      aria-label="Ask the seller"
      onSubmit={(event) => {
        event.preventDefault();
        ask.mutate();
      }}
    >
      <div className="col-12 col-md-6">
        <label className="form-label small mb-1" htmlFor={`dd-ask-${dealId}`}>
          Ask the seller for
        </label>
        <input
          id={`dd-ask-${dealId}`}
          className={cx('form-control form-control-sm', error && 'is-invalid')}
          value={title}
          maxLength={CLOSING_LIMITS.titleMax}
          placeholder="e.g. Last 24 months of billing reports by practice area"
          onChange={(event) => setTitle(event.target.value)}
        />
        {error ? <div className="invalid-feedback">{error}</div> : null}
      </div>
      <div className="col-7 col-md-3">
        <label className="form-label small mb-1" htmlFor={`dd-ask-due-${dealId}`}>
          By (optional)
        </label>
        <input
          id={`dd-ask-due-${dealId}`}
          type="date"
          className="form-control form-control-sm"
          value={dueOn}
          onChange={(event) => setDueOn(event.target.value)}
        />
      </div>
      <div className="col-5 col-md-3">
        <button type="submit" className="btn btn-primary btn-sm w-100" disabled={ask.isPending}>
          Ask
        </button>
      </div>
    </form>
  );
}

function RequestRow({ dealId, request, side, readOnly }: { dealId: number; request: DueDiligenceRequest } & Omit<Props, 'dealId'>) {
  const refresh = useRefreshRequests(dealId);
  const [answering, setAnswering] = useState(false);
  const status = useMutation({
    mutationFn: (next: 'open' | 'closed') => setRequestStatus(dealId, request.id, next),
    onSuccess: refresh,
    onError: (error) => notify(isApiError(error) ? error.message : 'Something went wrong.', 'error'),
  });
  const mayAnswer = side !== 'buyer' && !readOnly && request.status !== 'closed';
  return (
    <li className="due-diligence__request" data-testid="dd-request">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <span className="fw-medium">{request.title}</span>
        <span className={cx('badge align-self-start', STATUS_CLASSES[request.status])}>{REQUEST_STATUS_LABELS[request.status]}</span>
      </div>
      <div className="small text-body-secondary">
        Asked {formatDate(request.asked_at)}
        {request.due_on ? (
          <span className={cx(request.overdue && 'text-danger fw-semibold')}>
            {' '}
            · due {formatDay(request.due_on)}
            {request.overdue ? ' · overdue' : ''}
          </span>
        ) : null}
        {request.answered_at ? <> · answered {formatDate(request.answered_at)}</> : null}
      </div>
      {request.answer_note ? <p className="small mb-1 mt-1 due-diligence__note">{request.answer_note}</p> : null}
      <ClosingFileList dealId={dealId} documents={request.documents} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        {mayAnswer && !answering ? (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setAnswering(true)}>
            {request.status === 'answered' ? 'Add to the answer' : 'Answer'}
          </button>
        ) : null}
        {side === 'buyer' && !readOnly ? (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={status.isPending}
            onClick={() => status.mutate(request.status === 'closed' ? 'open' : 'closed')}
          >
            {request.status === 'closed' ? 'Reopen' : 'Close'}
          </button>
        ) : null}
      </div>
      {answering ? <AnswerForm dealId={dealId} request={request} onDone={() => setAnswering(false)} /> : null}
    </li>
  );
}

function AnswerForm({ dealId, request, onDone }: { dealId: number; request: DueDiligenceRequest; onDone(): void }) {
  const refresh = useRefreshRequests(dealId);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => answerRequest(dealId, request.id, { note, files }),
    onSuccess: async () => {
      await refresh();
      onDone();
    },
    onError: (failure) =>
      setError(isApiError(failure) ? (failure.fieldError('note') ?? failure.fieldError('files') ?? failure.message) : null),
  });
  return (
    <form
      className="mt-2"
      aria-label={`Answer “${request.title}”`}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <label className="form-label small mb-1" htmlFor={`dd-note-${request.id}`}>
        Note (optional with files)
      </label>
      <textarea
        id={`dd-note-${request.id}`}
        className={cx('form-control form-control-sm mb-2', error && 'is-invalid')}
        rows={3}
        maxLength={CLOSING_LIMITS.noteMax}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <label className="form-label small mb-1" htmlFor={`dd-files-${request.id}`}>
        Files
      </label>
      <input
        id={`dd-files-${request.id}`}
        type="file"
        multiple
        accept={CLOSING_ACCEPT}
        className="form-control form-control-sm mb-2"
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
      />
      {error ? <p className="small text-danger mb-2">{error}</p> : null}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={send.isPending}>
          Send the answer
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
