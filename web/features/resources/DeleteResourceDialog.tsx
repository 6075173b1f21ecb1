import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ResourceSummary } from '../../../contracts/resources/resources';

interface DeleteResourceDialogProps {
  resource: ResourceSummary;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting cannot be undone: the dialog names the resource and what goes with it. */
export function DeleteResourceDialog({ resource, pending, onCancel, onConfirm }: DeleteResourceDialogProps) {
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="delete-resource-title">
      <Modal.Header closeButton>
        <Modal.Title id="delete-resource-title" as="h2" className="h5">
          Delete “{resource.title}”?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          Members will no longer see <strong>{resource.title}</strong>
          {resource.audience === 'both' ? ' in the buyer or the seller resources' : ` in the ${resource.audience} resources`}
          {resource.file ? <>, and its file {resource.file.name} is deleted</> : null}. This cannot be undone.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Delete resource
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
