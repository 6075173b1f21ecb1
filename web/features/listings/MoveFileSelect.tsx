import type { DataRoomFolder } from '../../../contracts/data-room/stages';
import type { ListingMedia } from '../../../contracts/listings/responses';
import { folderName } from '../../../contracts/data-room/stages';
import { moveFileToFolder } from './dataRoomApi';
import { useDataRoomChange } from './useDataRoomChange';

/** The seller moves a file to another folder of the listing (and so to that folder's stage). */
export function MoveFileSelect({ listingId, file, folders }: { listingId: number; file: ListingMedia; folders: DataRoomFolder[] }) {
  const { pending, run } = useDataRoomChange(listingId);
  const others = folders.filter((folder) => folder.id !== file.folder_id);
  if (others.length === 0) return null;
  return (
    <select
      className="form-select form-select-sm w-auto mw-100"
      style={{ maxWidth: '13rem' }}
      aria-label={`Move ${file.filename} to another folder`}
      value=""
      disabled={pending}
      onChange={(event) => {
        const target = others.find((folder) => folder.id === Number(event.target.value));
        if (target) void run(() => moveFileToFolder(listingId, file.id, target.id), `${file.filename} moved to ${folderName(target)}.`);
      }}
    >
      <option value="">Move to…</option>
      {others.map((folder) => (
        <option key={folder.id} value={folder.id}>
          {folderName(folder)}
        </option>
      ))}
    </select>
  );
}
