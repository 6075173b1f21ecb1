/**
 * The conflict check on the deal page: paste or upload the side's client and adverse-party names; once both lists
 * are in, the caller's own entries that hit and both sides' hit counts; then "No conflict" or "Conflict found —
 * discuss". Either side may start over a few times (the other side is told). Staff see the status and, in counts,
 * any comparison flagged as implausible; staff acting as a member see the counts, never the names.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONFLICT_ANSWER_LABELS, CONFLICT_LIST_MAX_NAMES, type ConflictAnswer, type DealDetail } from '../../../contracts/deals/deals';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { ConflictFlags } from './ConflictFlags';
import { ConflictRestart, ConflictRestartNotice } from './ConflictRestart';
import { answerConflictCheck, dealKey, DEALS_KEY, restartConflictCheck, submitConflictList } from './dealsApi';
import { formatDateTime } from '../../lib/dates';

/** "3 of your entries hit the other side’s list; 2 of theirs hit yours." (list sizes are never shown) */
function hitCounts(mine: number, theirs: number, whose: 'your' | 'the member’s') {
  const subject = mine === 0 ? `None of ${whose} entries` : `${mine.toLocaleString()} of ${whose} entries`;
  return `${subject} hit the other side’s list; ${theirs.toLocaleString()} of theirs hit ${whose === 'your' ? 'yours' : 'the member’s'}.`;
}

export function ConflictCheckPanel({ deal, isParty }: { deal: DealDetail; isParty: boolean }) {
  const queryClient = useQueryClient();
  const check = deal.conflict_check;
  const [names, setNames] = useState('');
  const [format, setFormat] = useState<'lines' | 'csv'>('lines');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = (detail: DealDetail, message: string) => {
    queryClient.setQueryData(dealKey(deal.id), detail);
    void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
    setError(null);
    notify(message, 'success');
  };
  const failed = (failure: unknown) =>
    setError(isApiError(failure) ? (failure.fieldError('names') ?? failure.fieldError('answer') ?? failure.message) : null);
  const submit = useMutation({
    mutationFn: () => submitConflictList(deal.id, names, format),
    onSuccess: (detail) => done(detail, 'Your list is in. It is stored encrypted and never shown to the other side.'),
    onError: failed,
  });
  const answer = useMutation({
    mutationFn: (value: ConflictAnswer) => answerConflictCheck(deal.id, value),
    onSuccess: (detail) => done(detail, 'Your answer is recorded.'),
    onError: failed,
  });
  const restart = useMutation({
    mutationFn: () => restartConflictCheck(deal.id),
    onSuccess: (detail) => done(detail, 'The conflict check starts again. The other side has been told.'),
    onError: failed,
  });

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 2_000_000) {
      setError('The file is too large (2 MB at most).');
      return;
    }
    setNames(await file.text());
    setFormat(/\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'csv' : 'lines');
    setFileName(file.name);
  };

  const showsForm = isParty && !check.my_list_submitted && (check.status === 'not_started' || check.status === 'waiting');
  const restartControl = (label: string) =>
    isParty && !deal.is_closed && check.restarts_left !== null ? (
      <ConflictRestart
        left={check.restarts_left}
        compared={check.compared_at !== null}
        label={label}
        pending={restart.isPending}
        onRestart={() => restart.mutate()}
      />
    ) : null;

  return (
    <section className="card mb-3" aria-labelledby="conflict-check-title">
      <div className="card-body">
        <h2 id="conflict-check-title" className="h5">
          Conflict check
        </h2>
        <p className="small text-body-secondary">
          Each side submits its client and adverse-party names. Lexchange compares them and shows each side only the entries of its own list
          that hit — never the other side’s list. Lists are stored encrypted and deleted when the check completes or the deal closes.
        </p>
        {check.flags?.length ? <ConflictFlags flags={check.flags} /> : null}
        <ConflictRestartNotice deal={deal} />
        {check.status === 'completed' ? (
          <div className={`alert ${check.outcome === 'conflict_found' ? 'alert-warning' : 'alert-success'} mb-0`} role="status">
            <strong>{CONFLICT_ANSWER_LABELS[check.outcome!]}</strong> — completed {formatDateTime(check.completed_at!)}.
            {restartControl('Run a new check')}
          </div>
        ) : check.status === 'compared' ? (
          check.hits_hidden ? (
            <>
              <p className="mb-2">{hitCounts(check.my_hit_count ?? 0, check.their_hit_count ?? 0, 'the member’s')}</p>
              <p className="small text-body-secondary mb-0">
                <i className="bi bi-eye-slash me-2" aria-hidden="true" />
                The names that hit are hidden while you act as the member. Only the member sees them.
              </p>
            </>
          ) : isParty ? (
            <>
              <p className="mb-2">
                {check.my_hit_count === 0 ? <i className="bi bi-check-circle text-success me-2" aria-hidden="true" /> : null}
                {hitCounts(check.my_hit_count ?? 0, check.their_hit_count ?? 0, 'your')}
              </p>
              {check.my_hits?.length ? (
                <ul className="list-group mb-3" aria-label="Your entries that hit">
                  {check.my_hits.map((hit) => (
                    <li key={hit.name} className="list-group-item d-flex justify-content-between align-items-center">
                      {hit.name}
                      <span className={`badge rounded-pill ${hit.kind === 'exact' ? 'text-bg-danger' : 'text-bg-warning'}`}>
                        {hit.kind === 'exact' ? 'Match' : 'Possible'}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {check.my_answer ? (
                <p className="mb-0">
                  You answered <strong>{CONFLICT_ANSWER_LABELS[check.my_answer]}</strong>.{' '}
                  {check.their_answer_given ? '' : 'Waiting for the other side.'}
                </p>
              ) : (
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-success"
                    onClick={() => answer.mutate('no_conflict')}
                    disabled={answer.isPending}
                  >
                    No conflict
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-warning"
                    onClick={() => answer.mutate('conflict_found')}
                    disabled={answer.isPending}
                  >
                    Conflict found — discuss
                  </button>
                </div>
              )}
              {restartControl('Start the check over')}
            </>
          ) : (
            <p className="mb-0">Both lists were compared on {formatDateTime(check.compared_at!)}; waiting for both sides to confirm.</p>
          )
        ) : isParty && !check.my_list_submitted ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!names.trim()) {
                setError('Add at least one client or adverse-party name.');
                return;
              }
              submit.mutate();
            }}
            noValidate
          >
            {check.their_list_submitted ? <p className="small text-success-emphasis">The other side’s list is in.</p> : null}
            <label htmlFor="conflict-names" className="form-label">
              Your client and adverse-party names, one a line (at most {CONFLICT_LIST_MAX_NAMES.toLocaleString()})
            </label>
            <textarea
              id="conflict-names"
              className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
              rows={6}
              value={names}
              onChange={(event) => {
                setNames(event.target.value);
                setFileName(null);
                setFormat('lines');
              }}
              aria-describedby={error ? 'conflict-error' : 'conflict-help'}
            />
            <div id="conflict-help" className="form-text">
              Or upload a CSV (names in the first column) or a text file:{' '}
              <label htmlFor="conflict-file" className="btn btn-link btn-sm p-0 align-baseline">
                choose a file
              </label>
              <input
                id="conflict-file"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="visually-hidden"
                onChange={(event) => void readFile(event.target.files?.[0])}
              />
              {fileName ? <span className="ms-1">({fileName})</span> : null}
            </div>
            {error ? (
              <div id="conflict-error" className="invalid-feedback d-block">
                {error}
              </div>
            ) : null}
            <button type="submit" className="btn btn-primary mt-2" disabled={submit.isPending}>
              Submit my list
            </button>
          </form>
        ) : (
          <>
            <p className="mb-0">
              {check.status === 'not_started'
                ? 'No lists yet.'
                : isParty
                  ? 'Your list is in. The comparison runs as soon as the other side’s list arrives.'
                  : 'One list is in; waiting for the other.'}
            </p>
            {check.status === 'waiting' ? restartControl('Start the check over') : null}
          </>
        )}
        {error && !showsForm ? (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
