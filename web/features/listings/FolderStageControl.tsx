import { DATA_ROOM_STAGE_LABELS, DATA_ROOM_STAGES, type DataRoomStage } from '../../../contracts/data-room/stages';
import { setFolderStage } from './dataRoomApi';
import { useDataRoomChange } from './useDataRoomChange';

/** The seller's choice of when a folder opens to a buyer: after access, after the LOI or the purchase agreement is signed. */
export function FolderStageControl({ listingId, folder, stage }: { listingId: number; folder: string; stage: DataRoomStage }) {
  const { pending, run } = useDataRoomChange(listingId);
  const id = `folder-stage-${folder}`;

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
        onChange={(event) => {
          const opensAt = event.target.value as DataRoomStage;
          void run(
            () => setFolderStage(listingId, folder, opensAt),
            `The folder now opens ${DATA_ROOM_STAGE_LABELS[opensAt].toLowerCase()}.`,
          );
        }}
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
