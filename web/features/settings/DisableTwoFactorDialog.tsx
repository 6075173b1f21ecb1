import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface DisableTwoFactorDialogProps {
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Turning two-factor off is confirmed, and says what goes with it. */
export function DisableTwoFactorDialog({ pending, onCancel, onConfirm }: DisableTwoFactorDialogProps) {
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="disable-2fa-title">
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id="disable-2fa-title" as="h2" className="h5">
          Turn off two-factor authentication?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Logging in will need only your password again.</p>
        <ul className="small mb-0">
          <li>Your authenticator app&apos;s Lexchange codes stop working.</li>
          <li>Your recovery codes stop working.</li>
          <li>You can turn it on again at any time with a new setup.</li>
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Keep it on
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Turn off
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
