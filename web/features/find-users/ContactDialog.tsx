/** "Contact": pick the listing the introduction is about, add a note, send the request. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DirectoryEntry } from '../../../contracts/find-users/find-users';
import { INTRODUCTION_MESSAGE_MAX } from '../../../contracts/find-users/introductions';
import { ReasonDialog, ReasonError } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { isNdaNotSigned, NdaDialog } from '../documents/NdaDialog';
import { DIRECTORY_KEY, fetchContactListings, INTRODUCTIONS_KEY, sendIntroduction } from './findUsersApi';

export function ContactDialog({ entry, side, onClose }: { entry: DirectoryEntry; side: 'buyer' | 'seller'; onClose: () => void }) {
  const queryClient = useQueryClient();
  const listingsQuery = useQuery({
    queryKey: ['find-users', 'contact-listings', entry.unique_id],
    queryFn: () => fetchContactListings(entry.unique_id),
  });
  const [listingId, setListingId] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [signingNda, setSigningNda] = useState(false);
  const chosen = listingId || (listingsQuery.data?.length === 1 ? String(listingsQuery.data[0]!.id) : '');
  const send = useMutation({
    mutationFn: () => sendIntroduction({ unique_id: entry.unique_id, listing_id: Number(chosen), message: message.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: INTRODUCTIONS_KEY });
      notify(`Your introduction request was sent to ${entry.unique_id}.`, 'success');
      onClose();
    },
    onError: (error) => {
      if (isNdaNotSigned(error)) {
        setSigningNda(true);
        return;
      }
      if (isApiError(error) && error.status !== null && error.status < 500) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? ''])));
        if (!Object.keys(error.errors).length) setErrors({ listing_id: error.message });
      }
    },
  });
  const submit = () => {
    if (!chosen) {
      setErrors({ listing_id: side === 'buyer' ? 'Choose the listing you are asking about.' : 'Choose the listing to introduce.' });
      return;
    }
    send.mutate();
  };
  // A buyer's introduction asks for what an access request opens, so the listing's NDA is signed first.
  if (signingNda)
    return (
      <NdaDialog
        listingId={Number(chosen)}
        onCancel={() => setSigningNda(false)}
        onSigned={() => {
          setSigningNda(false);
          send.mutate();
        }}
      />
    );
  return (
    <ReasonDialog
      titleId="contact-title"
      title={`Contact ${entry.unique_id}`}
      pending={send.isPending}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel="Send request"
      submitVariant="primary"
    >
      <p className="small text-body-secondary">
        {side === 'buyer'
          ? 'The seller sees your unique id, verification level and Buyer Customization — not your name — and accepts or declines. Accepting opens a conversation, the listing’s details and a deal. You sign the listing’s confidentiality agreement before the request is sent.'
          : 'The buyer sees your unique id and the listing’s anonymised face — not your name or firm — and accepts or declines. Accepting opens a conversation and a deal.'}
      </p>
      <div className="mb-3">
        <label htmlFor="contact-listing" className="form-label">
          {side === 'buyer' ? 'Which of their listings?' : 'Which of your listings?'}
        </label>
        {listingsQuery.isPending ? (
          <div className="placeholder-glow" aria-hidden="true">
            <span className="placeholder col-12" style={{ height: '2.25rem' }} />
          </div>
        ) : (
          <select
            id="contact-listing"
            className={`form-select${errors.listing_id ? ' is-invalid' : ''}`}
            value={chosen}
            onChange={(event) => setListingId(event.target.value)}
          >
            <option value="">Choose a listing</option>
            {(listingsQuery.data ?? []).map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.headline || 'Untitled listing'}
              </option>
            ))}
          </select>
        )}
        {listingsQuery.data && listingsQuery.data.length === 0 ? (
          <p className="small text-body-secondary mt-1 mb-0">
            {side === 'seller' ? 'You have no active listing to introduce yet.' : 'This seller has no active listing right now.'}
          </p>
        ) : null}
        <ReasonError error={errors.listing_id ?? null} />
      </div>
      <div>
        <label htmlFor="contact-message" className="form-label">
          A short note <span className="text-body-secondary">(optional)</span>
        </label>
        <textarea
          id="contact-message"
          className={`form-control${errors.message ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={INTRODUCTION_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="What you are looking for, without naming your firm or clients."
        />
        <ReasonError error={errors.message ?? null} />
      </div>
    </ReasonDialog>
  );
}
