import { useState } from 'react';
import { Link } from 'react-router';
import { formatCompact } from '../../../contracts/format/compact';
import type { ListingCard } from '../../../contracts/listings/responses';
import { practiceAreaLabel, regionLabel, revenueBandLabel, STATUS_LABELS, STATUS_VARIANTS } from './labels';
import { formatDate } from '../../lib/dates';
import { ListingReference } from '../../components/ListingReference';
import { ListingInsights } from './ListingInsights';
import { OwnerListingActions } from './OwnerListingActions';

/** One of the seller's listings: status, the figures, the actions, and its insights on demand. */
export function SellerListingRow({ listing }: { listing: ListingCard }) {
  const [open, setOpen] = useState(false);
  const title = listing.headline || 'Untitled listing';
  const panelId = `insights-${listing.id}`;
  return (
    <article className="card" aria-labelledby={`seller-listing-${listing.id}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-3">
          <div>
            <span className={`badge text-bg-${STATUS_VARIANTS[listing.status]} mb-1 me-2`}>{STATUS_LABELS[listing.status]}</span>
            <ListingReference reference={listing.reference} />
            <h2 id={`seller-listing-${listing.id}`} className="h5 mb-1">
              <Link to={`/listings/details/${listing.id}`} className="text-decoration-none">
                {title}
              </Link>
            </h2>
            <p className="small text-body-secondary mb-0">
              {listing.practice_areas.map(practiceAreaLabel).join(', ') || 'No practice areas yet'} ·{' '}
              {regionLabel(listing.metro, listing.state)} · {revenueBandLabel(listing.revenue_band) ?? 'Revenue not given'} ·{' '}
              {listing.asking_price === null ? 'No asking price' : `$${formatCompact(listing.asking_price)}`} · Created{' '}
              {formatDate(listing.created_at)}
            </p>
          </div>
          <OwnerListingActions id={listing.id} headline={listing.headline} status={listing.status} size="sm" />
        </div>
        {listing.status !== 'draft' ? (
          <button
            type="button"
            className="btn btn-link btn-sm px-0 mt-2"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            <i className={`bi bi-chevron-${open ? 'up' : 'down'} me-1`} aria-hidden="true" />
            {open ? 'Hide' : 'Show'} views, watchers and the data-room log
          </button>
        ) : null}
        {open ? (
          <div id={panelId} className="border-top pt-3 mt-2">
            <ListingInsights id={listing.id} title={title} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
