import {
  REASONS_FOR_SALE,
  TEASER_FACTS,
  TOP_CLIENT_SHARES,
  TRANSITION_PERIODS,
  teaserFacts,
  type TeaserFactKey,
  type TeaserSettings,
} from '../../../../contracts/public-face/teaser';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { AtAGlance } from '../AtAGlance';
import type { StepProps } from './stepTypes';

const options = (list: readonly { key: string; label: string }[]) => list.map((item) => ({ value: item.key, label: item.label }));

/** The facts the seller answers here; the others are bands of answers given in earlier steps. */
const ASKED: Partial<
  Record<
    TeaserFactKey,
    { field: 'reason_for_sale' | 'transition_period' | 'top_client_share'; label: string; options: { value: string; label: string }[] }
  >
> = {
  reason_for_sale: { field: 'reason_for_sale', label: 'Why you are selling', options: options(REASONS_FOR_SALE) },
  transition_period: { field: 'transition_period', label: 'How long you would stay on', options: options(TRANSITION_PERIODS) },
  top_client_share: { field: 'top_client_share', label: 'Your largest client’s share of revenue', options: options(TOP_CLIENT_SHARES) },
};
const FROM_STEP: Partial<Record<TeaserFactKey, string>> = {
  sde_band: 'From your SDE (Finances), as a band.',
  revenue_trend: 'Up, flat or down across the years of revenue you gave (Finances); never the figures.',
  client_mix: 'From your client mix (Clients and mix), in bands of 10 %.',
  billing_mix: 'From your billing mix (Clients and mix), in bands of 10 %.',
};

/** Issue #33: which anonymised facts every buyer sees before access, with the buyer's view beside the choices. */
export function TeaserStep({ draft, errorFor }: StepProps) {
  const { values, update } = draft;
  const settings = values.teaser;
  const chosen = new Set(settings.facts ?? []);
  const change = (patch: Partial<TeaserSettings>) => update({ teaser: { ...settings, ...patch } });
  const toggle = (key: TeaserFactKey, on: boolean) =>
    change({ facts: TEASER_FACTS.map((fact) => fact.key).filter((fact) => (fact === key ? on : chosen.has(fact))) });
  const preview = teaserFacts(values, settings);
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <h2 className="h5">Teaser facts</h2>
        <p className="text-body-secondary small">
          Choose what every buyer may see before you open the firm to them. Buyers see bands and categories, never your figures.
        </p>
        {errorFor('teaser') ? (
          <div className="alert alert-danger py-2" role="alert">
            {errorFor('teaser')}
          </div>
        ) : null}
        {TEASER_FACTS.map((fact) => {
          const asked = ASKED[fact.key];
          return (
            <div key={fact.key} className="border-bottom pb-2 mb-3">
              <CheckboxField
                label={fact.label}
                className="mb-1"
                checked={chosen.has(fact.key)}
                onChange={(event) => toggle(fact.key, event.target.checked)}
              />
              {asked ? (
                <div className="ms-4">
                  <SelectField
                    label={asked.label}
                    options={asked.options}
                    emptyLabel="Choose…"
                    value={settings[asked.field] ?? ''}
                    onChange={(event) => change({ [asked.field]: event.target.value || null })}
                    error={errorFor(`teaser.${asked.field}`)}
                  />
                </div>
              ) : (
                <p className="form-text ms-4 mt-0">{FROM_STEP[fact.key]}</p>
              )}
            </div>
          );
        })}
      </div>
      <aside className="col-lg-5" aria-label="What every buyer sees">
        <div style={{ position: 'sticky', top: '5rem' }}>
          <p className="small text-body-secondary mb-2">
            <i className="bi bi-eye me-2" aria-hidden="true" />
            What every buyer sees
          </p>
          <AtAGlance facts={preview} narrow empty="Nothing yet: choose a fact and answer it to show it here." />
        </div>
      </aside>
    </div>
  );
}
