import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DealDetail } from '../../../contracts/deals/deals';
import { DOCUMENT_KIND_LABELS, type SignedDocument } from '../../../contracts/documents/documents';
import { notify } from '../../lib/toast';
import { documentKeys } from '../documents/documentsApi';
import { SignDocumentDialog } from '../documents/SignDocumentDialog';
import { offersKey } from '../offers/offersApi';
import { dealKey } from './dealsApi';

/** "Sign the letter of intent" for a party who has not signed yet; once signed, the deal room, offers and stage refresh. */
export function SignDealDocumentButton({ deal, document }: { deal: DealDetail; document: SignedDocument }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mine = document.parties.find((party) => party.side === deal.my_side);
  if (!mine || mine.signed_at) return null;
  const label = DOCUMENT_KIND_LABELS[document.kind].toLowerCase();
  const refresh = () =>
    Promise.all(
      [documentKeys.deal(deal.id), offersKey(deal.id), dealKey(deal.id)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  return (
    <>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(true)}>
        <i className="bi bi-pen me-2" aria-hidden="true" />
        Sign the {label}
      </button>
      {open && (
        <SignDocumentDialog
          document={document}
          onCancel={() => setOpen(false)}
          onRefresh={refresh}
          onSigned={(signed) => {
            setOpen(false);
            notify(signed.status === 'signed' ? `Signed by both sides: the ${label} is final.` : `You signed the ${label}.`, 'success');
          }}
        />
      )}
    </>
  );
}
