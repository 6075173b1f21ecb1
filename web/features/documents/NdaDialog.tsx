import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DOCUMENT_MESSAGES, type SignedDocument } from '../../../contracts/documents/documents';
import { NDA_MESSAGES } from '../../../contracts/documents/nda';
import { isApiError } from '../../lib/api';
import { documentKeys, fetchListingNda, signListingNda } from './documentsApi';
import { SignatureFields } from './SignatureFields';
import { useSignature } from './useSignature';

/** Whether a call was refused because the buyer has not signed the listing's NDA yet (sign, then call again). */
export const isNdaNotSigned = (error: unknown) => isApiError(error) && error.status === 422 && error.message === NDA_MESSAGES.notSigned;

interface NdaDialogProps {
  listingId: number;
  onCancel: () => void;
  /** The signed NDA (new, or the one the buyer had signed before). */
  onSigned: (document: SignedDocument) => void;
}

/**
 * The listing's confidentiality agreement in full, signed with the buyer's typed name and their consent to sign
 * electronically (docs/product.md "Deal room"). The hash shown is sent back, so a text changed meanwhile is refused.
 */
export function NdaDialog({ listingId, onCancel, onSigned }: NdaDialogProps) {
  const queryClient = useQueryClient();
  const nda = useQuery({ queryKey: documentKeys.listingNda(listingId), queryFn: ({ signal }) => fetchListingNda(listingId, signal) });
  const signature = useSignature({
    sign: (signed) => signListingNda(listingId, { ...signed, sha256: nda.data?.sha256 ?? '' }),
    onSigned: (document) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.listingNda(listingId) });
      onSigned(document);
    },
    staleMessage: DOCUMENT_MESSAGES.staleHash,
    onStale: () => void nda.refetch(),
  });

  return (
    <Modal show onHide={onCancel} size="lg" fullscreen="sm-down" scrollable aria-labelledby="nda-title">
      <form onSubmit={signature.submit} noValidate className="d-flex flex-column h-100 overflow-hidden">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="nda-title" as="h2" className="h5">
            Sign the confidentiality agreement
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            The seller’s identity and documents open only to buyers who sign it. Read it in full: your request is sent once you have signed.
          </p>
          {nda.isPending && (
            <div className="placeholder-glow" aria-busy="true">
              <span className="placeholder col-12" style={{ height: 240 }} />
            </div>
          )}
          {nda.isError && <div className="alert alert-danger">The agreement could not be loaded. Close this window and try again.</div>}
          {nda.data && (
            <>
              <div
                className="nda-text border rounded p-3 mb-3 bg-body-tertiary"
                tabIndex={0}
                aria-label="Agreement text"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {nda.data.text}
              </div>
              <p className="small text-body-secondary mb-3">
                Version {nda.data.version}. Document fingerprint (SHA-256): <code className="text-break">{nda.data.sha256}</code>
              </p>
              <SignatureFields
                idPrefix="nda"
                {...signature.fields}
                consentLabel="I agree to sign this agreement electronically, and my typed name is my signature."
              />
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={signature.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={signature.isPending || !nda.data}>
            {signature.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Sign and send my request
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
