import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { emptyValuationForm, valuationFormFromListing } from '../../../contracts/valuations/form';
import { useSession } from '../../app/session/useSession';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { fetchListing, fetchListings, listingKeys } from '../listings/listingsApi';
import { useValuationDraft } from './useValuationDraft';
import { ValuationSurveyPrompt } from '../surveys/ValuationSurveyPrompt';
import { ValuationWorkbench } from './ValuationWorkbench';

const OWN_LISTINGS = { 'filter[owner]': 'me', per_page: 50 } as const;

/** /get-valuation: the practice's figures (from the user's listing or by hand) and the explained instant estimate. */
export default function GetValuationScreen() {
  const { user } = useSession();
  const navigate = useNavigate();
  const listings = useQuery({
    queryKey: listingKeys.list('own-for-valuation', OWN_LISTINGS),
    queryFn: ({ signal }) => fetchListings({ kind: 'browse' }, OWN_LISTINGS, signal),
  });
  if (listings.isPending) return <LoadingSkeleton variant="rows" count={6} label="Loading your listings…" />;
  const own = listings.data?.data ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Valuation"
        title="Get a valuation"
        lead="An instant, explained estimate of what your practice is worth, and an expert valuation with a written report when you want one."
      />
      <ValuationSurveyPrompt />
      <Workbench
        key={user?.id ?? 0}
        userId={user?.id ?? 0}
        listings={own.map((listing) => ({ id: listing.id, headline: listing.headline }))}
        onSaved={(id) => navigate(`/seller-valuations?valuation=${id}`)}
      />
    </>
  );
}

function Workbench({
  userId,
  listings,
  onSaved,
}: {
  userId: number;
  listings: { id: number; headline: string }[];
  onSaved: (id: number) => void;
}) {
  const { draft, update, clear, restored } = useValuationDraft(`lexchange.valuationDraft.${userId}`, () => ({
    values: emptyValuationForm(),
    listingId: null,
  }));
  const [loadingListing, setLoadingListing] = useState<number | null>(!restored && listings[0] ? listings[0].id : null);
  const [listingError, setListingError] = useState(false);

  // Prefill from the chosen listing's questionnaire (the first one on a first visit).
  useEffect(() => {
    if (loadingListing === null) return;
    const controller = new AbortController();
    fetchListing(loadingListing, controller.signal)
      .then((listing) => {
        update({ values: valuationFormFromListing(listing), listingId: listing.id });
        setLoadingListing(null);
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setListingError(true);
          setLoadingListing(null);
        }
      });
    return () => controller.abort();
  }, [loadingListing, update]);

  const source = (
    <section className="card mb-3">
      <div className="card-body d-flex flex-wrap align-items-end gap-3">
        {listings.length > 0 ? (
          <div className="flex-grow-1">
            <label htmlFor="valuation-source" className="form-label">
              Figures from
            </label>
            <select
              id="valuation-source"
              className="form-select"
              value={draft.listingId ?? ''}
              disabled={loadingListing !== null}
              onChange={(event) => {
                const id = Number(event.target.value);
                setListingError(false);
                if (id) setLoadingListing(id);
                else update({ ...draft, listingId: null });
              }}
            >
              <option value="">Entered by hand (not tied to a listing)</option>
              {listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  Listing: {listing.headline}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="mb-0 flex-grow-1 text-body-secondary">
            No listing yet? Enter your practice’s figures by hand; nothing is shared with anyone.
          </p>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            clear();
            update({ values: emptyValuationForm(), listingId: null });
          }}
        >
          Start over
        </button>
        {loadingListing !== null ? <p className="small text-body-secondary w-100 mb-0">Filling in from your listing…</p> : null}
        {listingError ? (
          <p className="small text-danger w-100 mb-0" role="alert">
            We could not load that listing. Choose it again to retry.
          </p>
        ) : null}
      </div>
    </section>
  );

  return (
    <ValuationWorkbench
      draft={draft}
      onDraft={update}
      side="seller"
      source={source}
      onSaved={(valuation) => {
        clear();
        onSaved(valuation.id);
      }}
    />
  );
}
