import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GrossRevenueFields, SdeField, type GrossRevenues } from './FinanceFields';
import { HeadcountFields } from './HeadcountFields';
import { MetroField, StateField } from './LocationFields';
import { PracticeAreasField } from './PracticeAreasField';

interface Values {
  practice_areas: string[];
  state: string;
  metro: string;
  attorneys: number | null;
  staff: number | null;
  gross_revenues: GrossRevenues;
  sde: number | null;
}

/** The fields as a form holds them: its values, and its messages by API path. */
function Form({ errors = {}, onValues }: { errors?: Record<string, string>; onValues: (values: Values) => void }) {
  const [values, setValues] = useState<Values>({
    practice_areas: [],
    state: '',
    metro: '',
    attorneys: null,
    staff: null,
    gross_revenues: [null, null, null],
    sde: null,
  });
  const update = (patch: Partial<Values>) =>
    setValues((current) => {
      const next = { ...current, ...patch };
      onValues(next);
      return next;
    });
  const errorFor = (path: string) => errors[path];
  const changeRevenues = (revise: (revenues: GrossRevenues) => GrossRevenues) => update({ gross_revenues: revise(values.gross_revenues) });
  return (
    <>
      <PracticeAreasField value={values.practice_areas} onChange={(next) => update({ practice_areas: next })} errorFor={errorFor} />
      <StateField value={values.state} onChange={(state) => update({ state })} errorFor={errorFor} />
      <MetroField value={values.metro} onChange={(metro) => update({ metro })} errorFor={errorFor} />
      <div className="row">
        <HeadcountFields value={values} onChange={update} errorFor={errorFor} column="col-sm-6" />
      </div>
      <div className="row">
        <GrossRevenueFields value={values.gross_revenues} onChange={changeRevenues} errorFor={errorFor} />
      </div>
      <SdeField value={values.sde} onChange={(sde) => update({ sde })} errorFor={errorFor} />
    </>
  );
}

/** The message a field's description points at (the text beside it that a screen reader reads with it). */
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the practice fields shared by the listing and valuation forms', () => {
  it('hand each answer to the form under its API name', async () => {
    let last: Values | null = null;
    render(<Form onValues={(values) => (last = values)} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Estate Planning, Wills & Trusts'));
    expect(last!.practice_areas).toEqual(['estate_planning']);
    await user.selectOptions(screen.getByLabelText('State'), 'MA');
    expect(last!.state).toBe('MA');
    await user.selectOptions(screen.getByLabelText('State'), 'Choose a state');
    expect(last!.state).toBe('');
    fireEvent.change(screen.getByLabelText(/Metro area/), { target: { value: 'Greater Boston' } });
    expect(last!.metro).toBe('Greater Boston');
    fireEvent.change(screen.getByLabelText('Attorneys'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Staff (non-attorneys)'), { target: { value: '4' } });
    expect([last!.attorneys, last!.staff]).toEqual([3, 4]);
    fireEvent.change(screen.getByLabelText('Gross revenue, 2 years ago'), { target: { value: '$1,200,000' } });
    expect(last!.gross_revenues).toEqual([null, 1_200_000, null]);
    fireEvent.change(screen.getByLabelText('Gross revenue, last year'), { target: { value: '1300000' } });
    expect(last!.gross_revenues).toEqual([1_300_000, 1_200_000, null]);
    fireEvent.change(screen.getByLabelText('Seller’s discretionary earnings (SDE), last year'), { target: { value: '410000' } });
    expect(last!.sde).toBe(410_000);
  });

  it('show each field’s message at that field', () => {
    const errors = {
      practice_areas: 'Choose at least one practice area.',
      state: 'Choose the state.',
      metro: 'The metro is too long.',
      attorneys: 'Enter a whole number of attorneys.',
      staff: 'Enter a whole number of staff.',
      'gross_revenues.1': 'The revenue is too large.',
      sde: 'Enter the SDE.',
    };
    render(<Form errors={errors} onValues={() => undefined} />);
    expect(describedText(screen.getByRole('group', { name: 'Practice areas' }))).toContain(errors.practice_areas);
    expect(describedText(screen.getByLabelText('State'))).toContain(errors.state);
    expect(describedText(screen.getByLabelText(/Metro area/))).toContain(errors.metro);
    expect(describedText(screen.getByLabelText('Attorneys'))).toContain(errors.attorneys);
    expect(describedText(screen.getByLabelText('Staff (non-attorneys)'))).toContain(errors.staff);
    expect(describedText(screen.getByLabelText('Gross revenue, 2 years ago'))).toContain(errors['gross_revenues.1']);
    expect(describedText(screen.getByLabelText('Gross revenue, last year'))).not.toContain(errors['gross_revenues.1']);
    expect(describedText(screen.getByLabelText('Seller’s discretionary earnings (SDE), last year'))).toContain(errors.sde);
    expect(screen.getAllByRole('alert')).toHaveLength(7);
  });

  it('put a message about the whole revenue list at the first year, before that year’s own', () => {
    render(
      <Form
        errors={{ gross_revenues: 'Enter the gross revenue for each of the last 3 years.', 'gross_revenues.0': 'Too large.' }}
        onValues={() => undefined}
      />,
    );
    const first = describedText(screen.getByLabelText('Gross revenue, last year'));
    expect(first).toContain('Enter the gross revenue for each of the last 3 years.');
    expect(first).not.toContain('Too large.');
  });

  it('say "last year" in the SDE hint instead of its label when asked (the valuation’s wording)', () => {
    render(<SdeField value={null} onChange={() => undefined} errorFor={() => undefined} lastYearIn="hint" />);
    expect(describedText(screen.getByLabelText('Seller’s discretionary earnings (SDE)'))).toContain(
      'Profit plus the owner’s pay and perks, last year.',
    );
  });
});
