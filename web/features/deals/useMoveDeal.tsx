/**
 * Moving a deal from the board, the list or the deal page: an open stage moves at once; "Closed — lost" asks a
 * reason; "Closed — won" asks whether to mark the listing sold (seller or staff) and, for staff before the client
 * notice window ends, the reason for closing early. Server refusals show in the dialog or as a toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Deal, DealStage } from '../../../contracts/deals';
import { DEAL_REASON_MAX } from '../../../contracts/deals';
import { ReasonDialog, ReasonError } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { dealKey, DEALS_KEY, moveDeal } from './dealsApi';

interface PendingMove {
  deal: Deal;
  stage: DealStage;
}

export function useMoveDeal(options: { isStaff: boolean }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [reason, setReason] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [markSold, setMarkSold] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const mutation = useMutation({
    mutationFn: (move: PendingMove & { body: Record<string, unknown> }) =>
      moveDeal(move.deal.id, { stage_id: move.stage.id, ...move.body }),
    onSuccess: (detail, move) => {
      queryClient.setQueryData(dealKey(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
      setPending(null);
      notify(`Moved to ${move.stage.name}.`, 'success');
    },
    onError: (error, move) => {
      void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
      if (!isApiError(error) || error.status === null || error.status >= 500) return;
      const fieldErrors = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']));
      // A closing move keeps its dialog open with the refusal beside the field (staff may add the early-closing reason).
      if (move.stage.outcome !== null && Object.keys(fieldErrors).length > 0) {
        setPending({ deal: move.deal, stage: move.stage });
        setErrors(fieldErrors);
        return;
      }
      notify(fieldErrors.stage_id ?? error.message, 'error');
      setPending(null);
    },
  });

  /** Starts a move: at once for an open stage, through the dialog for a closing one. */
  const request = (deal: Deal, stage: DealStage) => {
    if (stage.id === deal.stage_id) return;
    setErrors({});
    setReason('');
    setOverrideReason('');
    setMarkSold(false);
    if (stage.outcome === null) mutation.mutate({ deal, stage, body: {} });
    else setPending({ deal, stage });
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.stage.outcome === 'lost' && !reason.trim()) {
      setErrors({ reason: 'Please say why the deal was lost.' });
      return;
    }
    const body: Record<string, unknown> = {};
    if (pending.stage.outcome === 'lost') body.reason = reason.trim();
    if (pending.stage.outcome === 'won') {
      if (markSold) body.mark_listing_sold = true;
      if (overrideReason.trim()) body.override_reason = overrideReason.trim();
    }
    mutation.mutate({ ...pending, body });
  };

  const canMarkSold = (deal: Deal) =>
    (deal.my_side === 'seller' || options.isStaff) && (deal.listing.status === 'active' || deal.listing.status === 'pending');

  const dialog = pending ? (
    <ReasonDialog
      titleId="deal-close-title"
      title={pending.stage.outcome === 'lost' ? 'Close the deal as lost' : 'Close the deal as won'}
      pending={mutation.isPending}
      onCancel={() => setPending(null)}
      onSubmit={confirm}
      submitLabel={pending.stage.outcome === 'lost' ? 'Close as lost' : 'Close as won'}
      submitVariant={pending.stage.outcome === 'lost' ? 'danger' : 'primary'}
    >
      <p className="mb-3">
        “{pending.deal.listing.headline || 'Untitled listing'}” moves to <strong>{pending.stage.name}</strong>. The other side is notified.
      </p>
      {pending.stage.outcome === 'lost' ? (
        <div>
          <label htmlFor="deal-lost-reason" className="form-label">
            Why was the deal lost?
          </label>
          <textarea
            id="deal-lost-reason"
            className={`form-control${errors.reason ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={DEAL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={errors.reason ? 'deal-lost-reason-error' : undefined}
          />
          <ReasonError id="deal-lost-reason-error" error={errors.reason ?? null} />
        </div>
      ) : (
        <>
          {canMarkSold(pending.deal) ? (
            <div className="form-check mb-3">
              <input
                id="deal-mark-sold"
                type="checkbox"
                className="form-check-input"
                checked={markSold}
                onChange={(event) => setMarkSold(event.target.checked)}
              />
              <label htmlFor="deal-mark-sold" className="form-check-label">
                Also mark the listing sold here
                <span className="d-block small text-body-secondary">
                  The listing leaves the marketplace and its other open deals close as lost.
                </span>
              </label>
              <ReasonError error={errors.mark_listing_sold ?? null} />
            </div>
          ) : null}
          {options.isStaff ? (
            <div>
              <label htmlFor="deal-override-reason" className="form-label">
                Reason for closing before the client notice window ends{' '}
                <span className="text-body-secondary">(staff; only if it has not ended)</span>
              </label>
              <textarea
                id="deal-override-reason"
                className={`form-control${errors.override_reason ? ' is-invalid' : ''}`}
                rows={2}
                maxLength={DEAL_REASON_MAX}
                value={overrideReason}
                onChange={(event) => setOverrideReason(event.target.value)}
              />
              <ReasonError error={errors.override_reason ?? null} />
            </div>
          ) : null}
          <ReasonError error={errors.stage_id ?? null} />
        </>
      )}
    </ReasonDialog>
  ) : null;

  return { request, dialog, moving: mutation.isPending ? mutation.variables?.deal.id : undefined };
}
