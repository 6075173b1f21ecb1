import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CALL_TOPICS, type Booking, type Expert, type Slot } from '../../../contracts/experts/experts';
import { FormAlert } from '../../components/form/FormAlert';
import { isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { notify } from '../../lib/toast';
import { bookCall, expertKeys, formatWhen, rescheduleCall, takenSlots } from './expertsApi';

interface BookingDialogProps {
  expert: Pick<Expert, 'id' | 'name'>;
  slot: Slot;
  /** Moving an existing call instead of booking a new one. */
  moving?: Booking;
  onClose: () => void;
}

/** Confirms the time, asks what the call is about (new calls), books or moves it. */
export function BookingDialog({ expert, slot, moving, onClose }: BookingDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [topic, setTopic] = useState('');
  const [note, setNote] = useState('');
  const [topicError, setTopicError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () =>
      moving
        ? rescheduleCall(moving.id, slot.starts_at)
        : bookCall({ expert_id: expert.id, starts_at: slot.starts_at, topic, ...(note.trim() ? { note } : {}) }),
    onSuccess: () => {
      notify(
        moving
          ? `Your call with ${expert.name} has a new time. An updated invitation is in your e-mail.`
          : `Your call with ${expert.name} is booked. The invitation is in your e-mail.`,
        'success',
      );
      void queryClient.invalidateQueries({ queryKey: expertKeys.all });
      onClose();
    },
    onError: (error) => {
      const taken = takenSlots(error);
      if (taken) {
        notify(taken.message, 'warning');
        void queryClient.invalidateQueries({ queryKey: expertKeys.all });
        onClose();
      } else if (isApiError(error) && error.status === 422) setTopicError(error.fieldError('topic'));
    },
  });
  const refusal =
    isApiError(save.error) && save.error.status !== null && save.error.status < 500 && !takenSlots(save.error)
      ? (save.error.fieldError('starts_at') ?? (save.error.fieldError('topic') ? null : save.error.message))
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!moving && !topic) return setTopicError('Choose what the call is about.');
    setTopicError(undefined);
    save.mutate();
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {moving ? 'Move your call' : `Book a call with ${expert.name}`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert>{refusal}</FormAlert>
          <p>
            <i className="bi bi-calendar-event me-2" aria-hidden="true" />
            <strong>{formatWhen(slot.starts_at)}</strong>, 30 minutes.
            {moving ? <span className="d-block small text-body-secondary mt-1">Now: {formatWhen(moving.starts_at)}</span> : null}
          </p>
          {moving ? null : (
            <>
              <div className="mb-3">
                <label className="form-label" htmlFor={`${id}-topic`}>
                  What would you like to talk about?
                </label>
                <select
                  id={`${id}-topic`}
                  className={cx('form-select', topicError && 'is-invalid')}
                  value={topic}
                  onChange={(event) => setTopic(event.target.value)}
                  aria-invalid={topicError ? true : undefined}
                  aria-describedby={topicError ? `${id}-topic-error` : undefined}
                >
                  <option value="">Choose a topic…</option>
                  {CALL_TOPICS.map((item) => (
                    <option key={item} value={item}>
                      {item}
                    </option>
                  ))}
                </select>
                {topicError ? (
                  <div id={`${id}-topic-error`} className="invalid-feedback">
                    {topicError}
                  </div>
                ) : null}
              </div>
              <div className="mb-1">
                <label className="form-label" htmlFor={`${id}-note`}>
                  A note for the expert <span className="text-body-secondary">(optional)</span>
                </label>
                <textarea
                  id={`${id}-note`}
                  className="form-control"
                  rows={3}
                  maxLength={2000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
                <div className="form-text">Your practice, the listing you have in mind, or your questions. Only the expert reads it.</div>
              </div>
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {moving ? 'Move the call' : 'Book the call'}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
