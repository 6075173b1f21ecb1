import type { ListingDetail } from '../../../contracts/listings/responses';

type Hits = NonNullable<ListingDetail['management']>['identifying_details'];
const FIELD_LABELS = { headline: 'Headline', description: 'Description', metro: 'Metro area' } as const;

/**
 * What the public face still holds that identifies the firm (a listing saved before the check, issue #33): flagged to
 * staff at review and to the owner, who cannot save the listing again until it is gone.
 */
export function PublicFaceFlag({ hits }: { hits: Hits }) {
  if (hits.length === 0) return null;
  return (
    <section className="alert alert-danger" aria-labelledby="public-face-flag-title">
      <h2 id="public-face-flag-title" className="h6">
        <i className="bi bi-exclamation-octagon me-2" aria-hidden="true" />
        The public face identifies the firm
      </h2>
      <ul className="mb-0">
        {hits.map((hit) => (
          <li key={`${hit.field}-${hit.words}`}>
            <strong>{FIELD_LABELS[hit.field]}:</strong> {hit.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
