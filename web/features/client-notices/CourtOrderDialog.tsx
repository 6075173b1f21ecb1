/** The court order under which an unreachable client's file transfers (Rule 1.17(c)): court, date and the order. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientRow } from '../../../contracts/client-notices/client-notices';
import { ReasonDialog, ReasonError } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { clientListKey, recordCourtOrder } from './clientNoticesApi';

export function CourtOrderDialog({ dealId, client, onClose }: { dealId: number; client: ClientRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [court, setCourt] = useState('');
  const [orderedOn, setOrderedOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => recordCourtOrder(dealId, client.id, { court, ordered_on: orderedOn, file: file! }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientListKey(dealId) });
      notify(`The court order for ${client.name} is recorded.`, 'success');
      onClose();
    },
    onError: (failure) => setError(isApiError(failure) ? failure.message : 'The order could not be saved.'),
  });
  return (
    <ReasonDialog
      titleId="court-order-title"
      title={`Court order — ${client.name}`}
      pending={save.isPending}
      onCancel={onClose}
      onSubmit={() => (file ? save.mutate() : setError('Attach the order (PDF, PNG or JPEG).'))}
      submitLabel="Record the order"
      submitVariant="primary"
    >
      <p className="small text-body-secondary">
        A client who could not be given notice transfers only under a court order. Until one is recorded, this client’s file stays out of
        the transfer.
      </p>
      <div className="mb-2">
        <label htmlFor="court-order-court" className="form-label">
          Court
        </label>
        <input
          id="court-order-court"
          className="form-control"
          maxLength={200}
          value={court}
          onChange={(event) => setCourt(event.target.value)}
        />
      </div>
      <div className="mb-2">
        <label htmlFor="court-order-date" className="form-label">
          Date of the order
        </label>
        <input
          id="court-order-date"
          type="date"
          className="form-control"
          value={orderedOn}
          onChange={(event) => setOrderedOn(event.target.value)}
        />
      </div>
      <div className="mb-2">
        <label htmlFor="court-order-file" className="form-label">
          The order (PDF, PNG or JPEG, up to 10 MB)
        </label>
        <input
          id="court-order-file"
          type="file"
          accept="application/pdf,image/png,image/jpeg"
          className="form-control"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <ReasonError error={error} />
    </ReasonDialog>
  );
}
