import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface ReasonDialogProps {
  /** Id of the title, which labels the dialog. */
  titleId: string;
  title: ReactNode;
  pending: boolean;
  onCancel: () => void;
  /** Called on submit (default already prevented); validates and confirms. */
  onSubmit: () => void;
  submitLabel: string;
  submitVariant: 'primary' | 'danger' | 'warning';
  children: ReactNode;
}

/** A centred modal form: a title, a body asking for a reason, and Cancel / confirm buttons. */
export function ReasonDialog({ titleId, title, pending, onCancel, onSubmit, submitLabel, submitVariant, children }: ReasonDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal show onHide={onCancel} centered aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={submitVariant} disabled={pending}>
            {submitLabel}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

/** The dialog's validation message, shown under the field. */
export function ReasonError({ id, error }: { id?: string; error: string | null }) {
  return error ? (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {error}
    </div>
  ) : null;
}

interface RequiredReasonFieldProps {
  id: string;
  label: string;
  rows: number;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** When set, the error gets this id and the textarea points at it. */
  errorId?: string;
}

/** A labelled textarea with its error under it. */
export function RequiredReasonField({ id, label, rows, maxLength, value, onChange, error, errorId }: RequiredReasonFieldProps) {
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={errorId && error ? errorId : undefined}
      />
      <ReasonError id={errorId} error={error} />
    </>
  );
}

/** State for a required free-text reason: editing clears the error; submit confirms the trimmed text or shows `emptyMessage`. */
export function useRequiredReason(emptyMessage: string, onConfirm: (text: string) => void) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  const submit = () => {
    if (!value.trim()) {
      setError(emptyMessage);
      return;
    }
    onConfirm(value.trim());
  };
  return { value, onChange, error, submit };
}
