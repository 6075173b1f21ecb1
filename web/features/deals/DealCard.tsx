import { Link } from 'react-router';
import { ListingReference } from '../../components/ListingReference';
import type { Deal } from '../../../contracts/deals/deals';
import { cx } from '../../lib/cx';
import { counterpartOf, dealPath, daysInStage, lastActivity, likelihoodTone, waitingToLeave } from './dealLabels';
import type { DealsSide } from './dealsApi';
import { PartyBadge } from '../../components/PartyBadge';

/** One deal on the board: who, which listing, how likely, how long in the stage, when last active. */
export function DealCard({ deal, side, moving, children }: { deal: Deal; side: DealsSide; moving?: boolean; children?: React.ReactNode }) {
  const counterpart = counterpartOf(deal, side);
  const tone = likelihoodTone(deal.likelihood_of_closing);
  const wait = waitingToLeave(deal);
  return (
    <article className={cx('deal-card card', moving && 'deal-card--moving')} aria-label={`Deal on ${deal.listing.headline || 'a listing'}`}>
      <div className="card-body p-3">
        <PartyBadge uniqueId={counterpart?.unique_id ?? null} level={counterpart?.verification_level ?? null} className="mb-2" />
        <h3 className="deal-card__title h6 mb-2">
          <Link to={dealPath(side, deal.id)} className="stretched-link-none text-decoration-none">
            {deal.listing.headline || 'Untitled listing'}
          </Link>
        </h3>
        <ListingReference reference={deal.listing.reference} className="d-block mb-2" />
        <div className="d-flex align-items-center gap-2 mb-2">
          <div
            className="progress flex-grow-1"
            role="progressbar"
            aria-label="Likelihood of closing"
            aria-valuenow={deal.likelihood_of_closing}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ height: '0.4rem' }}
          >
            <div className={`progress-bar bg-${tone}`} style={{ width: `${deal.likelihood_of_closing}%` }} />
          </div>
          <span className="small fw-semibold tabular-nums">{deal.likelihood_of_closing} %</span>
        </div>
        <div className="d-flex justify-content-between small text-body-secondary">
          <span title="Days in this stage">
            <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
            {daysInStage(deal)}
          </span>
          <span title="Last activity">
            <i className="bi bi-activity me-1" aria-hidden="true" />
            {lastActivity(deal.updated_at)}
          </span>
        </div>
        {wait ? (
          <p className="deal-card__wait small mt-2 mb-0">
            <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
            {wait}
          </p>
        ) : null}
        {deal.access_revoked ? <span className="badge rounded-pill text-bg-warning mt-2">Access revoked</span> : null}
        {deal.closed_reason ? (
          <p className="small text-body-secondary mt-2 mb-0 text-truncate" title={deal.closed_reason}>
            {deal.closed_reason}
          </p>
        ) : null}
        {children}
      </div>
    </article>
  );
}
