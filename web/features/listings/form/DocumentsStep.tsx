import { useState, type ChangeEvent } from 'react';
import { DATA_ROOM_ACCEPT, DATA_ROOM_MAX_BYTES, DATA_ROOM_TYPES } from '../../../../contracts/listings/files';
import type { ListingMedia } from '../../../../contracts/listings/responses';
import { FILE_QUESTIONS, type FileCollection } from '../../../../contracts/listings/questionnaire';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { fileSize } from '../../../lib/fileSize';
import { localFileError } from '../dataRoomFileCheck';
import { removeListingFile, uploadListingFiles } from '../listingsApi';
import { RemoveFileButton, RemoveFileDialog } from '../RemoveFileConfirm';
import type { StepProps } from './stepTypes';

const TYPES_HINT = `${DATA_ROOM_TYPES.map((type) => type.label).join(', ')}; up to ${DATA_ROOM_MAX_BYTES / 1024 / 1024} MB each. Stored privately: only you, staff and buyers you approve can download them, and every download is logged.`;
/** financials_needed (one file, a new one replaces it) and financials_ready (several). */
export function DocumentsStep({ draft }: StepProps) {
  const [errors, setErrors] = useState<Partial<Record<FileCollection, string>>>({});
  const [busy, setBusy] = useState<FileCollection | null>(null);
  const [removing, setRemoving] = useState<ListingMedia | null>(null);
  const [removePending, setRemovePending] = useState(false);

  const choose = async (collection: FileCollection, event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    const refused = files.map(localFileError).find(Boolean);
    setErrors((current) => ({ ...current, [collection]: refused ?? undefined }));
    if (refused) {
      input.value = '';
      return;
    }
    setBusy(collection);
    try {
      const id = await draft.save(true);
      if (id === null) throw new Error('The draft could not be saved.');
      const listing = await uploadListingFiles(id, collection, collection === 'financials_needed' ? files.slice(0, 1) : files);
      draft.setMedia(listing.confidential?.media ?? []);
      notify(files.length === 1 ? `${files[0]!.name} was uploaded.` : `${files.length} files were uploaded.`, 'success');
    } catch (error) {
      const message = isApiError(error)
        ? (error.fieldError(collection) ?? error.fieldError(`${collection}.0`) ?? Object.values(error.errors)[0]?.[0] ?? error.message)
        : 'The upload failed. Try again.';
      setErrors((current) => ({ ...current, [collection]: message }));
    } finally {
      setBusy(null);
      input.value = '';
    }
  };

  const confirmRemove = async () => {
    if (!removing || draft.listingId === null) return;
    setRemovePending(true);
    try {
      const listing = await removeListingFile(draft.listingId, removing.id);
      draft.setMedia(listing.confidential?.media ?? []);
      notify(`${removing.filename} was removed.`, 'success');
      setRemoving(null);
    } catch (error) {
      if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    } finally {
      setRemovePending(false);
    }
  };

  return (
    <>
      <h2 className="h5">Financial documents</h2>
      <p className="text-body-secondary small">{TYPES_HINT}</p>
      {FILE_QUESTIONS.map((question) => {
        const id = `upload-${question.key}`;
        const files = draft.media.filter((file) => file.collection_name === question.key);
        const error = errors[question.key];
        return (
          <div key={question.key} className="card card-body mb-3">
            <label htmlFor={id} className="form-label fw-semibold">
              {question.label}
              {question.multiple ? ' (several files)' : ' (one file)'}
            </label>
            <input
              id={id}
              type="file"
              className={`form-control ${error ? 'is-invalid' : ''}`}
              accept={DATA_ROOM_ACCEPT}
              multiple={question.multiple}
              disabled={busy !== null}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => void choose(question.key, event)}
            />
            {error ? (
              <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
                {error}
              </div>
            ) : null}
            <div id={`${id}-hint`} className="form-text">
              {question.multiple ? 'Each file you choose is added.' : 'A new file replaces the current one.'}
            </div>
            {busy === question.key ? (
              <p className="small mt-2 mb-0" role="status">
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                Uploading…
              </p>
            ) : null}
            {files.length ? (
              <ul className="list-unstyled mt-2 mb-0">
                {files.map((file) => (
                  <li key={file.id} className="d-flex align-items-center gap-2 py-1">
                    <i className="bi bi-file-earmark-text" aria-hidden="true" />
                    <a href={file.url} download={file.filename}>
                      {file.filename}
                    </a>
                    <span className="small text-body-secondary">{fileSize(file.size)}</span>
                    <RemoveFileButton filename={file.filename} onClick={() => setRemoving(file)} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      {removing ? (
        <RemoveFileDialog
          filename={removing.filename}
          pending={removePending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void confirmRemove()}
        />
      ) : null}
    </>
  );
}
