import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { InfiniteListings } from './InfiniteListings';
import { StatusLinks } from './StatusLinks';
import { SellerListingRow } from './SellerListingRow';

/** The seller's own listings in every status, with their figures and actions. */
export default function SellerListingsScreen() {
  return (
    <>
      <PageHeader
        eyebrow="Seller"
        title="My seller listings"
        lead="The practices you list, from draft to sold, with who looked and who downloaded what."
        actions={
          <Link to="/listings/create" className="btn btn-primary">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Create listing
          </Link>
        }
      />
      <StatusLinks current={null} />
      <InfiniteListings
        source={{ kind: 'browse' }}
        params={{ 'filter[owner]': 'me' }}
        renderItem={(listing) => <SellerListingRow listing={listing} />}
        empty={
          <EmptyState
            title="You have no listings yet"
            icon="briefcase"
            action={
              <Link to="/listings/create" className="btn btn-primary">
                Create your first listing
              </Link>
            }
          >
            Answer the questionnaire at your own pace: it saves as you go, and buyers see nothing until the Lexchange team approves it.
          </EmptyState>
        }
      />
    </>
  );
}
