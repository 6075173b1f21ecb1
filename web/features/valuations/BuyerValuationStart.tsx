import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { valuationFormFromListing } from '../../../contracts/valuations/form';
import { useSession } from '../../app/session/useSession';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { fetchListing, fetchListings, listingKeys } from '../listings/listingsApi';
import { useValuationDraft } from './useValuationDraft';
import { ValuationWorkbench } from './ValuationWorkbench';

const GRANTED = { 'filter[access]': 'granted', per_page: 50 } as const;

/** A buyer values a listing they have access to: the form starts from its questionnaire; they adjust the assumptions. */
export function BuyerValuationStart({ onSaved }: { onSaved: (id: number) => void }) {
  const [listingId, setListingId] = useState<number | null>(null);
  const listings = useQuery({
    queryKey: listingKeys.list('granted-for-valuation', GRANTED),
    queryFn: ({ signal }) => fetchListings({ kind: 'browse' }, GRANTED, signal),
  });
  const granted = listings.data?.data ?? [];
  return (
    <section className="card mb-4" aria-labelledby="buyer-valuation-start">
      <div className="card-body">
        <h2 id="buyer-valuation-start" className="h5">
          Value a listing
        </h2>
        {listings.isPending ? <LoadingSkeleton variant="rows" count={1} label="Loading the listings you have access to…" /> : null}
        {listings.isError ? <ErrorState onRetry={() => void listings.refetch()} retrying={listings.isFetching} /> : null}
        {listings.data && granted.length === 0 ? (
          <p className="text-body-secondary mb-0">
            Once a seller accepts your request to connect, you can value their practice here from its questionnaire.
          </p>
        ) : null}
        {granted.length > 0 ? (
          <div className="col-md-8">
            <label htmlFor="buyer-valuation-listing" className="form-label">
              Listing
            </label>
            <select
              id="buyer-valuation-listing"
              className="form-select"
              value={listingId ?? ''}
              onChange={(event) => setListingId(Number(event.target.value) || null)}
            >
              <option value="">Choose a listing you have access to</option>
              {granted.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.headline}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {listingId ? (
        <div className="card-body border-top">
          <ListingValuation
            key={listingId}
            listingId={listingId}
            onSaved={(id) => {
              setListingId(null);
              onSaved(id);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

function ListingValuation({ listingId, onSaved }: { listingId: number; onSaved: (id: number) => void }) {
  const listing = useQuery({ queryKey: listingKeys.detail(listingId), queryFn: ({ signal }) => fetchListing(listingId, signal) });
  if (listing.isPending) return <LoadingSkeleton variant="rows" count={4} label="Loading the listing’s figures…" />;
  if (listing.isError) return <ErrorState onRetry={() => void listing.refetch()} retrying={listing.isFetching} />;
  return <PrefilledWorkbench listingId={listingId} initial={valuationFormFromListing(listing.data)} onSaved={onSaved} />;
}

function PrefilledWorkbench({
  listingId,
  initial,
  onSaved,
}: {
  listingId: number;
  initial: ReturnType<typeof valuationFormFromListing>;
  onSaved: (id: number) => void;
}) {
  const { user } = useSession();
  const { draft, update, clear } = useValuationDraft(`lexchange.buyerValuationDraft.${user?.id ?? 0}.${listingId}`, () => ({
    values: initial,
    listingId,
  }));
  return (
    <>
      <p className="small text-body-secondary">
        Filled in from the seller’s questionnaire. Change any assumption: only you see this valuation.
      </p>
      <ValuationWorkbench
        draft={{ ...draft, listingId }}
        onDraft={update}
        side="buyer"
        onSaved={(valuation) => {
          clear();
          onSaved(valuation.id);
        }}
      />
    </>
  );
}
