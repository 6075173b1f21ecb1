import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { cx } from '../../lib/cx';
import type { ChoiceOption } from './ChoiceChecklist';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly ChoiceOption[];
  /** The first option, whose value is '' ("not set"). */
  emptyLabel: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled single choice whose empty first option means "not set". */
export function SelectField({ label, options, emptyLabel, error, hint, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `${select.name ?? 'select'}-${generated}`;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint}>
      <select
        id={selectId}
        className={cx('form-select', error && 'is-invalid', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        {...select}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
