import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { isApiError } from '../../lib/api';
import { ListingForm } from './form/ListingForm';
import { NdaClausesEditor } from '../documents/NdaClausesEditor';
import { fetchListing, listingKeys } from './listingsApi';

export default function EditListingScreen() {
  const id = Number(useParams().id);
  const location = useLocation();
  const initialStep = Number((location.state as { step?: number } | null)?.step ?? 0) || 0;
  const valid = Number.isInteger(id) && id > 0;
  // Always the server's latest copy when the form opens: it is the base the autosave builds on.
  const query = useQuery({
    queryKey: [...listingKeys.detail(id), 'edit'],
    queryFn: ({ signal }) => fetchListing(id, signal),
    enabled: valid,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const unavailable = (
    <EmptyState
      title="You cannot edit this listing"
      icon="lock"
      action={
        <Link to="/my-seller-listings" className="btn btn-primary">
          My listings
        </Link>
      }
    >
      It does not exist, or it is not one of yours.
    </EmptyState>
  );
  if (!valid || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)))
    return unavailable;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) return <LoadingSkeleton variant="lines" count={8} label="Loading your listing…" />;
  const listing = query.data;
  if (!listing.management) return unavailable;
  if (listing.status === 'pending') {
    return (
      <EmptyState
        title="This listing is being reviewed"
        icon="hourglass-split"
        action={
          <Link to={`/listings/details/${listing.id}`} className="btn btn-primary">
            View the listing
          </Link>
        }
      >
        You can edit it again once the Lexchange team has approved it or sent you feedback.
      </EmptyState>
    );
  }
  return (
    <>
      <ListingForm key={listing.id} listing={listing} initialStep={initialStep} />
      {listing.is_owner ? <NdaClausesEditor listingId={listing.id} /> : null}
    </>
  );
}
