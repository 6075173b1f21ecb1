import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ListingMedia } from '../../../contracts/listing-responses';
import { Hint } from '../../components/Hint';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { listingKeys, removeListingFile } from './listingsApi';

/** The seller's remove action on a data-room file of their listing page, confirmed first (as in the form's documents step). */
export function RemoveDataRoomFile({ listingId, file }: { listingId: number; file: ListingMedia }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const remove = async () => {
    setPending(true);
    try {
      queryClient.setQueryData(listingKeys.detail(listingId), await removeListingFile(listingId, file.id));
      notify(`${file.filename} was removed.`, 'success');
      setOpen(false);
    } catch (error) {
      if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Hint text="Remove the document">
        <button
          type="button"
          className="btn btn-sm btn-link text-danger p-0 ms-auto"
          aria-label={`Remove ${file.filename}`}
          onClick={() => setOpen(true)}
        >
          <i className="bi bi-x-circle" aria-hidden="true" />
        </button>
      </Hint>
      {open ? (
        <Modal show onHide={() => setOpen(false)} centered aria-labelledby="remove-data-room-file-title">
          <Modal.Header closeButton closeLabel="Close">
            <Modal.Title id="remove-data-room-file-title" as="h2" className="h5">
              Remove {file.filename}?
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            The file leaves the data room; buyers with access can no longer download it. The download log keeps its lines.
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void remove()} disabled={pending}>
              Remove file
            </Button>
          </Modal.Footer>
        </Modal>
      ) : null}
    </>
  );
}
