import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Deal } from '../../../contracts/deals/deals';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { changeBuyerAccess } from '../listings/dataRoomApi';
import { DEALS_KEY } from './dealsApi';

/**
 * The buyer's access to the firm's details and data room (issue 33): the seller (or staff) revokes it, after
 * confirming, or restores it; the buyer reads that it was revoked. The deal itself stays.
 */
export function DealAccessPanel({ deal, canManage }: { deal: Deal; canManage: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  if (deal.buyer_id === null || (!deal.access_revoked && (deal.is_closed || !canManage))) return null;
  const buyer = deal.buyer_info?.name ?? deal.buyer_info?.unique_id ?? 'the buyer';

  const change = async (what: 'revoke' | 'restore') => {
    setPending(true);
    try {
      await changeBuyerAccess(what, deal.listing.id, deal.buyer_id!);
      await queryClient.invalidateQueries({ queryKey: DEALS_KEY });
      notify(
        what === 'revoke' ? `${buyer} no longer sees your firm or data room.` : `${buyer} sees your firm and data room again.`,
        'success',
      );
      setConfirming(false);
    } catch (error) {
      if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card mb-3" aria-labelledby="deal-access-title">
      <div className="card-body">
        <h2 id="deal-access-title" className="h6 d-flex flex-wrap align-items-center gap-2">
          Access to the firm and data room
          {deal.access_revoked ? <span className="badge rounded-pill text-bg-warning">Access revoked</span> : null}
        </h2>
        {deal.access_revoked ? (
          <p className="mb-2">
            {canManage
              ? `${buyer} no longer sees the firm’s name, address or data room. The deal and the conversation stay open.`
              : 'The seller closed the firm’s details and data room to you. The deal and the conversation stay open.'}
          </p>
        ) : (
          <p className="mb-2">
            {buyer} sees the firm’s name and address and the data-room folders this deal has reached; their PDFs are stamped with their
            name.
          </p>
        )}
        {canManage ? (
          deal.access_revoked ? (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void change('restore')} disabled={pending}>
              <i className="bi bi-unlock me-2" aria-hidden="true" />
              Restore access
            </button>
          ) : (
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setConfirming(true)} disabled={pending}>
              <i className="bi bi-lock me-2" aria-hidden="true" />
              Revoke access
            </button>
          )
        ) : null}
      </div>
      {confirming ? (
        <Modal show onHide={() => setConfirming(false)} centered aria-labelledby="revoke-access-title">
          <Modal.Header closeButton closeLabel="Close">
            <Modal.Title id="revoke-access-title" as="h2" className="h5">
              Revoke {buyer}’s access?
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>
              {buyer} will no longer see your firm’s name and address, the listing’s answers or the data room. Files they already downloaded
              stay stamped with their name.
            </p>
            <p className="mb-0">They are told in the app and by e-mail. The deal stays, marked “access revoked”; you can restore it.</p>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setConfirming(false)} disabled={pending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void change('revoke')} disabled={pending}>
              Revoke access
            </Button>
          </Modal.Footer>
        </Modal>
      ) : null}
    </section>
  );
}
