import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DOCUMENT_KIND_LABELS, DOCUMENT_MESSAGES, type SignedDocument } from '../../../contracts/documents/documents';
import { documentKeys, documentPdfUrl, signDocument } from './documentsApi';
import { SignatureFields } from './SignatureFields';
import { useSignature } from './useSignature';

interface SignDocumentDialogProps {
  /** The deal document as last fetched: its SHA-256 is the one shown and sent back. */
  document: SignedDocument;
  onCancel: () => void;
  onSigned: (document: SignedDocument) => void;
  /** Refetches the screen's own queries once the document is signed or found changed (its deal documents list is refetched here). */
  onRefresh?: () => Promise<unknown>;
}

/**
 * Signs a deal document (letter of intent, purchase agreement): the PDF to read, its fingerprint, the typed name and
 * the consent. The hash shown is the one sent, so a document replaced meanwhile is refused (409) rather than signed.
 */
export function SignDocumentDialog({ document, onCancel, onSigned, onRefresh }: SignDocumentDialogProps) {
  const queryClient = useQueryClient();
  const refreshDocuments = () =>
    Promise.all([
      document.deal_id === null ? null : queryClient.invalidateQueries({ queryKey: documentKeys.deal(document.deal_id) }),
      onRefresh?.(),
    ]);
  const signature = useSignature({
    sign: (signed) => signDocument(document.id, { ...signed, sha256: document.sha256 }),
    onSigned: (signed) => {
      void refreshDocuments();
      onSigned(signed);
    },
    staleMessage: DOCUMENT_MESSAGES.stalePdf,
    onStale: () => void refreshDocuments(),
  });
  const kind = DOCUMENT_KIND_LABELS[document.kind].toLowerCase();

  return (
    <Modal show onHide={onCancel} fullscreen="sm-down" aria-labelledby="sign-document-title">
      <form onSubmit={signature.submit} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="sign-document-title" as="h2" className="h5">
            Sign the {kind}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="fw-semibold mb-1">{document.title}</p>
          <p className="small text-body-secondary">
            Read the whole document before you sign it: your signature is added to this exact version.
          </p>
          <p>
            <a className="btn btn-outline-secondary btn-sm" href={documentPdfUrl(document.id)} target="_blank" rel="noreferrer">
              <i className="bi bi-file-earmark-pdf me-2" aria-hidden="true" />
              Read the document (PDF)
            </a>
          </p>
          <p className="small text-body-secondary mb-3">
            Document fingerprint (SHA-256):{' '}
            <code className="text-break" data-testid="sign-document-sha256">
              {document.sha256}
            </code>
          </p>
          <SignatureFields
            idPrefix="sign-document"
            {...signature.fields}
            consentLabel={`I agree to sign this ${kind} electronically, and my typed name is my signature.`}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={signature.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={signature.isPending}>
            {signature.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Sign the {kind}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
