import { useQuery } from '@tanstack/react-query';
import { DocumentList } from './DocumentList';
import { documentKeys, fetchDealDocuments } from './documentsApi';

/** The deal page's signed documents: the buyer's NDA and what both sides sign (letter of intent, agreement). */
export function DealDocuments({ dealId }: { dealId: number }) {
  const documents = useQuery({ queryKey: documentKeys.deal(dealId), queryFn: ({ signal }) => fetchDealDocuments(dealId, signal) });
  return (
    <section className="card mb-3" aria-labelledby="deal-documents-title">
      <div className="card-body">
        <h2 id="deal-documents-title" className="h6">
          Documents
        </h2>
        {documents.isError ? (
          <p className="small text-danger mb-0">The documents could not be loaded.</p>
        ) : (
          <DocumentList documents={documents.data?.data ?? []} empty={documents.isPending ? 'Loading…' : 'No signed document yet.'} />
        )}
      </div>
    </section>
  );
}
