/** Small labelled inputs for the listing form: option lists, yes/no (whole numbers: components/form/NumberField). */
import { useId } from 'react';
import type { QuestionOption } from '../../../../contracts/listings/questionnaire';
import { describedBy, FieldShell } from '../../../components/form/FieldShell';
import { cx } from '../../../lib/cx';

interface OptionSelectProps {
  label: string;
  options: readonly QuestionOption[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string;
}

export function OptionSelect({ label, options, value, onChange, error }: OptionSelectProps) {
  const id = `select-${useId()}`;
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        className={cx('form-select', error && 'is-invalid')}
        value={value ?? ''}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface OptionChecksProps {
  legend: string;
  options: readonly QuestionOption[];
  value: readonly string[] | null | undefined;
  onChange: (value: string[]) => void;
  error?: string;
}

/** A multi-choice question as checkboxes, answers kept in the options' order. */
export function OptionChecks({ legend, options, value, onChange, error }: OptionChecksProps) {
  const id = `checks-${useId()}`;
  const chosen = new Set(value ?? []);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChange(options.filter((option) => next.has(option.key)).map((option) => option.key));
  };
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="d-flex flex-wrap gap-3">
        {options.map((option) => (
          <div key={option.key} className="form-check">
            <input
              id={`${id}-${option.key}`}
              type="checkbox"
              className="form-check-input"
              checked={chosen.has(option.key)}
              onChange={(event) => toggle(option.key, event.target.checked)}
            />
            <label htmlFor={`${id}-${option.key}`} className="form-check-label">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

interface RadioRowProps<K extends string> {
  legend: string;
  name: string;
  options: readonly { key: K; label: string }[];
  value: K | null | undefined;
  onChange: (value: K) => void;
  error?: string;
}

export function RadioRow<K extends string>({ legend, name, options, value, onChange, error }: RadioRowProps<K>) {
  const id = `radio-${useId()}`;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="d-flex flex-wrap gap-3">
        {options.map((option) => (
          <div key={option.key} className="form-check">
            <input
              id={`${id}-${option.key}`}
              type="radio"
              name={name}
              className="form-check-input"
              checked={value === option.key}
              onChange={() => onChange(option.key)}
            />
            <label htmlFor={`${id}-${option.key}`} className="form-check-label">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
