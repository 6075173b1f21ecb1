import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { InfiniteListings } from './InfiniteListings';

/** The listings whose sellers opened their details and data room to the buyer (accepted matches). */
export default function BuyerListingsScreen() {
  return (
    <>
      <PageHeader
        eyebrow="Buyer"
        title="My buyer listings"
        lead="The practices whose sellers accepted your request: their details and the data-room folders open after access are open to you; more open as the deal goes on."
        actions={
          <Link to="/messages" className="btn btn-outline-primary">
            <i className="bi bi-chat-dots me-1" aria-hidden="true" />
            Requests and chats
          </Link>
        }
      />
      <InfiniteListings
        source={{ kind: 'browse' }}
        params={{ 'filter[access]': 'granted' }}
        empty={
          <EmptyState
            title="No seller has opened a listing to you yet"
            icon="key"
            action={
              <Link to="/all-listings" className="btn btn-primary">
                Browse listings
              </Link>
            }
          >
            Open a listing and choose “Request access / Connect”. Once the seller accepts, it appears here.
          </EmptyState>
        }
      />
    </>
  );
}
