import { useState } from 'react';
import { DISABLE_REASONS, DisableListingSchema, LISTING_MESSAGES, type DisableListing } from '../../../contracts/listings';
import { ReasonDialog, ReasonError } from '../../components/ReasonDialog';

interface DisableListingDialogProps {
  headline: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (body: DisableListing) => void;
}

/** Disabling takes the listing off the market, with the reason (sold here, sold elsewhere, paused, other + text). */
export function DisableListingDialog({ headline, pending, onCancel, onConfirm }: DisableListingDialogProps) {
  const [reason, setReason] = useState<DisableListing['reason'] | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = DisableListingSchema.safeParse({ reason, note: note.trim() || null });
    if (!parsed.success) {
      setError(reason ? LISTING_MESSAGES.otherNeedsNote : 'Choose a reason.');
      return;
    }
    onConfirm(parsed.data);
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
      <label htmlFor="disable-note" className="form-label mt-3">
        {reason === 'other' ? 'Tell us more (required)' : 'Anything to add (optional)'}
      </label>
      <textarea id="disable-note" className={`form-control ${error && reason ? 'is-invalid' : ''}`} rows={3} value={note} onChange={(event) => setNote(event.target.value)} maxLength={2000} />
      <ReasonError error={error} />
      {reason === 'sold_here' || reason === 'sold_elsewhere' ? <p className="small text-body-secondary mt-2 mb-0">Open deals on this listing will be closed.</p> : null}
    </ReasonDialog>
  );
}
