import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DocumentList } from './DocumentList';
import { documentKeys, fetchListingNda, fetchListingNdas } from './documentsApi';

/** The seller's view: the NDA's current version and every copy buyers signed, each downloadable. */
function OwnerNdas({ listingId, editable }: { listingId: number; editable: boolean }) {
  const nda = useQuery({ queryKey: documentKeys.listingNda(listingId), queryFn: ({ signal }) => fetchListingNda(listingId, signal) });
  const signed = useQuery({ queryKey: documentKeys.listingNdas(listingId), queryFn: ({ signal }) => fetchListingNdas(listingId, signal) });
  return (
    <section className="card card-body mb-3" aria-labelledby="nda-panel-title">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
        <h2 id="nda-panel-title" className="h5 mb-1">
          Confidentiality agreement
        </h2>
        {editable ? (
          <Link to={`/listings/edit/${listingId}#nda-clauses`} className="small">
            Edit your clauses
          </Link>
        ) : null}
      </div>
      <p className="small text-body-secondary">
        {nda.data
          ? `Version ${nda.data.version}${nda.data.clauses.length ? `, with ${nda.data.clauses.length} clause${nda.data.clauses.length === 1 ? '' : 's'} of yours` : ', the platform’s text'}. `
          : ''}
        Buyers sign it before their access request reaches you; each keeps the version they signed.
      </p>
      <DocumentList documents={signed.data?.data ?? []} empty="No buyer has signed it yet." />
    </section>
  );
}

/** The buyer's signed copy of the listing's NDA, once they have signed it. */
function BuyerNda({ listingId }: { listingId: number }) {
  const nda = useQuery({ queryKey: documentKeys.listingNda(listingId), queryFn: ({ signal }) => fetchListingNda(listingId, signal) });
  if (!nda.data?.signed) return null;
  return (
    <section className="card card-body mb-3" aria-labelledby="nda-panel-title">
      <h2 id="nda-panel-title" className="h5">
        Your confidentiality agreement
      </h2>
      <DocumentList documents={[nda.data.signed]} empty="" />
    </section>
  );
}

/** The listing page's NDA: the seller's signed copies, or the buyer's own. */
export function ListingNdaPanel({ listingId, isOwner }: { listingId: number; isOwner: boolean }) {
  return isOwner ? <OwnerNdas listingId={listingId} editable /> : <BuyerNda listingId={listingId} />;
}
