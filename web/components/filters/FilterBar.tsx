import { useId } from 'react';
import { CompactSelect } from '../form/CompactSelect';
import type { ChoiceOption } from '../form/ChoiceChecklist';
import './filterBar.css';

/** One select of a filter bar. */
export interface FilterField<Name extends string = string> {
  /** The key `values` is read by and `onChange` reports. */
  name: Name;
  label: string;
  options: readonly ChoiceOption[];
  /** A first option whose value is '' ("any"); without it the options stand alone. */
  emptyLabel?: string;
  /** A fixed id for the select; one is made up otherwise. */
  id?: string;
}

/**
 * A filter's value as read from the address bar: one of the field's options, or `fallback` when the address holds
 * something else (a hand-edited or outdated link), so the list still shows instead of a refused request.
 */
export function filterValue(field: FilterField, raw: string | null, fallback = ''): string {
  return raw !== null && field.options.some((option) => option.value === raw) ? raw : fallback;
}

interface FilterSearch {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

interface FilterBarProps<Name extends string> {
  fields: readonly FilterField<Name>[];
  values: Readonly<Partial<Record<Name, string>>>;
  onChange: (name: Name, value: string) => void;
  /** A search box before the selects, where the screen has one. */
  search?: FilterSearch;
  /** Resets the filters; "Clear filters" shows only while `active`. */
  onClear?: () => void;
  active?: boolean;
  /** The form's accessible name, where the screen gives it one. */
  label?: string;
  role?: 'search';
}

/**
 * The filter bar above a list: labelled fields side by side that wrap on a narrow screen and stack full width on a
 * phone. Each field applies as it changes, so there is nothing to submit.
 */
export function FilterBar<Name extends string>({
  fields,
  values,
  onChange,
  search,
  onClear,
  active = false,
  label,
  role,
}: FilterBarProps<Name>) {
  const id = useId();
  return (
    <form className="filter-bar mb-3" role={role} aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {search ? (
        <div className="filter-bar__search">
          <label htmlFor={search.id} className="form-label small mb-1">
            {search.label}
          </label>
          <input
            id={search.id}
            type="search"
            className="form-control form-control-sm"
            placeholder={search.placeholder}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      ) : null}
      {fields.map((field) => (
        <CompactSelect
          key={field.name}
          id={field.id ?? `${id}-${field.name}`}
          label={field.label}
          value={values[field.name] ?? ''}
          onChange={(value) => onChange(field.name, value)}
          options={field.options}
          emptyLabel={field.emptyLabel}
        />
      ))}
      {onClear && active ? (
        <div className="filter-bar__clear">
          <button type="button" className="btn btn-link btn-sm px-0" onClick={onClear}>
            Clear filters
          </button>
        </div>
      ) : null}
    </form>
  );
}
