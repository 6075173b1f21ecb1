import { useState } from 'react';
import { FOLDER_NAME_MAX } from '../../../contracts/data-room/folders';
import type { DataRoomFolder } from '../../../contracts/data-room/stages';
import { deleteFolder, updateFolder } from './dataRoomApi';
import { useDataRoomChange } from './useDataRoomChange';

/**
 * The seller's hold on one folder: move it up or down, and for a folder they made, rename or delete it (the server
 * refuses to delete one that still holds files and says so). The questionnaire's two folders keep their names.
 */
export function FolderActions({ listingId, folder, count }: { listingId: number; folder: DataRoomFolder; count: number }) {
  const { pending, run } = useDataRoomChange(listingId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const own = folder.folder === String(folder.id);
  const name = folder.name ?? '';

  const move = (position: number) => void run(() => updateFolder(listingId, folder.folder, { position }), `${name} moved.`);

  if (renaming !== null)
    return (
      <form
        className="d-flex flex-wrap gap-2 align-items-start mt-1"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => updateFolder(listingId, folder.folder, { name: renaming }), 'The folder was renamed.').then((result) => {
            if (result.ok) setRenaming(null);
            else setError(result.errors.name?.[0] ?? null);
          });
        }}
      >
        <div className="flex-grow-1">
          <input
            className={`form-control form-control-sm ${error ? 'is-invalid' : ''}`}
            aria-label={`New name for ${name}`}
            value={renaming}
            maxLength={FOLDER_NAME_MAX}
            onChange={(event) => setRenaming(event.target.value)}
            autoFocus
          />
          {error ? <div className="invalid-feedback">{error}</div> : null}
        </div>
        <button type="submit" className="btn btn-sm btn-primary" disabled={pending}>
          Save
        </button>
        <button type="button" className="btn btn-sm btn-link" onClick={() => setRenaming(null)}>
          Cancel
        </button>
      </form>
    );

  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={`Arrange ${name}`}>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={`Move ${name} up`}
        disabled={pending || folder.position === 0}
        onClick={() => move(folder.position - 1)}
      >
        <i className="bi bi-arrow-up" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={`Move ${name} down`}
        disabled={pending || folder.position === count - 1}
        onClick={() => move(folder.position + 1)}
      >
        <i className="bi bi-arrow-down" aria-hidden="true" />
      </button>
      {own ? (
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={`Rename ${name}`}
            disabled={pending}
            onClick={() => {
              setError(null);
              setRenaming(name);
            }}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            aria-label={`Delete ${name}`}
            disabled={pending}
            onClick={() => void run(() => deleteFolder(listingId, folder.folder), `${name} was deleted.`)}
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </button>
        </>
      ) : null}
    </div>
  );
}
