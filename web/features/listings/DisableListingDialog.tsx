import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DISABLE_REASONS, DisableListingSchema, LISTING_MESSAGES, type DisableListing } from '../../../contracts/listings';
import { ReasonDialog, ReasonError } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { fetchOpenDeals, listingKeys } from './listingsApi';

interface DisableListingDialogProps {
  /** The listing's id: with it, "Sold here" offers the listing's open deals to name the buyer who bought. */
  listingId?: number;
  headline: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (body: DisableListing) => void;
  /** The last refused attempt: what the server said about the buyer named (a deal whose stages still wait, issue #34). */
  refused?: { error: unknown; body: DisableListing | undefined };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Disabling takes the listing off the market, with the reason (sold here, sold elsewhere, paused, other + text).
 * Sold closes the listing's open deals: sold here lets the seller pick the buyer who bought (optional), whose deal
 * closes as won; every other open deal closes as lost.
 */
export function DisableListingDialog({ listingId, headline, pending, onCancel, onConfirm, refused }: DisableListingDialogProps) {
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
        <div className="mt-3">
          <label htmlFor="disable-winner" className="form-label">
            Who bought it? (optional)
          </label>
          <select
            id="disable-winner"
            className={`form-select ${winnerWaits.length ? 'is-invalid' : ''}`}
            value={winner}
            onChange={(event) => setWinner(event.target.value)}
            aria-invalid={winnerWaits.length > 0 || undefined}
            aria-describedby={winnerWaits.length ? 'disable-winner-waits disable-winner-hint' : 'disable-winner-hint'}
          >
            <option value="">Not saying / none of these buyers</option>
            {deals.map((deal) => (
              <option key={deal.id} value={String(deal.id)}>
                {deal.buyer ? `${deal.buyer.name} (${deal.buyer.unique_id})` : 'Former member'} — {deal.stage.name}
              </option>
            ))}
          </select>
          {winnerWaits.length ? (
            <div id="disable-winner-waits" className="invalid-feedback d-block" role="alert">
              <p className="mb-1">This deal cannot close as won yet:</p>
              <ul className="mb-0 ps-3">
                {winnerWaits.map((wait) => (
                  <li key={wait}>{wait}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div id="disable-winner-hint" className="form-text">
            Their deal closes as won once every stage’s work is done.
          </div>
        </div>
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
