import { CurrencyField } from '../form/CurrencyField';
import type { ErrorFor, FieldProps } from './fieldProps';

/** Three years of gross revenue, most recent first. */
export type GrossRevenues = [number | null, number | null, number | null];

const YEAR_LABELS = ['Gross revenue, last year', 'Gross revenue, 2 years ago', 'Gross revenue, 3 years ago'];

interface GrossRevenueFieldsProps {
  value: readonly (number | null)[];
  /** Gets the change as a function of the revenues, so that a form can apply it to its latest values. */
  onChange: (revise: (revenues: GrossRevenues) => GrossRevenues) => void;
  errorFor: ErrorFor;
}

/**
 * The three years' boxes (`gross_revenues.0` to `.2`), each in a `col-md-4` of the caller's row. A message about the
 * whole list (`gross_revenues`: the listing's "each of the last 3 years", the valuation's "no figures") stands at the
 * first box.
 */
export function GrossRevenueFields({ value, onChange, errorFor }: GrossRevenueFieldsProps) {
  return YEAR_LABELS.map((label, index) => (
    <div key={label} className="col-md-4">
      <CurrencyField
        label={label}
        value={value[index] ?? null}
        onChange={(amount) =>
          onChange((revenues) => {
            const next = [...revenues] as GrossRevenues;
            next[index] = amount;
            return next;
          })
        }
        error={(index === 0 ? errorFor('gross_revenues') : undefined) ?? errorFor(`gross_revenues.${index}`)}
      />
    </div>
  ));
}

interface SdeFieldProps extends FieldProps<number | null> {
  /** Where "last year" is said: in the label (the listing's questionnaire) or in the hint (the valuation). */
  lastYearIn?: 'label' | 'hint';
}

/** The seller's discretionary earnings of last year (`sde`). */
export function SdeField({ value, onChange, errorFor, lastYearIn = 'label' }: SdeFieldProps) {
  const inLabel = lastYearIn === 'label';
  return (
    <CurrencyField
      label={inLabel ? 'Seller’s discretionary earnings (SDE), last year' : 'Seller’s discretionary earnings (SDE)'}
      hint={inLabel ? 'Profit plus the owner’s pay and perks.' : 'Profit plus the owner’s pay and perks, last year.'}
      value={value}
      onChange={onChange}
      error={errorFor('sde')}
    />
  );
}
