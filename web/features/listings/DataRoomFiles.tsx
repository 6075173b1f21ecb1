import { Link } from 'react-router';
import type { ListingMedia } from '../../../contracts/listings/responses';
import { DATA_ROOM_LOCKED_LABELS, folderName, type DataRoomFolder } from '../../../contracts/data-room/stages';
import { FolderStageControl } from './FolderStageControl';
import { DataRoomUpload } from './DataRoomUpload';
import { formatDate } from '../../lib/dates';
import { fileSize } from '../../lib/fileSize';
import { RemoveDataRoomFile } from './RemoveDataRoomFile';
import { FolderActions } from './FolderActions';
import { MoveFileSelect } from './MoveFileSelect';
import { NewFolderForm } from './NewFolderForm';

function FolderFiles({ files, folders, ownerListingId }: { files: ListingMedia[]; folders: DataRoomFolder[]; ownerListingId?: number }) {
  if (files.length === 0) return <p className="small text-body-secondary mb-0">No files in this folder yet.</p>;
  return (
    <ul className="list-unstyled mb-0">
      {files.map((file) => (
        <li key={file.id} className="d-flex flex-wrap gap-2 align-items-center py-1">
          <a href={file.url} download={file.filename} className="text-break">
            <i className="bi bi-download me-1" aria-hidden="true" />
            {file.filename}
          </a>
          <span className="small text-body-secondary">
            {fileSize(file.size)} · {formatDate(file.created_at)}
          </span>
          {ownerListingId === undefined ? null : (
            <>
              <MoveFileSelect listingId={ownerListingId} file={file} folders={folders} />
              <RemoveDataRoomFile listingId={ownerListingId} file={file} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The data room, folder by folder: each link is an authorised API path; the server checks access and the folder's stage,
 * stamps a buyer's PDFs and logs the download. On the seller's own listing (`ownerListingId`) it also sets when each
 * folder opens, takes uploads and removes files; a buyer sees a folder that opens later by its stage, never its files.
 */
export function DataRoomFiles({
  files,
  folders,
  ownerListingId,
}: {
  files: ListingMedia[];
  folders: DataRoomFolder[];
  ownerListingId?: number;
}) {
  const owner = ownerListingId !== undefined;
  const shown = folders.filter((folder) => owner || !folder.open || files.some((file) => file.folder_id === folder.id));
  return (
    <section className="card card-body mb-3" aria-labelledby="data-room-title">
      <h2 id="data-room-title" className="h5">
        <i className="bi bi-folder2-open me-2" aria-hidden="true" />
        Data room
      </h2>
      {owner ? (
        <p className="small text-body-secondary">
          {files.length === 0 ? 'No documents yet. Add your profit-and-loss statements and other financial documents. ' : ''}
          Make folders, put them in order, and choose when each opens to a buyer you accept: at once, or when your deal reaches the letter
          of intent or the purchase agreement. Buyers’ PDFs are stamped with their name, e-mail and the time.
        </p>
      ) : shown.length === 0 ? (
        <p className="text-body-secondary mb-0">No financial documents yet.</p>
      ) : null}
      {shown.map((folder) => {
        const label = folderName(folder);
        const inFolder = files.filter((file) => file.folder_id === folder.id);
        return (
          <div key={folder.id} className="data-room-folder border-top pt-2 mt-2">
            <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-1">
              <h3 className="h6 mb-0 text-break">
                <i className={`bi ${folder.open ? 'bi-folder2-open' : 'bi-lock'} me-2`} aria-hidden="true" />
                {label}
              </h3>
              {owner ? <FolderActions listingId={ownerListingId} folder={folder} count={folders.length} /> : null}
            </div>
            {owner ? <FolderStageControl listingId={ownerListingId} folder={folder.folder} stage={folder.opens_at} /> : null}
            {folder.open ? (
              <FolderFiles files={inFolder} folders={folders} ownerListingId={ownerListingId} />
            ) : (
              <p className="small text-body-secondary mb-0">{DATA_ROOM_LOCKED_LABELS[folder.opens_at]}.</p>
            )}
          </div>
        );
      })}
      {ownerListingId === undefined ? null : (
        <>
          <NewFolderForm listingId={ownerListingId} folders={folders} />
          <DataRoomUpload listingId={ownerListingId} files={files} folders={folders} />
        </>
      )}
      <p className="small text-body-secondary mt-2 mb-0">
        {ownerListingId === undefined ? (
          'Every download is recorded and shown to the seller.'
        ) : (
          <>
            Every download is recorded: <Link to="/my-seller-listings">My listings</Link> shows who downloaded what, and when.
          </>
        )}
      </p>
    </section>
  );
}
