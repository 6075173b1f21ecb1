import { useEffect, useState } from 'react';
import type { VerificationDetail } from '../../../contracts/verifications/verifications';
import { fileSize } from '../../lib/fileSize';
import { isThinDocument } from './approvalRule';
import { documentUrl } from './verificationsApi';

type Document = VerificationDetail['documents'][number];

/**
 * The documents of a submission, each opened inline in the panel (a PDF in a frame, an image as an image) through the
 * authorised route, which logs the opening; `onOpened` refreshes the submission so the panel knows it was opened.
 */
export function ReviewDocuments({ item, onOpened }: { item: VerificationDetail; onOpened: () => void }) {
  const [showing, setShowing] = useState<number | null>(null);
  if (item.documents.length === 0)
    return <p className="small text-body-secondary">{item.documents_deleted ? 'Deleted 30 days after the decision.' : 'None.'}</p>;
  return (
    <ul className="list-unstyled small mb-3 verification-documents">
      {item.documents.map((document) => (
        <li key={document.id} className="mb-2">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <i className="bi bi-file-earmark-lock" aria-hidden="true" />
            <span className="fw-semibold text-break">{document.filename}</span>
            <span className="text-body-secondary">{fileSize(document.size)}</span>
            {document.opened_by_you ? (
              <span className="badge text-bg-success">
                <i className="bi bi-check2 me-1" aria-hidden="true" />
                Opened by you
              </span>
            ) : (
              <span className="badge text-bg-light border">Not opened yet</span>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline-primary ms-auto"
              aria-expanded={showing === document.id}
              onClick={() => setShowing(showing === document.id ? null : document.id)}
            >
              {showing === document.id ? 'Hide' : 'View'} <span className="visually-hidden">{document.filename}</span>
            </button>
          </div>
          {isThinDocument(document.size) ? (
            <div className="alert alert-warning py-1 px-2 mt-1 mb-0" role="note">
              <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
              Only {fileSize(document.size)}: too small for most real scans or photos. Check that it shows what it should.
            </div>
          ) : null}
          {showing === document.id ? <DocumentFrame verificationId={item.id} document={document} onOpened={onOpened} /> : null}
        </li>
      ))}
    </ul>
  );
}

function DocumentFrame({ verificationId, document, onOpened }: { verificationId: number; document: Document; onOpened: () => void }) {
  const url = documentUrl(verificationId, document.id);
  // A browser that saves a PDF instead of showing it never fires the frame's load: ask again shortly anyway.
  useEffect(() => {
    const timer = window.setTimeout(onOpened, 2000);
    return () => window.clearTimeout(timer);
  }, [onOpened]);
  return (
    <div className="verification-document-view mt-2">
      {document.mimetype === 'application/pdf' ? (
        <iframe src={url} title={document.filename} className="w-100 border rounded" style={{ height: '60vh' }} onLoad={onOpened} />
      ) : (
        <img src={url} alt={document.filename} className="img-fluid border rounded" onLoad={onOpened} onError={onOpened} />
      )}
      <a href={url} target="_blank" rel="noreferrer" className="d-inline-block mt-1">
        Open in a new tab <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
      </a>
    </div>
  );
}
