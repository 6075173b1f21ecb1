import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ListingReference } from '../../components/ListingReference';
import { useState } from 'react';
import type { Chat, ChatMember } from '../../../contracts/chats/chats';
import { FINANCING_OPTIONS, TIMELINES } from '../../../contracts/customization/customization';
import { formatCompact } from '../../../contracts/format/compact';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { hasUserType, userTypeLabel } from '../../../contracts/users/users';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { displayName, type Profile } from '../../app/session/profile';
import { useSession } from '../../app/session/useSession';
import { AcceptAccessDialog } from '../listings/AcceptAccessDialog';
import { VerificationBadge } from '../../components/VerificationBadge';
import { memberName, roleLabel } from './chatLabels';
import { answerMatch, CHAT_KEYS } from './chatsApi';

/** The label of a stored key; an unknown key is not shown raw. */
const labelOf = (options: readonly { key: string; label: string }[], key: string): string =>
  options.find((option) => option.key === key)?.label ?? 'Other';

const range = (min: number | null, max: number | null): string | null => {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return `$${formatCompact(min)}–$${formatCompact(max)}`;
  return min !== null ? `from $${formatCompact(min)}` : `up to $${formatCompact(max)}`;
};

/** Who asks to connect, as far as the seller may see before accepting: level, type and what they look for. */
export function MemberSummary({ member }: { member: ChatMember }) {
  const customization = member.customization;
  const facts: Array<[string, string | null]> = customization
    ? [
        ['Practice areas', customization.practice_areas.map(practiceAreaLabel).join(', ') || null],
        ['States', customization.states.join(', ') || null],
        ['Revenue', range(customization.revenue_min, customization.revenue_max)],
        ['Price', range(customization.price_min, customization.price_max)],
        ['Timeline', customization.timeline === null ? null : labelOf(TIMELINES, customization.timeline)],
        ['Financing', customization.financing.map((key) => labelOf(FINANCING_OPTIONS, key)).join(', ') || null],
      ]
    : [];
  return (
    <div className="member-summary">
      <p className="mb-1">
        <strong>{memberName(member)}</strong>
        <span className="text-body-secondary"> · {roleLabel(member.role)}</span>
        {hasUserType(member.user_type) ? <span className="text-body-secondary"> · {userTypeLabel(member.user_type)}</span> : null}
      </p>
      <p className="mb-2">
        <VerificationBadge level={member.verification_level} />
      </p>
      {facts.some(([, value]) => value) ? (
        <dl className="member-summary__facts small mb-0">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      ) : (
        <p className="small text-body-secondary mb-0">This buyer has not described what they look for yet.</p>
      )}
    </div>
  );
}

/** The seller's name as the buyer will read it: the caller's own when they are the seller. */
function sellerNameOf(chat: Chat, user: Profile | null): string {
  if (chat.my_role === 'seller' && user) return displayName(user);
  const seller = chat.members.find((member) => member.role === 'seller');
  return seller ? memberName(seller) : 'the seller';
}

/** A pending request: the seller (or staff) accepts, after confirming what the buyer will see, or declines; the buyer waits. */
export function MatchRequestCard({ chat }: { chat: Chat }) {
  const queryClient = useQueryClient();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [confirmAccept, setConfirmAccept] = useState(false);
  const { user } = useSession();
  const answer = useMutation({
    mutationFn: (status: 'accepted' | 'declined') => answerMatch(chat.id, status),
    onSuccess: (updated, status) => {
      setConfirmAccept(false);
      queryClient.setQueryData(CHAT_KEYS.one(chat.id), updated);
      void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.all });
      notify(
        status === 'accepted' ? 'Request accepted. The buyer can now see the listing and its data room.' : 'Request declined.',
        'success',
      );
    },
    onError: (error) => {
      if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    },
  });
  const buyer = chat.members.find((member) => member.role === 'buyer');

  if (!chat.can_answer) {
    return (
      <div className="alert alert-warning small mb-0" role="status">
        <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
        Waiting for the seller to answer. Names and contact details stay hidden until the request is accepted; you can already write an
        introduction.
      </div>
    );
  }
  return (
    <section className="match-request card border-warning" aria-labelledby={`match-request-${chat.id}`}>
      <div className="card-body p-3">
        <h2 id={`match-request-${chat.id}`} className="h6 mb-2">
          A buyer asks to connect{chat.listing ? ` on “${chat.listing.headline}”` : ''}
          {chat.listing ? <ListingReference reference={chat.listing.reference} className="ms-2 fw-normal" /> : null}
        </h2>
        {buyer ? <MemberSummary member={buyer} /> : null}
        <p className="small text-body-secondary mt-2 mb-2">
          Accepting shows this buyer your identity, the listing’s details and the data-room folders open after access, and opens a deal; you
          see exactly what first.
        </p>
        {confirmDecline ? (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="small">Decline this request? The conversation will close.</span>
            <button type="button" className="btn btn-sm btn-danger" onClick={() => answer.mutate('declined')} disabled={answer.isPending}>
              Decline request
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setConfirmDecline(false)}
              disabled={answer.isPending}
            >
              Cancel
            </button>
          </div>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-success" onClick={() => setConfirmAccept(true)} disabled={answer.isPending}>
              <i className="bi bi-check-lg me-1" aria-hidden="true" />
              Accept
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => setConfirmDecline(true)}
              disabled={answer.isPending}
            >
              <i className="bi bi-x-lg me-1" aria-hidden="true" />
              Decline
            </button>
          </div>
        )}
        {confirmAccept && chat.listing ? (
          <AcceptAccessDialog
            listingId={chat.listing.id}
            buyerName={buyer ? memberName(buyer) : 'this buyer'}
            sellerName={sellerNameOf(chat, user)}
            pending={answer.isPending}
            onCancel={() => setConfirmAccept(false)}
            onConfirm={() => answer.mutate('accepted')}
          />
        ) : null}
      </div>
    </section>
  );
}
