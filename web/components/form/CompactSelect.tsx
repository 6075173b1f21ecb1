import { useId } from 'react';
import { cx } from '../../lib/cx';
import type { ChoiceOption } from './ChoiceChecklist';
import { errorIdFor } from './FieldShell';

export interface CompactSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ChoiceOption[];
  /** A first option whose value is '' ("any"); without it the options stand alone. */
  emptyLabel?: string;
  error?: string;
  id?: string;
  /** The wrapper's classes (a grid column, a margin). */
  className?: string;
}

/** A small labelled single choice: the filter bars' fields, and the compact staff forms'. */
export function CompactSelect({ label, value, onChange, options, emptyLabel, error, id, className }: CompactSelectProps) {
  const generated = useId();
  const selectId = id ?? `select-${generated}`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={selectId}
        className={cx('form-select form-select-sm', error && 'is-invalid')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(selectId) : undefined}
      >
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <div id={errorIdFor(selectId)} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}
