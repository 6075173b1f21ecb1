import { Link } from 'react-router';
import { DOCUMENT_KIND_LABELS, type SignedDocument } from '../../../contracts/documents/documents';
import { formatDate } from '../../lib/dates';
import { documentPdfUrl } from './documentsApi';

/** When the last party signed, or who is still to sign. */
function standing(document: SignedDocument): string {
  if (document.status === 'signed') {
    const last = document.parties
      .map((party) => party.signed_at)
      .filter((at): at is string => at !== null)
      .sort()
      .at(-1);
    const names = document.parties.map((party) => party.name ?? party.unique_id ?? party.side).join(', ');
    return `Signed by ${names}${last ? ` on ${formatDate(last)}` : ''}`;
  }
  if (document.status === 'superseded') return 'Replaced by a newer version before both sides signed';
  const waiting = document.parties.filter((party) => party.signed_at === null).map((party) => party.side);
  return `Waiting for the ${waiting.join(' and ')} to sign`;
}

/** Signed documents with their PDF and a way to check a copy (the deal page, the listing). */
export function DocumentList({ documents, empty }: { documents: SignedDocument[]; empty: string }) {
  if (documents.length === 0) return <p className="text-body-secondary small mb-0">{empty}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {documents.map((document) => (
        <li key={document.id} className="d-flex flex-wrap align-items-start gap-2 py-2 border-bottom">
          <i className="bi bi-file-earmark-check fs-5 text-primary" aria-hidden="true" />
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <div className="fw-semibold text-break">{DOCUMENT_KIND_LABELS[document.kind]}</div>
            <div className="small text-body-secondary text-break">{document.title}</div>
            <div className="small">{standing(document)}</div>
          </div>
          <div className="d-flex gap-2 flex-wrap">
            <a className="btn btn-sm btn-outline-primary" href={documentPdfUrl(document.id)} download>
              <i className="bi bi-download me-1" aria-hidden="true" />
              Download PDF
            </a>
            <Link className="btn btn-sm btn-link" to="/verify-document">
              Verify a copy
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
