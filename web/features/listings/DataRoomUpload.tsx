import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { DATA_ROOM_ACCEPT, DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES, DATA_ROOM_TYPES } from '../../../contracts/listings/files';
import type { ListingMedia } from '../../../contracts/listings/responses';
import type { FileCollection } from '../../../contracts/listings/questionnaire';
import { folderName, type DataRoomFolder } from '../../../contracts/data-room/stages';
import { uploadIntoFolder } from './dataRoomApi';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { fileSize } from '../../lib/fileSize';
import { localFileError } from './dataRoomFileCheck';
import { listingKeys, uploadListingFiles } from './listingsApi';

interface Upload {
  key: string;
  name: string;
  size: number;
  /** Share of the file sent (0–1); null while it waits its turn. */
  progress: number | null;
  error: string | null;
}

const TYPES = `${DATA_ROOM_TYPES.map((type) => type.label).join(', ')} · up to ${DATA_ROOM_MAX_BYTES / 1024 / 1024}\u00a0MB each`;

/** The server's refusal of one file, in its own words (422 on the collection), or a plain retry message. */
export function uploadErrorMessage(error: unknown, collection: string): string {
  if (!isApiError(error)) return 'The upload failed. Try again.';
  if (error.status === 413) return DATA_ROOM_MESSAGES.size('The file');
  return (
    error.fieldError(collection) ??
    error.fieldError(`${collection}.0`) ??
    Object.values(error.errors)[0]?.[0] ??
    (error.status === null || error.status >= 500 ? 'The upload failed. Try again.' : error.message)
  );
}

/**
 * The seller's upload on their own listing page (issue #20.4): a button and a drop zone, one request per file through
 * the data room's upload API so each file shows its own progress and its own refusal, and a refused file costs
 * nothing else. Each answer is the listing itself, so the new file joins the list at once.
 */
export function DataRoomUpload({ listingId, files, folders }: { listingId: number; files: ListingMedia[]; folders: DataRoomFolder[] }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const hasStatements = files.some((file) => file.collection_name === 'financials_needed');
  const [chosen, setChosen] = useState<string | null>(null);
  // The questionnaire's folders take uploads as their collection; a folder the seller made by its id.
  const target = chosen ?? (hasStatements ? 'financials_ready' : 'financials_needed');
  const collection: FileCollection = target === 'financials_needed' ? 'financials_needed' : 'financials_ready';
  const ownFolder = folders.find((folder) => folder.folder === target && folder.folder === String(folder.id)) ?? null;
  const send = (file: File, onProgress: (fraction: number) => void) =>
    ownFolder
      ? uploadIntoFolder(listingId, ownFolder.id, [file], onProgress)
      : uploadListingFiles(listingId, collection, [file], undefined, onProgress);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const busy = uploads.some((upload) => upload.error === null);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const start = async (picked: File[]) => {
    if (picked.length === 0 || busy) return;
    let accepted = 0;
    const batch = picked.map((file, index) => {
      // The statements are one file: a second good one in the same drop would replace the first, so it is refused.
      const local = localFileError(file);
      if (!local) accepted += 1;
      const error = local ?? (target === 'financials_needed' && accepted > 1 ? DATA_ROOM_MESSAGES.single : null);
      return {
        file,
        upload: { key: `${Date.now()}-${index}-${file.name}`, name: file.name, size: file.size, progress: null, error },
      };
    });
    setUploads((current) => [...current.filter((upload) => upload.error === null), ...batch.map((item) => item.upload)]);
    let done = 0;
    // One after another: each answer is the whole listing, so the last one to arrive holds every new file.
    for (const { file, upload } of batch) {
      if (upload.error) continue;
      patch(upload.key, { progress: 0 });
      try {
        const listing = await send(file, (progress) => patch(upload.key, { progress }));
        queryClient.setQueryData(listingKeys.detail(listingId), listing);
        setUploads((current) => current.filter((item) => item.key !== upload.key));
        done += 1;
      } catch (error) {
        patch(upload.key, { error: uploadErrorMessage(error, ownFolder ? 'files' : collection), progress: null });
      }
    }
    if (done > 0) notify(done === 1 ? 'The document is in the data room.' : `${done} documents are in the data room.`, 'success');
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void start([...event.dataTransfer.files]);
  };

  return (
    <div className="mt-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <label htmlFor={`${inputId}-collection`} className="small text-body-secondary mb-0">
          File new documents under
        </label>
        <select
          id={`${inputId}-collection`}
          className="form-select form-select-sm w-auto mw-100"
          value={target}
          disabled={busy}
          onChange={(event) => setChosen(event.target.value)}
        >
          {folders.map((folder) => (
            <option key={folder.id} value={folder.folder}>
              {folder.folder === 'financials_needed' ? `${folderName(folder)} (one file; replaces)` : folderName(folder)}
            </option>
          ))}
        </select>
      </div>
      <div
        className={`data-room-drop rounded-3 p-3 text-center ${dragging ? 'is-dragging' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="data-room-drop"
      >
        <i className="bi bi-cloud-arrow-up fs-3 text-primary d-block" aria-hidden="true" />
        <p className="mb-2">
          <span className="d-none d-md-inline">Drag documents here, or </span>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => input.current?.click()} disabled={busy}>
            <i className="bi bi-upload me-2" aria-hidden="true" />
            Upload documents
          </button>
        </p>
        <p className="small text-body-secondary mb-0">{TYPES}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choose documents to upload"
          accept={DATA_ROOM_ACCEPT}
          multiple
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            void start(picked);
          }}
        />
      </div>
      {uploads.length > 0 ? (
        <ul className="list-unstyled mt-2 mb-0" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className="data-room-upload py-2">
              <div className="d-flex align-items-center gap-2">
                <i
                  className={`bi ${upload.error ? 'bi-exclamation-circle text-danger' : 'bi-file-earmark-arrow-up text-primary'}`}
                  aria-hidden="true"
                />
                <span className="text-break flex-grow-1">{upload.name}</span>
                <span className="small text-body-secondary text-nowrap">{fileSize(upload.size)}</span>
                {upload.error ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-link text-body-secondary p-0"
                    aria-label={`Dismiss ${upload.name}`}
                    onClick={() => setUploads((current) => current.filter((item) => item.key !== upload.key))}
                  >
                    <i className="bi bi-x-lg" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
              {upload.error ? (
                <div className="small text-danger mt-1" role="alert">
                  {upload.error}
                </div>
              ) : upload.progress === null ? (
                <div className="small text-body-secondary mt-1">Waiting…</div>
              ) : (
                <>
                  <div
                    className="progress mt-1"
                    role="progressbar"
                    aria-label={`Uploading ${upload.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(upload.progress * 100)}
                    style={{ height: 6 }}
                  >
                    <div className="progress-bar" style={{ width: `${Math.round(upload.progress * 100)}%` }} />
                  </div>
                  <div className="small text-body-secondary mt-1" role="status">
                    {upload.progress < 1 ? `Uploading… ${Math.round(upload.progress * 100)} %` : 'Checking the file…'}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
