import { Link } from 'react-router';
import type { ListingMedia } from '../../../contracts/listing-responses';
import { FILE_QUESTIONS } from '../../../contracts/questionnaire';
import { DataRoomUpload } from './DataRoomUpload';
import { formatDate } from '../../lib/dates';
import { RemoveDataRoomFile } from './RemoveDataRoomFile';

export const fileSize = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The data room: each link is an authorised API path; the server checks access and logs the download. On the seller's
 * own listing (`ownerListingId`) it also takes uploads and removes files.
 */
export function DataRoomFiles({ files, ownerListingId }: { files: ListingMedia[]; ownerListingId?: number }) {
  return (
    <section className="card card-body mb-3" aria-labelledby="data-room-title">
      <h2 id="data-room-title" className="h5">
        <i className="bi bi-folder2-open me-2" aria-hidden="true" />
        Data room
      </h2>
      {files.length === 0 ? (
        <p className="text-body-secondary mb-0">
          {ownerListingId === undefined
            ? 'No financial documents yet.'
            : 'No documents yet. Add your profit-and-loss statements and other financial documents: buyers you accept can download them.'}
        </p>
      ) : (
        FILE_QUESTIONS.map((question) => {
          const inCollection = files.filter((file) => file.collection_name === question.key);
          if (inCollection.length === 0) return null;
          return (
            <div key={question.key} className="mb-2">
              <h3 className="h6">{question.label}</h3>
              <ul className="list-unstyled mb-0">
                {inCollection.map((file) => (
                  <li key={file.id} className="d-flex flex-wrap gap-2 align-items-center py-1">
                    <a href={file.url} download={file.filename}>
                      <i className="bi bi-download me-1" aria-hidden="true" />
                      {file.filename}
                    </a>
                    <span className="small text-body-secondary">
                      {fileSize(file.size)} · {formatDate(file.created_at)}
                    </span>
                    {ownerListingId === undefined ? null : <RemoveDataRoomFile listingId={ownerListingId} file={file} />}
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
      {ownerListingId === undefined ? null : <DataRoomUpload listingId={ownerListingId} files={files} />}
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
