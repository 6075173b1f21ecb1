/** Two versions side by side, field by field: what the earlier one said and what this one says, the changes marked. */
import { OFFER_FIELDS } from '../../../contracts/offers/diff';
import type { Offer } from '../../../contracts/offers/offers';
import { cx } from '../../lib/cx';
import { FIELD_LABELS, fieldText } from './offerLabels';

export function OfferComparison({ offer, previous }: { offer: Offer; previous: Offer | null }) {
  const changed = new Set(offer.changed);
  return (
    <dl
      className="offer-compare"
      aria-label={previous ? `Version ${offer.version} compared with version ${previous.version}` : `Version ${offer.version}`}
    >
      {OFFER_FIELDS.map((field) => {
        const isChanged = previous !== null && changed.has(field);
        return (
          <div key={field} className={cx('offer-compare__row', isChanged && 'offer-compare__row--changed')}>
            <dt className="offer-compare__label">
              {FIELD_LABELS[field]}
              {isChanged ? <span className="badge text-bg-warning ms-2">Changed</span> : null}
            </dt>
            <dd className="offer-compare__value">
              {isChanged && previous ? (
                <>
                  <span className="offer-compare__before">
                    <span className="visually-hidden">was </span>
                    <del>{fieldText(field, previous)}</del>
                  </span>
                  <span className="offer-compare__after">
                    <span className="visually-hidden">now </span>
                    {fieldText(field, offer)}
                  </span>
                </>
              ) : (
                fieldText(field, offer)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
