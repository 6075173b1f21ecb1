import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../lib/cx';
import { errorIdFor } from './FieldShell';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? `${input.name ?? 'check'}-${generated}`;
  return (
    <div className={cx('form-check', className ?? 'mb-3')}>
      <input
        id={inputId}
        type="checkbox"
        className={cx('form-check-input', error && 'is-invalid')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(inputId) : undefined}
        {...input}
      />
      <label className="form-check-label" htmlFor={inputId}>
        {label}
      </label>
      {error ? (
        <div id={errorIdFor(inputId)} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
