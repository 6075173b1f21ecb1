import { useId, useState } from 'react';
import { FOLDER_NAME_MAX, FOLDERS_PER_LISTING } from '../../../contracts/data-room/folders';
import { DATA_ROOM_STAGE_LABELS, DATA_ROOM_STAGES, type DataRoomFolder, type DataRoomStage } from '../../../contracts/data-room/stages';
import { createFolder } from './dataRoomApi';
import { useDataRoomChange } from './useDataRoomChange';

/** The folders issue 33 names, offered in one click when the data room does not have them yet. */
export const SUGGESTED_FOLDERS: { name: string; opens_at: DataRoomStage }[] = [
  { name: 'Client-matter summary', opens_at: 'letter_of_intent' },
  { name: 'Trust-account summary', opens_at: 'letter_of_intent' },
  { name: 'Full client list', opens_at: 'purchase_agreement' },
];

/** The seller makes a folder: a name and when it opens (suggestions fill both). */
export function NewFolderForm({ listingId, folders }: { listingId: number; folders: DataRoomFolder[] }) {
  const id = useId();
  const { pending, run } = useDataRoomChange(listingId);
  const [name, setName] = useState('');
  const [stage, setStage] = useState<DataRoomStage>('access');
  const [error, setError] = useState<string | null>(null);
  const taken = new Set(folders.map((folder) => folder.name?.toLowerCase()));
  const suggestions = SUGGESTED_FOLDERS.filter((suggestion) => !taken.has(suggestion.name.toLowerCase()));

  if (folders.length >= FOLDERS_PER_LISTING)
    return (
      <p className="small text-body-secondary mt-3 mb-0">
        The data room holds its {FOLDERS_PER_LISTING} folders: delete one to make another.
      </p>
    );

  return (
    <form
      className="border-top pt-3 mt-3"
      aria-label="New folder"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => createFolder(listingId, { name, opens_at: stage }), `${name.trim()} was added.`).then((result) => {
          if (result.ok) {
            setName('');
            setStage('access');
            setError(null);
          } else setError(result.errors.name?.[0] ?? result.errors.opens_at?.[0] ?? null);
        });
      }}
    >
      <h3 className="h6">New folder</h3>
      <div className="row g-2 align-items-start">
        <div className="col-12 col-md-5">
          <label htmlFor={`${id}-name`} className="form-label small mb-1">
            Folder name
          </label>
          <input
            id={`${id}-name`}
            className={`form-control form-control-sm ${error ? 'is-invalid' : ''}`}
            value={name}
            maxLength={FOLDER_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Client-matter summary"
          />
          {error ? <div className="invalid-feedback">{error}</div> : null}
        </div>
        <div className="col-12 col-md-5">
          <label htmlFor={`${id}-stage`} className="form-label small mb-1">
            When it opens
          </label>
          <select
            id={`${id}-stage`}
            className="form-select form-select-sm"
            value={stage}
            onChange={(event) => setStage(event.target.value as DataRoomStage)}
          >
            {DATA_ROOM_STAGES.map((option) => (
              <option key={option} value={option}>
                {DATA_ROOM_STAGE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-2 d-grid align-self-end">
          <button type="submit" className="btn btn-sm btn-primary" disabled={pending || name.trim() === ''}>
            <i className="bi bi-folder-plus me-1" aria-hidden="true" />
            Add folder
          </button>
        </div>
      </div>
      {suggestions.length > 0 ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2 small">
          <span className="text-body-secondary">Suggested:</span>
          {suggestions.map((suggestion) => (
            <button
              key={suggestion.name}
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => {
                setName(suggestion.name);
                setStage(suggestion.opens_at);
                setError(null);
              }}
            >
              {suggestion.name}
            </button>
          ))}
        </div>
      ) : null}
    </form>
  );
}
