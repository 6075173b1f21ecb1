import { CurrencyField } from '../../../components/form/CurrencyField';
import { TextField } from '../../../components/form/TextField';
import { GrossRevenueFields, SdeField } from '../../../components/practice/FinanceFields';
import {
  HOURLY_RATE_LABELS,
  HOURLY_RATE_OPTIONS,
  SELECT_QUESTIONS,
  TEXT_QUESTIONS,
  type HourlyRateGroup,
  type MoreInfo,
} from '../../../../contracts/listings/questionnaire';
import { OptionChecks, OptionSelect } from './fields';
import type { StepProps } from './stepTypes';

const question = (key: (typeof SELECT_QUESTIONS)[number]['key']) => SELECT_QUESTIONS.find((item) => item.key === key)!;
const replacementSalary = TEXT_QUESTIONS.find((item) => item.key === 'replacement_salary')!;

/** Revenue, earnings, price, billing and rates. */
export function FinancesStep({ draft, errorFor }: StepProps) {
  const { values, update } = draft;
  const info = values.more_info;
  const setInfo = (patch: Partial<MoreInfo>) => update((current) => ({ more_info: { ...current.more_info, ...patch } }));
  const hourly = info.hourly_rates ?? {};
  const billing = question('billing_structures');
  return (
    <>
      <h2 className="h5">Revenue and earnings</h2>
      <div className="row g-3">
        <GrossRevenueFields
          value={values.gross_revenues}
          onChange={(revise) => update((current) => ({ gross_revenues: revise(current.gross_revenues) }))}
          errorFor={errorFor}
        />
        <div className="col-md-6">
          <SdeField value={values.sde} onChange={(amount) => update({ sde: amount })} errorFor={errorFor} />
        </div>
        <div className="col-md-6">
          <CurrencyField
            label="Asking price (optional)"
            hint="Leave empty to invite offers."
            value={values.asking_price}
            onChange={(amount) => update({ asking_price: amount })}
            error={errorFor('asking_price')}
          />
        </div>
      </div>
      <TextField
        label={replacementSalary.label}
        value={info.replacement_salary ?? ''}
        maxLength={500}
        onChange={(event) => setInfo({ replacement_salary: event.target.value || null })}
        error={errorFor('more_info.replacement_salary')}
      />
      <h2 className="h5 mt-4">Billing and rates</h2>
      <OptionChecks
        legend={billing.label}
        options={billing.options}
        value={info.billing_structures}
        onChange={(next) => setInfo({ billing_structures: next as MoreInfo['billing_structures'] })}
        error={errorFor('more_info.billing_structures')}
      />
      <div className="row g-3">
        {(Object.keys(HOURLY_RATE_OPTIONS) as HourlyRateGroup[]).map((group) => (
          <div key={group} className="col-md-4">
            <OptionSelect
              label={HOURLY_RATE_LABELS[group]}
              options={HOURLY_RATE_OPTIONS[group]}
              value={hourly[group]}
              onChange={(value) => setInfo({ hourly_rates: { ...hourly, [group]: value } as MoreInfo['hourly_rates'] })}
              error={errorFor(`more_info.hourly_rates.${group}`)}
            />
          </div>
        ))}
        {(['revenues_per_attorney', 'average_revenues_per_attorney'] as const).map((key) => (
          <div key={key} className="col-md-6">
            <OptionSelect
              label={question(key).label}
              options={question(key).options}
              value={info[key]}
              onChange={(value) => setInfo({ [key]: value } as Partial<MoreInfo>)}
              error={errorFor(`more_info.${key}`)}
            />
          </div>
        ))}
      </div>
    </>
  );
}
