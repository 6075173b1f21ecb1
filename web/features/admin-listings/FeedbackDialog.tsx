import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface FeedbackDialogProps {
  headline: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (message: string) => void;
}

/** Staff feedback: the listing goes back to the seller as a draft with this message. */
export function FeedbackDialog({ headline, pending, onCancel, onConfirm }: FeedbackDialogProps) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError('Write what the seller should change.');
      return;
    }
    onConfirm(message.trim());
  };
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="feedback-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="feedback-title" as="h2" className="h5">
            Send feedback on “{headline}”
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small">The listing goes back to the seller as a draft, with your message shown on it. Buyers stop seeing it until it is approved again.</p>
          <label htmlFor="feedback-message" className="form-label">
            Message to the seller
          </label>
          <textarea
            id="feedback-message"
            rows={5}
            maxLength={10_000}
            className={`form-control ${error ? 'is-invalid' : ''}`}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <div className="invalid-feedback d-block" role="alert">
              {error}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            Send feedback
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
