/**
 * Moving a deal from the board, the list or the deal page: a reachable later stage moves at once; a stage whose way
 * is not yet done is refused with what it waits for (no dialog), except for staff, who may override with a reason; a
 * move back and "Closed — lost" ask a reason the other side reads; "Closed — won" asks whether to mark the listing
 * sold (seller or staff). Server refusals show in the dialog or as a toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Deal, DealStage } from '../../../contracts/deals/deals';
import { DEAL_MESSAGES, DEAL_REASON_MAX } from '../../../contracts/deals/deals';
import { ReasonDialog, ReasonError, RequiredReasonField } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { isBackMove, stageBlock } from './dealLabels';
import { dealKey, DEALS_KEY, moveDeal } from './dealsApi';

interface PendingMove {
  deal: Deal;
  stage: DealStage;
  /** What the stages it passes still wait for (staff overriding), or null. */
  block?: string | null;
  back?: boolean;
}

const DIALOG_TITLES = {
  lost: 'Close the deal as lost',
  won: 'Close the deal as won',
  back: 'Move the deal back',
  override: 'Move on before the work is done',
} as const;

const kindOf = (move: PendingMove): keyof typeof DIALOG_TITLES => move.stage.outcome ?? (move.back ? 'back' : 'override');

export function useMoveDeal(options: { isStaff: boolean; stages: DealStage[] }) {
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
      // A move with a dialog keeps it open with the refusal beside the field (staff may add the override reason).
      if ((move.stage.outcome !== null || move.back || move.block) && Object.keys(fieldErrors).length > 0) {
        setPending({ deal: move.deal, stage: move.stage, block: move.block ?? fieldErrors.stage_id ?? null, back: move.back });
        setErrors(fieldErrors);
        return;
      }
      notify(fieldErrors.stage_id ?? error.message, 'error');
      setPending(null);
    },
  });

  /** Starts a move: at once for a reachable later stage, refused with why for one not yet reachable, else a dialog. */
  const request = (deal: Deal, stage: DealStage) => {
    if (stage.id === deal.stage_id) return;
    const block = stageBlock(deal, options.stages, stage);
    if (block && !options.isStaff) {
      notify(block, 'error');
      return;
    }
    setErrors({});
    setReason('');
    setOverrideReason('');
    setMarkSold(false);
    const back = isBackMove(deal, options.stages, stage);
    if (stage.outcome === null && !block && !back) mutation.mutate({ deal, stage, body: {} });
    else setPending({ deal, stage, block, back });
  };

  const confirm = () => {
    if (!pending) return;
    const kind = kindOf(pending);
    if ((kind === 'lost' || kind === 'back') && !reason.trim()) {
      setErrors({ reason: kind === 'lost' ? DEAL_MESSAGES.lostReason : DEAL_MESSAGES.backReason });
      return;
    }
    if (pending.block && !overrideReason.trim()) {
      setErrors({ override_reason: DEAL_MESSAGES.gateOverrideReason });
      return;
    }
    const body: Record<string, unknown> = {};
    if (kind === 'lost' || kind === 'back') body.reason = reason.trim();
    if (kind === 'won' && markSold) body.mark_listing_sold = true;
    if (pending.block) body.override_reason = overrideReason.trim();
    mutation.mutate({ ...pending, body });
  };

  const canMarkSold = (deal: Deal) =>
    (deal.my_side === 'seller' || options.isStaff) && (deal.listing.status === 'active' || deal.listing.status === 'pending');

  const kind = pending ? kindOf(pending) : null;
  const dialog = pending ? (
    <ReasonDialog
      titleId="deal-move-title"
      title={DIALOG_TITLES[kind!]}
      pending={mutation.isPending}
      onCancel={() => setPending(null)}
      onSubmit={confirm}
      submitLabel={
        kind === 'lost' ? 'Close as lost' : kind === 'won' ? 'Close as won' : kind === 'back' ? 'Move back' : 'Override and move'
      }
      submitVariant={kind === 'lost' ? 'danger' : 'primary'}
    >
      <p className="mb-3">
        “{pending.deal.listing.headline || 'Untitled listing'}” moves to <strong>{pending.stage.name}</strong>. The other side is notified.
      </p>
      {kind === 'lost' || kind === 'back' ? (
        <div>
          <RequiredReasonField
            id="deal-move-reason"
            label={kind === 'lost' ? 'Why was the deal lost?' : 'Why does the deal move back? The other side reads this.'}
            rows={3}
            maxLength={DEAL_REASON_MAX}
            value={reason}
            onChange={setReason}
            error={errors.reason ?? null}
            errorId="deal-move-reason-error"
          />
        </div>
      ) : null}
      {kind === 'won' && canMarkSold(pending.deal) ? (
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
      {pending.block ? (
        <div>
          <p className="alert alert-warning small py-2" role="note">
            <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
            {pending.block}
          </p>
          <RequiredReasonField
            id="deal-override-reason"
            label="Reason for overriding (staff; kept in the deal’s history)"
            rows={2}
            maxLength={DEAL_REASON_MAX}
            value={overrideReason}
            onChange={setOverrideReason}
            error={errors.override_reason ?? null}
            errorId="deal-override-reason-error"
          />
        </div>
      ) : (
        <ReasonError error={errors.stage_id ?? null} />
      )}
    </ReasonDialog>
  ) : null;

  return { request, dialog, moving: mutation.isPending ? mutation.variables?.deal.id : undefined };
}
