import { Link } from 'react-router';
import { formatCompact } from '../../../contracts/format/compact';
import { formatMoney } from '../../../contracts/format/currency';
import { Hint } from '../../components/Hint';
import type { ListingCard as ListingCardData } from '../../../contracts/listings/responses';
import { ListingReference } from '../../components/ListingReference';
import { FavoriteButton } from './FavoriteButton';
import { ListingBadges } from './ListingBadges';
import { practiceAreaLabel, regionLabel, revenueBandLabel, STATUS_LABELS, STATUS_VARIANTS } from './labels';

interface ListingCardProps {
  listing: ListingCardData;
  /** Show the lifecycle status (the seller's own lists). */
  showStatus?: boolean;
  /** Hide the star (own listings). */
  canWatch?: boolean;
}

const money = (value: number | null) => (value === null ? 'Not given' : `$${formatCompact(value)}`);

/** The anonymised face: practice areas first, then place, the figures buyers scan for, and the badges. */
export function ListingCard({ listing, showStatus = false, canWatch = true }: ListingCardProps) {
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={`listing-${listing.id}-title`}>
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div className="d-flex flex-wrap gap-1">
            {listing.practice_areas.length === 0 ? <span className="badge text-bg-light border">Practice areas not given</span> : null}
            {listing.practice_areas.slice(0, 3).map((area) => (
              <span key={area} className="badge text-bg-primary">
                {practiceAreaLabel(area)}
              </span>
            ))}
            {listing.practice_areas.length > 3 ? (
              <span className="badge text-bg-light border">+{listing.practice_areas.length - 3} more</span>
            ) : null}
          </div>
          {canWatch ? (
            <FavoriteButton id={listing.id} headline={listing.headline || 'this listing'} favorite={listing.is_favorite} />
          ) : null}
        </div>
        <h2 id={`listing-${listing.id}-title`} className="h5 mb-0">
          <Link to={`/listings/details/${listing.id}`} className="text-decoration-none">
            {listing.headline || 'Untitled listing'}
          </Link>
        </h2>
        <p className="text-body-secondary small mb-0">
          <ListingReference reference={listing.reference} className="me-2" />
          <i className="bi bi-geo-alt me-1" aria-hidden="true" />
          {regionLabel(listing.metro, listing.state)}
          {showStatus ? (
            <span className={`badge text-bg-${STATUS_VARIANTS[listing.status]} ms-2`}>{STATUS_LABELS[listing.status]}</span>
          ) : null}
        </p>
        <dl className="row row-cols-3 g-2 small mb-0 mt-auto">
          <div className="col">
            <dt className="text-body-secondary fw-normal">Revenue</dt>
            <dd className="fw-semibold mb-0">{revenueBandLabel(listing.revenue_band) ?? 'Not given'}</dd>
          </div>
          <div className="col">
            <dt className="text-body-secondary fw-normal">Asking</dt>
            <dd className="fw-semibold mb-0">
              {listing.asking_price === null ? (
                money(null)
              ) : (
                <Hint text={`Asking price: ${formatMoney(listing.asking_price)}`} focusable>
                  <span>{money(listing.asking_price)}</span>
                </Hint>
              )}
            </dd>
          </div>
          <div className="col">
            <dt className="text-body-secondary fw-normal">Attorneys</dt>
            <dd className="fw-semibold mb-0">{listing.attorneys ?? '—'}</dd>
          </div>
        </dl>
        <ListingBadges usable={listing.has_usable_information} verification={listing.seller.verification_level} />
      </div>
    </article>
  );
}
