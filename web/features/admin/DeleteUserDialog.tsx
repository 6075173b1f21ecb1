import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { confirmsFullName, type AdminUser } from '../../../contracts/admin/admin';
import { isApiError } from '../../lib/api';

interface DeleteUserDialogProps {
  user: AdminUser;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (confirmName: string) => void;
}

/** Deleting cannot be undone: the dialog says what goes and asks for the user's full name, typed. */
export function DeleteUserDialog({ user, pending, error, onCancel, onConfirm }: DeleteUserDialogProps) {
  const [typed, setTyped] = useState('');
  const confirmed = confirmsFullName(typed, user.full_name);
  const refusal =
    isApiError(error) && error.status !== null && error.status < 500 ? (error.fieldError('confirm_name') ?? error.message) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !pending) onConfirm(typed);
  };

  return (
    <Modal show onHide={onCancel} centered aria-labelledby="delete-user-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="delete-user-title" as="h2" className="h5">
            Delete {user.full_name}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            This permanently deletes <strong>{user.full_name}</strong> ({user.email}, {user.unique_id}). It cannot be undone.
          </p>
          <ul className="small">
            <li>Their listings go, with their documents and data-room files.</li>
            <li>Their profile photo and other files are removed.</li>
            <li>Every session of theirs ends at once.</li>
            <li>Chats with other members stay readable; they appear there as a former member.</li>
          </ul>
          <Form.Group controlId="delete-user-confirm">
            <Form.Label>
              Type <strong>{user.full_name}</strong> to confirm
            </Form.Label>
            <Form.Control
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoFocus
              isInvalid={Boolean(refusal)}
              aria-describedby={refusal ? 'delete-user-error' : undefined}
            />
            {refusal ? (
              <Form.Control.Feedback type="invalid" id="delete-user-error">
                {refusal}
              </Form.Control.Feedback>
            ) : null}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || pending}>
            {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            Delete user
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
