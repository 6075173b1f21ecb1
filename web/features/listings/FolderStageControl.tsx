import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DATA_ROOM_STAGE_LABELS, DATA_ROOM_STAGES, type DataRoomStage } from '../../../contracts/data-room/stages';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { setFolderStage } from './dataRoomApi';
import { listingKeys } from './listingsApi';

/** The seller's choice of when a folder opens to a buyer: after access, after the LOI or the purchase agreement is signed. */
export function FolderStageControl({ listingId, folder, stage }: { listingId: number; folder: string; stage: DataRoomStage }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const id = `folder-stage-${folder}`;

  const change = async (opensAt: DataRoomStage) => {
    setPending(true);
    try {
      await setFolderStage(listingId, folder, opensAt);
      await queryClient.invalidateQueries({ queryKey: listingKeys.detail(listingId) });
      notify(`The folder now opens ${DATA_ROOM_STAGE_LABELS[opensAt].toLowerCase()}.`, 'success');
    } catch (error) {
      if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small">
      <label htmlFor={id} className="text-body-secondary mb-0">
        Opens to buyers
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto mw-100"
        value={stage}
        disabled={pending}
        onChange={(event) => void change(event.target.value as DataRoomStage)}
      >
        {DATA_ROOM_STAGES.map((option) => (
          <option key={option} value={option}>
            {DATA_ROOM_STAGE_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
