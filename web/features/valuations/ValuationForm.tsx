import type { ValuationFormValues } from '../../../contracts/valuations/form';
import { CurrencyField } from '../../components/form/CurrencyField';
import { TextField } from '../../components/form/TextField';
import { NumberField } from '../../components/form/NumberField';
import { HeadcountFields } from '../../components/practice/HeadcountFields';
import { GrossRevenueFields, SdeField } from '../../components/practice/FinanceFields';
import { StateField } from '../../components/practice/LocationFields';
import { PracticeAreasField } from '../../components/practice/PracticeAreasField';
import { RatingsFields } from '../../components/practice/RatingsFields';

export interface ValuationFormProps {
  values: ValuationFormValues;
  onChange: (patch: Partial<ValuationFormValues>) => void;
  errorFor: (field: string) => string | undefined;
  /** `buyer`: the third-person wording of the ratings (valuing someone else's practice). */
  wording: 'seller' | 'buyer';
}

function Section({ title, lead, children }: { title: string; lead?: string; children: React.ReactNode }) {
  return (
    <section className="card mb-3">
      <div className="card-body">
        <h2 className="h5 mb-1">{title}</h2>
        {lead ? <p className="text-body-secondary small">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** The guided form of the practice's figures; every answer is optional except some revenue or earnings. */
export function ValuationForm({ values, onChange, errorFor, wording }: ValuationFormProps) {
  const mix = values.billing_mix;
  const mixTotal = (mix.hourly ?? 0) + (mix.fixed ?? 0) + (mix.contingency ?? 0);
  const mixStarted = [mix.hourly, mix.fixed, mix.contingency].some((value) => value !== null);
  return (
    <>
      <Section title="The practice">
        <TextField
          label="Name of this valuation"
          hint="Only you see it, for example “My practice, 2026”."
          value={values.title}
          maxLength={150}
          onChange={(event) => onChange({ title: event.target.value })}
          error={errorFor('title')}
        />
        <PracticeAreasField
          hint="A mixed practice is valued with each area’s range, counted equally."
          value={values.practice_areas}
          onChange={(next) => onChange({ practice_areas: next })}
          errorFor={errorFor}
        />
        <StateField value={values.state} onChange={(code) => onChange({ state: code || null })} errorFor={errorFor} />
        <div className="row g-3">
          <HeadcountFields value={values} onChange={onChange} errorFor={errorFor} column="col-sm-6" />
        </div>
      </Section>

      <Section
        title="Revenue and earnings"
        lead="Up to three years of gross revenue, most recent first, and last year’s seller’s discretionary earnings."
      >
        <div className="row g-3">
          <GrossRevenueFields
            value={values.gross_revenues}
            onChange={(revise) => onChange({ gross_revenues: revise(values.gross_revenues) })}
            errorFor={errorFor}
          />
        </div>
        <SdeField value={values.sde} onChange={(amount) => onChange({ sde: amount })} errorFor={errorFor} lastYearIn="hint" />
      </Section>

      <Section title="Billing and clients" lead="How the firm bills, and how much of its work would stay with a new owner.">
        <fieldset>
          <legend className="form-label fs-6 mb-1">Billing mix</legend>
          <div className="row g-3">
            {(
              [
                ['hourly', 'Hourly'],
                ['fixed', 'Fixed fees'],
                ['contingency', 'Contingency'],
              ] as const
            ).map(([key, label]) => (
              <div key={key} className="col-4">
                <NumberField
                  label={label}
                  suffix="%"
                  max={100}
                  value={mix[key]}
                  onChange={(value) => onChange({ billing_mix: { ...mix, [key]: value } })}
                />
              </div>
            ))}
          </div>
          {errorFor('billing_mix') ? (
            <div className="invalid-feedback d-block mb-2" role="alert">
              {errorFor('billing_mix')}
            </div>
          ) : mixStarted ? (
            <p className={`small mb-2 ${Math.abs(mixTotal - 100) < 0.001 ? 'text-success' : 'text-body-secondary'}`}>
              Total {mixTotal} % of 100 %
            </p>
          ) : null}
        </fieldset>
        <div className="row g-3">
          <div className="col-md-4">
            <NumberField
              label="Largest client’s share of revenue"
              suffix="%"
              max={100}
              value={values.largest_client_share}
              onChange={(value) => onChange({ largest_client_share: value })}
              error={errorFor('largest_client_share')}
            />
          </div>
          <div className="col-md-4">
            <NumberField
              label="Repeat and referred clients"
              suffix="%"
              max={100}
              value={values.repeat_referral_share}
              onChange={(value) => onChange({ repeat_referral_share: value })}
              error={errorFor('repeat_referral_share')}
            />
          </div>
          <div className="col-md-4">
            <NumberField
              label="Owner’s share of billed hours"
              suffix="%"
              max={100}
              value={values.owner_hours_share}
              onChange={(value) => onChange({ owner_hours_share: value })}
              error={errorFor('owner_hours_share')}
            />
          </div>
        </div>
      </Section>

      <Section
        title="Open contingency cases"
        lead="Valued apart: the fees expected from open cases, at a recovery probability and a discount."
      >
        <div className="row g-3">
          <div className="col-md-4">
            <NumberField
              label="Open cases"
              value={values.open_cases}
              onChange={(value) => onChange({ open_cases: value })}
              error={errorFor('open_cases')}
            />
          </div>
          <div className="col-md-8">
            <CurrencyField
              label="Expected fees from those cases"
              value={values.open_cases_fees}
              onChange={(amount) => onChange({ open_cases_fees: amount })}
              error={errorFor('open_cases_fees')}
            />
          </div>
        </div>
      </Section>

      <Section title="Ratings" lead="1 is weak, 5 is strong. They set how transferable the practice is.">
        <RatingsFields
          value={values.ratings}
          onChange={(key, score) => onChange({ ratings: { ...values.ratings, [key]: score } })}
          errorFor={errorFor}
          path="ratings"
          wording={wording}
          namePrefix="valuation-"
        />
      </Section>
    </>
  );
}
