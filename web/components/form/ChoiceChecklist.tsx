import { useId, useState, type ReactNode, type Ref } from 'react';
import { CheckboxField } from './CheckboxField';
import { errorIdFor, hintIdFor } from './FieldShell';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceChecklistProps {
  legend: string;
  hint?: ReactNode;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  /** Long lists get a filter box and scroll; in a form, the choices also repeat as removable chips. */
  long?: boolean;
  /** One narrow column with a Clear link by the legend, for a filter panel; otherwise a form field in columns. */
  compact?: boolean;
  /** What one option is called, for the filter's empty message ("practice area"). */
  noun?: string;
  /** Focused when the field has an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A multi-select as labelled checkboxes, in the options' order: in forms (Customization, listings) and filter panels. */
export function ChoiceChecklist({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  long = false,
  compact = false,
  noun,
  inputRef,
}: ChoiceChecklistProps) {
  const id = `choices-${useId()}`;
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const query = filter.trim().toLowerCase();
  const shown = query
    ? options.filter((option) => option.label.toLowerCase().includes(query) || (!compact && option.value.toLowerCase() === query))
    : options;
  const toggle = (optionValue: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(optionValue);
    else next.delete(optionValue);
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };
  const nothing = compact && !noun ? `Nothing matches “${filter.trim()}”.` : `No ${noun ?? 'option'} matches “${filter.trim()}”.`;
  const filterBox = long ? (
    <input
      type="search"
      className={`form-control form-control-sm ${compact ? 'mb-1' : 'mb-2'}`}
      placeholder="Type to filter…"
      aria-label={`Filter the list: ${legend}`}
      value={filter}
      onChange={(event) => setFilter(event.target.value)}
    />
  ) : null;
  const scrolling = long
    ? {
        className: `border rounded bg-white overflow-auto ${compact ? 'px-2 pt-1' : 'px-3 pt-2'}`,
        style: { maxHeight: compact ? '11rem' : '15rem' },
      }
    : {};

  if (compact) {
    return (
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1 d-flex justify-content-between align-items-baseline">
          <span>{legend}</span>
          {value.length ? (
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onChange([])} aria-label={`Clear ${legend}`}>
              Clear ({value.length})
            </button>
          ) : null}
        </legend>
        {filterBox}
        <div {...scrolling}>
          {shown.map((option) => (
            <div key={option.value} className="form-check mb-1">
              <input
                id={`${id}-${option.value}`}
                type="checkbox"
                className="form-check-input"
                checked={chosen.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label htmlFor={`${id}-${option.value}`} className="form-check-label small">
                {option.label}
              </label>
            </div>
          ))}
          {shown.length === 0 ? <p className="small text-body-secondary mb-1">{nothing}</p> : null}
        </div>
      </fieldset>
    );
  }

  return (
    <fieldset
      className="mb-4"
      aria-describedby={[error ? errorIdFor(id) : null, hint ? hintIdFor(id) : null].filter(Boolean).join(' ') || undefined}
    >
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {hint ? (
        <div id={hintIdFor(id)} className="form-text mt-0 mb-2">
          {hint}
        </div>
      ) : null}
      {long && value.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={`Chosen: ${legend}`}>
          {options
            .filter((option) => chosen.has(option.value))
            .map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  className="btn btn-sm btn-light border rounded-pill"
                  onClick={() => toggle(option.value, false)}
                  aria-label={`Remove ${option.label}`}
                >
                  {option.label} <i className="bi bi-x" aria-hidden="true" />
                </button>
              </li>
            ))}
        </ul>
      ) : null}
      {filterBox}
      <div {...scrolling}>
        <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 gx-3">
          {shown.map((option, index) => (
            <div key={option.value} className="col">
              <CheckboxField
                ref={index === 0 ? inputRef : undefined}
                className="mb-2"
                label={option.label}
                name={`${id}-${option.value}`}
                checked={chosen.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            </div>
          ))}
        </div>
        {shown.length === 0 ? <p className="small text-body-secondary mb-2">{nothing}</p> : null}
      </div>
      <div className="d-flex align-items-center gap-2 mt-1 small text-body-secondary">
        <span aria-live="polite">{value.length === 0 ? 'None chosen' : `${value.length} chosen`}</span>
        {value.length > 0 ? (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onChange([])}>
            Clear
          </button>
        ) : null}
      </div>
      {error ? (
        <div id={errorIdFor(id)} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
