/**
 * The deal room's purchase agreement, once both signed the letter of intent: the seller uploads the agreed PDF or
 * has Lexchange draw a first draft from the letter; both sign it; earlier versions stay listed as superseded.
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import type { DealDetail } from '../../../contracts/deals/deals';
import type { SignedDocument } from '../../../contracts/documents/documents';
import { PURCHASE_AGREEMENT_MAX_BYTES } from '../../../contracts/offers/purchase-agreement';
import { isApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { documentPdfUrl } from '../documents/documentsApi';
import { draftPurchaseAgreement, purchaseAgreementsOf, uploadPurchaseAgreement } from './purchaseAgreementApi';

const signers = (document: SignedDocument) =>
  document.status === 'signed'
    ? 'Signed by both sides.'
    : document.parties
        .map(
          (party) =>
            `${party.side === 'buyer' ? 'Buyer' : 'Seller'}: ${party.signed_at ? `signed ${formatDateTime(party.signed_at)}` : 'not yet signed'}`,
        )
        .join(' · ');

export function PurchaseAgreementPanel({
  deal,
  documents,
  signSlot,
  onChange,
}: {
  deal: DealDetail;
  documents: SignedDocument[];
  signSlot?: (document: SignedDocument) => ReactNode;
  onChange: () => Promise<unknown>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { current, earlier } = purchaseAgreementsOf(documents);
  const seller = deal.my_side === 'seller' && !deal.is_closed;
  const add = useMutation({
    mutationFn: (file: File | null) => (file ? uploadPurchaseAgreement(deal.id, file) : draftPurchaseAgreement(deal.id)),
    onSuccess: async (document) => {
      notify(`${document.title} is ready for both signatures.`, 'success');
      await onChange();
    },
    onError: (error) => {
      const message = isApiError(error) ? (error.fieldError('file') ?? error.message) : 'The purchase agreement could not be added.';
      notify(message, 'error');
    },
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const replaceable = seller && current?.status !== 'signed';

  return (
    <div className="border rounded p-3 mt-3" data-testid="deal-room-purchase-agreement">
      <h3 className="h6 mb-1">Purchase agreement</h3>
      {current ? (
        <>
          <p className="small mb-1">{current.title}</p>
          <p className="small mb-2">{signers(current)}</p>
        </>
      ) : (
        <p className="small text-body-secondary mb-2">
          {seller
            ? 'Upload the purchase agreement both sides agreed (PDF), or generate a first draft from the signed letter of intent to review with your counsel.'
            : 'The seller adds the purchase agreement; you will both sign it here.'}
        </p>
      )}
      <div className="deal-room__actions">
        {current ? (
          <a className="btn btn-outline-secondary btn-sm" href={documentPdfUrl(current.id)}>
            <i className="bi bi-download me-2" aria-hidden="true" />
            Download the agreement (PDF)
          </a>
        ) : null}
        {current && current.status !== 'signed' && deal.my_side !== 'staff' && signSlot ? signSlot(current) : null}
        {replaceable ? (
          <>
            <label className="btn btn-outline-primary btn-sm mb-0">
              <i className="bi bi-upload me-2" aria-hidden="true" />
              {current ? 'Upload a new version' : 'Upload the agreed PDF'}
              <input
                ref={fileInput}
                type="file"
                accept=".pdf,application/pdf"
                className="visually-hidden"
                disabled={add.isPending}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (!file) return;
                  if (file.size > PURCHASE_AGREEMENT_MAX_BYTES) notify(`${file.name} is larger than 20 MB.`, 'error');
                  else add.mutate(file);
                }}
              />
            </label>
            <button type="button" className="btn btn-outline-primary btn-sm" disabled={add.isPending} onClick={() => add.mutate(null)}>
              <i className="bi bi-file-earmark-text me-2" aria-hidden="true" />
              Generate a first draft
            </button>
          </>
        ) : null}
      </div>
      {replaceable && current && current.parties.some((party) => party.signed_at) ? (
        <p className="small text-body-secondary mt-2 mb-0">A new version replaces this one: both sides then sign the new version.</p>
      ) : null}
      {earlier.length ? (
        <details className="mt-2">
          <summary className="small">Earlier versions ({earlier.length})</summary>
          <ul className="list-unstyled small mt-1 mb-0">
            {earlier.map((document) => (
              <li key={document.id}>
                <a href={documentPdfUrl(document.id)}>{document.title}</a> — superseded, {formatDateTime(document.created_at)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
