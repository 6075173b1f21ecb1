import { CurrencyField } from '../../../components/form/CurrencyField';
import { NumberField } from '../../../components/form/NumberField';
import { RadioRow } from './fields';
import type { StepProps } from './stepTypes';

const YES_NO = [
  { key: 'yes', label: 'Yes' },
  { key: 'no', label: 'No' },
] as const;

/** The litigation block: complete when the firm does no litigation, or with all four figures. */
export function LitigationStep({ draft, errorFor }: StepProps) {
  const { values, update } = draft;
  return (
    <>
      <h2 className="h5">Litigation</h2>
      <RadioRow
        legend="Does the firm offer litigation services?"
        name="litigation_services"
        options={YES_NO}
        value={values.litigation_services}
        onChange={(value) => update({ litigation_services: value })}
        error={errorFor('litigation_services')}
      />
      {values.litigation_services === 'yes' ? (
        <div className="row g-3">
          <div className="col-md-6">
            <NumberField
              label="Active cases"
              value={values.active_cases}
              onChange={(value) => update({ active_cases: value })}
              error={errorFor('active_cases')}
            />
          </div>
          <div className="col-md-6">
            <NumberField
              label="Cases taken last year"
              value={values.cases_last_year}
              onChange={(value) => update({ cases_last_year: value })}
              error={errorFor('cases_last_year')}
            />
          </div>
          <div className="col-md-6">
            <CurrencyField
              label="Fees expected on open cases"
              value={values.open_cases_fees}
              onChange={(amount) => update({ open_cases_fees: amount })}
              error={errorFor('open_cases_fees')}
            />
          </div>
          <div className="col-md-6">
            <CurrencyField
              label="Average fee collected per case"
              value={values.average_fee_collected}
              onChange={(amount) => update({ average_fee_collected: amount })}
              error={errorFor('average_fee_collected')}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
