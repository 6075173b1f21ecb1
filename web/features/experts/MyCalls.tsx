import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Booking } from '../../../contracts/experts/experts';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { cancelCall, expertKeys, fetchBookings, formatWhen } from './expertsApi';

function CallRow({ call, onMove, onCancel }: { call: Booking; onMove?: () => void; onCancel?: () => void }) {
  return (
    <li className="list-group-item d-flex flex-wrap gap-2 align-items-center justify-content-between">
      <div>
        <div className="fw-semibold">{formatWhen(call.starts_at)}</div>
        <div className="small text-body-secondary">
          {call.topic} · with {call.expert.name}
          {call.status === 'cancelled' ? <span className="badge text-bg-light border ms-2">Cancelled</span> : null}
        </div>
      </div>
      {onMove && onCancel ? (
        call.can_change ? (
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={onMove}>
              Change time
            </button>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={onCancel}>
              Cancel call
            </button>
          </div>
        ) : (
          <span className="small text-body-secondary">Starts within 2 hours: it can no longer be changed.</span>
        )
      ) : null}
    </li>
  );
}

/** The member's upcoming calls (change or cancel up to 2 hours before) and their past ones. */
export function MyCalls({ onMove }: { onMove: (call: Booking) => void }) {
  const queryClient = useQueryClient();
  const calls = useQuery({ queryKey: expertKeys.bookings, queryFn: ({ signal }) => fetchBookings(signal) });
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const cancel = useMutation({
    mutationFn: (call: Booking) => cancelCall(call.id),
    onSuccess: (call) => {
      setCancelling(null);
      notify(`Your call with ${call.expert.name} is cancelled. Both of you were sent a calendar update.`, 'success');
      void queryClient.invalidateQueries({ queryKey: expertKeys.all });
    },
  });
  if (calls.isPending) return <LoadingSkeleton variant="rows" count={2} label="Loading your calls…" />;
  if (calls.isError)
    return <ErrorState title="Your calls could not be loaded." onRetry={() => void calls.refetch()} retrying={calls.isFetching} />;
  const { upcoming, past } = calls.data;
  return (
    <section aria-labelledby="my-calls-title" className="mb-4">
      <h2 id="my-calls-title" className="h5">
        Your upcoming calls
      </h2>
      {upcoming.length === 0 ? (
        <p className="text-body-secondary">No calls booked yet. Pick a time below.</p>
      ) : (
        <ul className="list-group mb-3" aria-label="Upcoming calls">
          {upcoming.map((call) => (
            <CallRow key={call.id} call={call} onMove={() => onMove(call)} onCancel={() => setCancelling(call)} />
          ))}
        </ul>
      )}
      {past.length > 0 ? (
        <details className="mb-2">
          <summary className="small">Past and cancelled calls ({past.length})</summary>
          <ul className="list-group mt-2" aria-label="Past calls">
            {past.map((call) => (
              <CallRow key={call.id} call={call} />
            ))}
          </ul>
        </details>
      ) : null}
      {cancelling ? (
        <Modal show centered onHide={() => setCancelling(null)} aria-labelledby="cancel-call-title">
          <Modal.Header closeButton>
            <Modal.Title id="cancel-call-title" as="h2" className="h5">
              Cancel your call with {cancelling.expert.name}?
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="mb-0">
              The call on <strong>{formatWhen(cancelling.starts_at)}</strong> ({cancelling.topic}) is cancelled for both of you, and the
              time is offered to others.
            </p>
            {isApiError(cancel.error) && cancel.error.status !== null && cancel.error.status < 500 ? (
              <p className="text-danger small mt-2 mb-0" role="alert">
                {cancel.error.fieldError('starts_at') ?? cancel.error.message}
              </p>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setCancelling(null)} disabled={cancel.isPending}>
              Keep the call
            </Button>
            <Button variant="danger" onClick={() => cancel.mutate(cancelling)} disabled={cancel.isPending}>
              Cancel call
            </Button>
          </Modal.Footer>
        </Modal>
      ) : null}
    </section>
  );
}
