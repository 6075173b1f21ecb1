import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { cx } from '../../lib/cx';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input. */
export function TextareaField({ label, error, hint, id, className, ...textarea }: TextareaFieldProps) {
  const generated = useId();
  const inputId = id ?? `${textarea.name ?? 'text'}-${generated}`;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <textarea
        id={inputId}
        className={cx('form-control', error && 'is-invalid', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...textarea}
      />
    </FieldShell>
  );
}
