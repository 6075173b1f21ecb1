import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../lib/cx';
import { describedBy, FieldShell } from './FieldShell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Text shown before the input, e.g. `$`. */
  prefix?: ReactNode;
  /** Something after the input inside the same group, e.g. a show-password button. */
  append?: ReactNode;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; spread react-hook-form's `register(name)` into it. */
export function TextField({ label, error, hint, prefix, append, id, fieldClassName, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `${input.name ?? 'field'}-${generated}`;
  const control = (
    <input
      id={inputId}
      className={cx('form-control', error && 'is-invalid', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, error, hint)}
      {...input}
    />
  );
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={fieldClassName}>
      {prefix || append ? (
        <div className={cx('input-group', error && 'has-validation')}>
          {prefix ? <span className="input-group-text">{prefix}</span> : null}
          {control}
          {append}
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
}
