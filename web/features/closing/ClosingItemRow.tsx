/** One checklist item: its status control, owner, due date (overdue marked), files with upload and download, delete. */
import { useRef } from 'react';
import {
  CLOSING_ACCEPT,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  type ClosingItem,
  type ClosingRoom,
  type ItemStatus,
} from '../../../contracts/closing/closing';
import { cx } from '../../lib/cx';
import { ClosingFileList } from './ClosingFileList';
import { formatDay, OWNER_BADGE_CLASSES, ownerLabel } from './closingLabels';

interface Props {
  dealId: number;
  item: ClosingItem;
  side: ClosingRoom['side'];
  readOnly: boolean;
  busy: boolean;
  onStatus(status: ItemStatus): void;
  onFiles(files: File[]): void;
  onRemove(): void;
}

export function ClosingItemRow({ dealId, item, side, readOnly, busy, onStatus, onFiles, onRemove }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = `closing-item-status-${item.id}`;
  return (
    <li className={cx('closing-item', `closing-item--${item.status}`, item.overdue && 'closing-item--overdue')} data-testid="closing-item">
      <div>
        <label className="visually-hidden" htmlFor={statusId}>
          Status of {item.title}
        </label>
        <select
          id={statusId}
          className="form-select form-select-sm"
          value={item.status}
          disabled={readOnly || busy}
          onChange={(event) => onStatus(event.target.value as ItemStatus)}
        >
          {ITEM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ITEM_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <span className="closing-item__title fw-medium">
            {item.status === 'done' ? <i className="bi bi-check-circle-fill text-success me-1" role="img" aria-label="Done" /> : null}
            {item.title}
          </span>
          <span className="d-flex gap-1">
            {!readOnly ? (
              <>
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 text-decoration-none"
                  disabled={busy}
                  onClick={() => fileInput.current?.click()}
                  aria-label={`Attach files to ${item.title}`}
                >
                  <i className="bi bi-paperclip" aria-hidden="true" /> Attach
                </button>
                <input
                  ref={fileInput}
                  type="file"
                  multiple
                  hidden
                  accept={CLOSING_ACCEPT}
                  data-testid={`closing-item-files-${item.id}`}
                  onChange={(event) => {
                    const files = [...(event.target.files ?? [])];
                    event.target.value = '';
                    if (files.length) onFiles(files);
                  }}
                />
              </>
            ) : null}
            {item.removable ? (
              <button
                type="button"
                className="btn btn-link btn-sm p-0 ms-2 text-danger text-decoration-none"
                disabled={busy}
                onClick={onRemove}
                aria-label={`Delete ${item.title}`}
              >
                <i className="bi bi-trash" aria-hidden="true" />
              </button>
            ) : null}
          </span>
        </div>
        <div className="closing-item__meta">
          <span className={cx('badge', OWNER_BADGE_CLASSES[item.owner_side])}>{ownerLabel(item.owner_side, side)}</span>
          {item.due_on ? (
            <span className={cx(item.overdue && 'text-danger fw-semibold')}>
              <i className="bi bi-calendar-event me-1" aria-hidden="true" />
              Due {formatDay(item.due_on)}
              {item.overdue ? ' · overdue' : ''}
            </span>
          ) : (
            <span>No due date</span>
          )}
        </div>
        <ClosingFileList dealId={dealId} documents={item.documents} />
      </div>
    </li>
  );
}
