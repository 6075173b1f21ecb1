import { useId } from 'react';
import { cx } from '../../lib/cx';
import { describedBy, FieldShell } from './FieldShell';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: string;
  min?: number;
  max?: number;
  suffix?: string;
}

/** A whole number (empty is null), with an optional unit after it ("years", "%"). */
export function NumberField({ label, value, onChange, error, hint, min = 0, max, suffix }: NumberFieldProps) {
  const id = `number-${useId()}`;
  const input = (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      className={cx('form-control', error && 'is-invalid')}
      value={value ?? ''}
      min={min}
      max={max}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {suffix ? (
        <div className="input-group">
          {input}
          <span className="input-group-text">{suffix}</span>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}
