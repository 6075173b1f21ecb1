import { useId, useState } from 'react';

interface FilterChecklistProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Long lists get a filter box and scroll. */
  long?: boolean;
}

/** One column of checkboxes that fits the narrow filter panel. */
export function FilterChecklist({ legend, options, value, onChange, long = false }: FilterChecklistProps) {
  const id = `filter-${useId()}`;
  const [query, setQuery] = useState('');
  const chosen = new Set(value);
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };
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
      {long ? (
        <input
          type="search"
          className="form-control form-control-sm mb-1"
          placeholder="Type to filter…"
          aria-label={`Filter the list: ${legend}`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      <div className={long ? 'border rounded bg-white px-2 pt-1 overflow-auto' : undefined} style={long ? { maxHeight: '11rem' } : undefined}>
        {shown.map((option) => (
          <div key={option.value} className="form-check mb-1">
            <input id={`${id}-${option.value}`} type="checkbox" className="form-check-input" checked={chosen.has(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
            <label htmlFor={`${id}-${option.value}`} className="form-check-label small">
              {option.label}
            </label>
          </div>
        ))}
        {shown.length === 0 ? <p className="small text-body-secondary mb-1">Nothing matches “{query.trim()}”.</p> : null}
      </div>
    </fieldset>
  );
}
