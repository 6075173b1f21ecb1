/**
 * Starting a deal's conflict check over: asked once more, since it deletes both lists and any results and the other
 * side is told; a side may do it CONFLICT_RESTARTS_PER_SIDE times in a deal's life (issue #29).
 */
import { useState } from 'react';
import { CONFLICT_RESTARTS_PER_SIDE, type DealDetail } from '../../../contracts/deals/deals';
import { formatDateTime } from '../../lib/dates';

export function ConflictRestart({
  left,
  compared,
  label,
  pending,
  onRestart,
}: {
  left: number;
  /** The lists were compared: the other side is also told both sides' hit counts. */
  compared: boolean;
  label: string;
  pending: boolean;
  onRestart: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (left === 0)
    return (
      <p className="small text-body-secondary mt-2 mb-0">
        You have started this check over {CONFLICT_RESTARTS_PER_SIDE} times, the most a side may.
      </p>
    );
  const times = `${left} ${left === 1 ? 'time' : 'times'}`;
  return asking ? (
    <div className="border rounded p-2 mt-2 small" role="group" aria-label="Start the conflict check over">
      <p className="mb-2">
        {compared
          ? 'Both lists and the results are deleted, and the other side is told, with how many entries of each side hit.'
          : 'The lists are deleted and the other side is told.'}{' '}
        You can do this {times} more.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={pending}
          onClick={() => {
            setAsking(false);
            onRestart();
          }}
        >
          {label}
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </div>
  ) : (
    <button type="button" className="btn btn-link btn-sm p-0 mt-2" onClick={() => setAsking(true)} disabled={pending}>
      {label}
    </button>
  );
}

/** Who started the check over, when, and the hit counts it wiped: shown until a new comparison (never names). */
export function ConflictRestartNotice({ deal }: { deal: DealDetail }) {
  const status = deal.conflict_check.status;
  const last = [...deal.history].reverse().find((entry) => entry.field === 'conflict_check' || entry.field === 'conflict_restart');
  if ((status !== 'not_started' && status !== 'waiting') || last?.field !== 'conflict_restart') return null;
  const who = !last.by
    ? 'A former member'
    : last.by.side === deal.my_side
      ? 'You'
      : last.by.side === 'staff'
        ? 'Lexchange staff'
        : `${last.by.unique_id} (${last.by.side})`;
  return (
    <p className="alert alert-info small py-2" role="status">
      <i className="bi bi-arrow-counterclockwise me-2" aria-hidden="true" />
      {who} started the check over on {formatDateTime(last.at)}. {last.to}
    </p>
  );
}
