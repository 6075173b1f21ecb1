import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface DeleteListingDialogProps {
  headline: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Deleting hides the listing at once and purges it, its answers and its data room after 30 days. */
export function DeleteListingDialog({ headline, pending, onCancel, onConfirm }: DeleteListingDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Tell us why you are deleting it.');
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="delete-listing-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="delete-listing-title" as="h2" className="h5">
            Delete “{headline}”?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            <strong>{headline}</strong> disappears at once for everyone. After 30 days it is purged for good, with:
          </p>
          <ul className="small">
            <li>its questionnaire answers and figures;</li>
            <li>every file in its data room and the data-room log;</li>
            <li>its place on buyers’ watch lists.</li>
          </ul>
          <label htmlFor="delete-reason" className="form-label">
            Why are you deleting it?
          </label>
          <textarea
            id="delete-reason"
            className={`form-control ${error ? 'is-invalid' : ''}`}
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            aria-describedby={error ? 'delete-reason-error' : undefined}
          />
          {error ? (
            <div id="delete-reason-error" className="invalid-feedback d-block" role="alert">
              {error}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            Delete listing
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
