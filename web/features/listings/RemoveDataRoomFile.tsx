import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListingMedia } from '../../../contracts/listings/responses';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { listingKeys, removeListingFile } from './listingsApi';
import { RemoveFileButton, RemoveFileDialog } from './RemoveFileConfirm';

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
      <RemoveFileButton filename={file.filename} className="p-0" onClick={() => setOpen(true)} />
      {open ? (
        <RemoveFileDialog
          titleId="remove-data-room-file-title"
          filename={file.filename}
          pending={pending}
          onCancel={() => setOpen(false)}
          onConfirm={() => void remove()}
          note="The download log keeps its lines."
        />
      ) : null}
    </>
  );
}
