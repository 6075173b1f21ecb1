import type { TeaserFact } from '../../../contracts/public-face/teaser';

const ICONS: Record<TeaserFact['key'], string> = {
  sde_band: 'cash-stack',
  revenue_trend: 'graph-up',
  reason_for_sale: 'signpost',
  transition_period: 'arrow-left-right',
  client_mix: 'people',
  billing_mix: 'receipt',
  top_client_share: 'pie-chart',
};

/** The teaser facts the seller chose for every buyer (issue #33): bands and categories, never figures. */
export function AtAGlance({ facts, empty, narrow }: { facts: readonly TeaserFact[]; empty?: string; narrow?: boolean }) {
  if (facts.length === 0 && !empty) return null;
  return (
    <section className="card card-body mb-3" aria-labelledby="teaser-title">
      <h2 id="teaser-title" className="h5 mb-1">
        What the seller shares
      </h2>
      <p className="small text-body-secondary mb-3">Ranges and categories the seller chose to show every buyer before access.</p>
      {facts.length === 0 ? (
        <p className="text-body-secondary mb-0">{empty}</p>
      ) : (
        <dl className="row g-3 mb-0">
          {facts.map((fact) => (
            <div key={fact.key} className={narrow ? 'col-12' : 'col-sm-6'}>
              <dt className="small text-body-secondary fw-normal">
                <i className={`bi bi-${ICONS[fact.key]} me-2`} aria-hidden="true" />
                {fact.label}
              </dt>
              <dd className="mb-0 fw-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
