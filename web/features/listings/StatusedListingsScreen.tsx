import { Link, useParams } from 'react-router';
import { LISTING_STATUSES, type ListingStatus } from '../../../contracts/listings/listings';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { InfiniteListings } from './InfiniteListings';
import { STATUS_LABELS } from './labels';
import { StatusLinks } from './StatusLinks';

/** Statused listings: the caller's own listings in one status (staff: everyone's). */
export default function StatusedListingsScreen() {
  const status = useParams().status as ListingStatus;
  if (!LISTING_STATUSES.includes(status)) {
    return (
      <EmptyState
        title="There is no such status"
        icon="question-circle"
        action={
          <Link to="/my-seller-listings" className="btn btn-primary">
            My listings
          </Link>
        }
      >
        Listings are draft, pending review, active or disabled.
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader eyebrow="Seller" title={`${STATUS_LABELS[status]} listings`} lead="Your listings in this status." />
      <StatusLinks current={status} />
      <InfiniteListings
        key={status}
        source={{ kind: 'status', status }}
        params={{}}
        showStatus
        canWatch={false}
        empty={<EmptyState title={`No ${STATUS_LABELS[status].toLowerCase()} listings`} icon="folder2" />}
      />
    </>
  );
}
