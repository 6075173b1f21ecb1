import type { ComponentProps } from 'react';
import { Hint } from '../../components/Hint';
import { ReasonDialog } from '../../components/ReasonDialog';
import { cx } from '../../lib/cx';

interface RemoveFileButtonProps {
  filename: string;
  onClick: () => void;
  /** Extra classes for where the button sits (e.g. `p-0` in a tight list). */
  className?: string;
}

/** The seller's remove action on a data-room file: an icon button that opens {@link RemoveFileDialog}. */
export function RemoveFileButton({ filename, onClick, className }: RemoveFileButtonProps) {
  return (
    <Hint text="Remove the document">
      <button
        type="button"
        className={cx('btn btn-sm btn-link text-danger', className, 'ms-auto')}
        aria-label={`Remove ${filename}`}
        onClick={onClick}
      >
        <i className="bi bi-x-circle" aria-hidden="true" />
      </button>
    </Hint>
  );
}

type RemoveFileDialogProps = Pick<ComponentProps<typeof ReasonDialog>, 'pending' | 'onCancel'> & {
  /** Id of the title, which labels the dialog. */
  titleId?: string;
  filename: string;
  onConfirm: () => void;
  /** A sentence said after what removing does. */
  note?: string;
};

/** "Remove {file}?": the confirm step before a file leaves the data room (listing page and the form's documents step). */
export function RemoveFileDialog({ titleId = 'remove-file-title', filename, pending, onCancel, onConfirm, note }: RemoveFileDialogProps) {
  return (
    <ReasonDialog
      titleId={titleId}
      title={`Remove ${filename}?`}
      pending={pending}
      onCancel={onCancel}
      onSubmit={onConfirm}
      submitLabel="Remove file"
      submitVariant="danger"
    >
      The file leaves the data room; buyers with access can no longer download it.{note ? ` ${note}` : null}
    </ReasonDialog>
  );
}
