import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { InfiniteListings } from './InfiniteListings';

/** The buyer's starred listings that are still active. */
export default function WatchListScreen() {
  return (
    <>
      <PageHeader
        title="Watch list"
        lead="The practices you starred. A listing leaves this list when its seller takes it off the market."
      />
      <InfiniteListings
        source={{ kind: 'favorites' }}
        params={{}}
        empty={
          <EmptyState
            title="Your watch list is empty"
            icon="star"
            action={
              <Link to="/all-listings" className="btn btn-primary">
                Browse listings
              </Link>
            }
          >
            Star a listing to keep it here and follow it.
          </EmptyState>
        }
      />
    </>
  );
}
