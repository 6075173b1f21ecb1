import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DISABLE_REASONS, DisableListingSchema, LISTING_MESSAGES, type DisableListing } from '../../../contracts/listings/listings';
import { ReasonDialog, ReasonError } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { fetchOpenDeals, listingKeys } from './listingsApi';
import { WinnerPicker } from './WinnerPicker';

interface DisableListingDialogProps {
  /** The listing's id: with it, "Sold here" offers the listing's open deals to name the buyer who bought. */
  listingId?: number;
  headline: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (body: DisableListing) => void;
  /** The last refused attempt: what the server said about the buyer named (a deal whose stages still wait, issue #34). */
  refused?: { error: unknown; body: DisableListing | undefined };
  /** Staff: a deal whose stages still wait may be named all the same, as staff may override a gate. */
  mayOverride?: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Disabling takes the listing off the market, with the reason (sold here, sold elsewhere, paused, other + text).
 * Sold closes the listing's open deals: sold here lets the seller pick the buyer who bought (optional), whose deal
 * closes as won; every other open deal closes as lost.
 */
export function DisableListingDialog({
  listingId,
  headline,
  pending,
  onCancel,
  onConfirm,
  refused,
  mayOverride = false,
}: DisableListingDialogProps) {
  const [reason, setReason] = useState<DisableListing['reason'] | ''>('');
  const [note, setNote] = useState('');
  const [winner, setWinner] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sold = reason === 'sold_here' || reason === 'sold_elsewhere';
  const openDeals = useQuery({
    queryKey: listingKeys.openDeals(listingId ?? 0),
    queryFn: ({ signal }) => fetchOpenDeals(listingId!, signal),
    enabled: listingId !== undefined && sold,
  });
  const deals = openDeals.data?.data ?? [];
  const winnerWaits =
    reason === 'sold_here' && winner && isApiError(refused?.error) && refused.body?.winning_deal_id === Number(winner)
      ? (refused.error.errors.winning_deal_id ?? [])
      : [];

  const submit = () => {
    const named = reason === 'sold_here' && winner ? { winning_deal_id: Number(winner) } : {};
    const parsed = DisableListingSchema.safeParse({ reason, note: note.trim() || null, ...named });
    if (!parsed.success) {
      setError(reason ? LISTING_MESSAGES.otherNeedsNote : 'Choose a reason.');
      return;
    }
    onConfirm(parsed.data);
  };

  const closing = () => {
    if (!sold) return null;
    if (listingId === undefined || openDeals.isError) return 'Open deals on this listing will be closed.';
    if (openDeals.isPending) return 'Looking for open deals on this listing…';
    if (deals.length === 0) return 'This listing has no open deals.';
    if (reason === 'sold_here' && winner) {
      const others = deals.length - 1;
      return others
        ? `The buyer’s deal will close as won; the other ${plural(others, 'open deal', 'open deals')} will close as lost.`
        : 'The buyer’s deal will close as won.';
    }
    return `${plural(deals.length, 'open deal', 'open deals')} on this listing will close as lost.`;
  };

  return (
    <ReasonDialog
      titleId="disable-listing-title"
      title={<>Disable “{headline}”?</>}
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel="Disable listing"
      submitVariant="warning"
    >
      <p>Buyers will no longer find it or open it. You can enable it again later.</p>
      <fieldset>
        <legend className="form-label fs-6">Why are you disabling it?</legend>
        {DISABLE_REASONS.map((option) => (
          <div key={option.key} className="form-check">
            <input
              id={`disable-reason-${option.key}`}
              type="radio"
              name="reason"
              className="form-check-input"
              checked={reason === option.key}
              onChange={() => {
                setReason(option.key);
                setError(null);
              }}
            />
            <label htmlFor={`disable-reason-${option.key}`} className="form-check-label">
              {option.label}
            </label>
          </div>
        ))}
      </fieldset>
      {reason === 'sold_here' && deals.length > 0 ? (
        <WinnerPicker deals={deals} winner={winner} onChange={setWinner} mayOverride={mayOverride} refusedWaits={winnerWaits} />
      ) : null}
      <label htmlFor="disable-note" className="form-label mt-3">
        {reason === 'other' ? 'Tell us more (required)' : 'Anything to add (optional)'}
      </label>
      <textarea
        id="disable-note"
        className={`form-control ${error && reason ? 'is-invalid' : ''}`}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={2000}
      />
      <ReasonError error={error} />
      {sold ? (
        <p className="small text-body-secondary mt-2 mb-0" role="status">
          {closing()}
        </p>
      ) : null}
    </ReasonDialog>
  );
}
