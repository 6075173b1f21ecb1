import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PRACTICE_AREAS } from '../../../contracts/common/practice-areas';
import { US_STATES } from '../../../contracts/common/us-states';
import { renderScreen } from '../../test/renderScreen';
import { CompactSelect } from '../form/CompactSelect';
import { FilterBar, type FilterField } from './FilterBar';
import { practiceAreaField, stateField } from './placeFields';

const ORDER: FilterField = {
  name: 'sort',
  label: 'Order',
  emptyLabel: 'Oldest first',
  options: [{ value: 'newest', label: 'Newest first' }],
};

/** A screen that keeps its filters in the URL, as the staff queues do. */
function QueueFilters() {
  const [search, setSearch] = useSearchParams();
  const change = (name: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return (
    <FilterBar
      label="Filters"
      search={{ id: 'queue-search', label: 'Search', value: search.get('q') ?? '', onChange: (value) => change('q', value) }}
      fields={[practiceAreaField({ name: 'practice_area', emptyLabel: 'Any' }), stateField({ name: 'state', emptyLabel: 'Any' }), ORDER]}
      values={Object.fromEntries(search)}
      onChange={change}
      onClear={() => setSearch(new URLSearchParams())}
      active={search.size > 0}
    />
  );
}

describe('FilterBar', () => {
  it('labels every field, so each is found by its name', () => {
    renderScreen('/queue', '/queue', QueueFilters);
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form.contains(screen.getByRole('searchbox', { name: 'Search' }))).toBe(true);
    for (const name of ['Practice area', 'State', 'Order']) {
      const select = screen.getByRole('combobox', { name });
      expect(form.contains(select)).toBe(true);
      expect(document.querySelector(`label[for="${select.id}"]`)?.textContent).toBe(name);
    }
  });

  it('sends each field’s change to its callback, and Clear filters resets them all', async () => {
    const user = userEvent.setup();
    const { location } = renderScreen('/queue', '/queue', QueueFilters);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Practice area' }), 'family');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'VT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'newest');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Price');
    expect(location()).toBe('/queue?practice_area=family&state=VT&sort=newest&q=Price');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/queue');
    expect((screen.getByRole('combobox', { name: 'Practice area' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers the contracts’ practice areas and states, or only the states it is given', async () => {
    const onChange = vi.fn();
    const bar = (fields: FilterField[]) => <FilterBar fields={fields} values={{}} onChange={onChange} />;
    const { rerender } = render(
      bar([
        practiceAreaField({ name: 'area', emptyLabel: 'Every practice area' }),
        stateField({ name: 'state', emptyLabel: 'Every state' }),
      ]),
    );
    const areas = screen.getByRole('combobox', { name: 'Practice area' });
    expect(areas.querySelectorAll('option')).toHaveLength(PRACTICE_AREAS.length + 1);
    const states = screen.getByRole('combobox', { name: 'State' });
    expect(states.querySelectorAll('option')).toHaveLength(US_STATES.length + 1);
    expect(states.querySelector('option')?.textContent).toBe('Every state');
    await userEvent.selectOptions(states, 'TX');
    expect(onChange).toHaveBeenCalledWith('state', 'TX');

    rerender(bar([stateField({ name: 'state', emptyLabel: 'Every state', states: US_STATES.filter((state) => state.code < 'C') })]));
    expect([...screen.getByRole('combobox', { name: 'State' }).querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Every state',
      'Alabama',
      'Alaska',
      'Arizona',
      'Arkansas',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Practice area' })).toBeNull();
  });

  it('shows a field’s error beside it and marks it invalid; without an empty label there is no "any" option', () => {
    render(
      <CompactSelect
        label="Time zone"
        value="America/Chicago"
        onChange={() => undefined}
        options={[
          { value: 'America/New_York', label: 'America/New York' },
          { value: 'America/Chicago', label: 'America/Chicago' },
        ]}
        error="Pick a time zone."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Pick a time zone.');
    expect(select.querySelectorAll('option')).toHaveLength(2);
  });
});
