/**
 * The deal page's "Deal room": where the deal stands (NDA signed → offer → letter of intent signed), the current
 * offer with its answers, every earlier version with what changed, and the letter of intent.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { DealDetail } from '../../../contracts/deals/deals';
import type { SignedDocument } from '../../../contracts/documents/documents';
import { OFFER_STATUS_LABELS, type Offer, type OfferAction } from '../../../contracts/offers/offers';
import { OFFER_LIMITS, type OfferTermsInput } from '../../../contracts/offers/terms';
import { ReasonDialog } from '../../components/ReasonDialog';
import { TextareaField } from '../../components/form/TextareaField';
import { isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { documentKeys, documentPdfUrl, fetchDealDocuments } from '../documents/documentsApi';
import { fetchListing } from '../listings/listingsApi';
import { OfferComparison } from './OfferComparison';
import { OfferForm } from './OfferForm';
import { makerText } from './offerLabels';
import { PurchaseAgreementPanel } from './PurchaseAgreementPanel';
import { answerOffer, counterOffer, fetchOffers, makeOffer, offersKey } from './offersApi';
import './offers.css';

const STATUS_CLASSES: Record<Offer['status'], string> = {
  open: 'text-bg-primary',
  countered: 'text-bg-secondary',
  accepted: 'text-bg-success',
  declined: 'text-bg-danger',
  withdrawn: 'text-bg-secondary',
  expired: 'text-bg-warning',
};

type Dialog = { kind: 'offer' } | { kind: 'counter'; offer: Offer } | { kind: OfferAction; offer: Offer } | null;

/** NDA signed → offer → letter of intent signed: each step done, current or to come. */
export function dealRoomSteps(documents: SignedDocument[], offers: Offer[]) {
  const nda = documents.some((document) => document.kind === 'nda' && document.status === 'signed');
  const accepted = offers.some((offer) => offer.status === 'accepted');
  const loi = documents.some((document) => document.kind === 'loi' && document.status === 'signed');
  return [
    { label: 'NDA signed', done: nda },
    {
      label: accepted ? 'Offer accepted' : offers.some((offer) => offer.status === 'open') ? 'Offer on the table' : 'Offer',
      done: accepted,
    },
    { label: 'Letter of intent signed', done: loi },
  ];
}

interface DealRoomProps {
  deal: DealDetail;
  signSlot?: (document: SignedDocument) => ReactNode;
  /**
   * Under a letter both signed, while the deal is still before "Letter of intent": what the stages on the way wait for
   * (the deal moves there by itself only when nothing does, issue #34). The deal page knows the stages.
   */
  loiStageNote?: string | null;
}

export function DealRoom({ deal, signSlot, loiStageNote }: DealRoomProps) {
  const queryClient = useQueryClient();
  const offersQuery = useQuery({ queryKey: offersKey(deal.id), queryFn: () => fetchOffers(deal.id) });
  const documentsQuery = useQuery({
    queryKey: documentKeys.deal(deal.id),
    queryFn: ({ signal }) => fetchDealDocuments(deal.id, signal),
  });
  const listingQuery = useQuery({
    queryKey: ['deals', 'listing-areas', deal.listing.id],
    queryFn: ({ signal }) => fetchListing(deal.listing.id, signal),
    staleTime: 60_000,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offersKey(deal.id) }),
      queryClient.invalidateQueries({ queryKey: documentKeys.deal(deal.id) }),
    ]);
  const close = () => {
    setDialog(null);
    setReason('');
    setReasonError(null);
  };
  const answer = useMutation({
    mutationFn: ({ offer, action }: { offer: Offer; action: OfferAction }) =>
      answerOffer(offer.id, { action, reason: action === 'decline' ? reason : undefined }),
    onSuccess: async (offer) => {
      close();
      notify(
        offer.status === 'accepted'
          ? 'Offer accepted: the letter of intent is ready to sign.'
          : `Offer ${OFFER_STATUS_LABELS[offer.status].toLowerCase()}.`,
        'success',
      );
      await refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.fieldError('reason')) setReasonError(error.fieldError('reason') ?? null);
      else {
        close();
        void refresh();
      }
    },
  });
  const sendTerms = async (terms: OfferTermsInput) => {
    if (dialog?.kind === 'counter') await counterOffer(dialog.offer.id, terms);
    else await makeOffer(deal.id, terms);
    notify(dialog?.kind === 'counter' ? 'Counter-offer sent.' : 'Offer sent.', 'success');
    close();
    await refresh();
  };

  const offers = offersQuery.data ?? [];
  const documents = documentsQuery.data?.data ?? [];
  const current = offers[0] ?? null;
  const mySide = deal.my_side;
  const party = mySide !== 'staff';
  const canOpen = mySide === 'buyer' && !deal.is_closed && !offers.some((offer) => offer.status === 'open' || offer.status === 'accepted');
  const loi = current?.loi_document_id ? documents.find((document) => document.id === current.loi_document_id) : undefined;
  const steps = dealRoomSteps(documents, offers);
  const currentStep = steps.findIndex((step) => !step.done);

  return (
    <section className="card mb-3 deal-room" aria-labelledby="deal-room-title">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h2 id="deal-room-title" className="h5 mb-0">
            Deal room
          </h2>
          {canOpen ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog({ kind: 'offer' })}>
              <i className="bi bi-cash-coin me-2" aria-hidden="true" />
              Make an offer
            </button>
          ) : null}
        </div>
        <ol className="deal-room__steps" aria-label="Where the deal stands">
          {steps.map((step, index) => (
            <li
              key={step.label}
              className={cx('deal-room__step', step.done && 'deal-room__step--done', index === currentStep && 'deal-room__step--current')}
            >
              {step.done ? <i className="bi bi-check-circle-fill text-success me-1" aria-hidden="true" /> : null}
              {step.label}
              <span className="visually-hidden">{step.done ? ' (done)' : index === currentStep ? ' (next)' : ''}</span>
            </li>
          ))}
        </ol>

        {offersQuery.isPending ? (
          <p className="text-body-secondary">Loading the offers…</p>
        ) : offersQuery.isError ? (
          <p className="text-danger">The offers could not be loaded. Reload the page to try again.</p>
        ) : !current ? (
          <p className="text-body-secondary mb-0">
            {mySide === 'buyer'
              ? 'No offer yet. When you are ready, make an offer with structured terms: the seller can accept, decline or counter.'
              : 'No offer yet. The buyer makes the first offer; you can then accept, decline or counter it.'}
          </p>
        ) : (
          <CurrentOffer
            offer={current}
            previous={offers[1] ?? null}
            mySide={mySide}
            closed={deal.is_closed}
            onAct={(kind) => setDialog(kind === 'counter' ? { kind, offer: current } : { kind, offer: current })}
          />
        )}

        {loi ? (
          <div className="border rounded p-3 mt-3" data-testid="deal-room-loi">
            <h3 className="h6 mb-1">{loi.title}</h3>
            <p className="small mb-2">
              {loi.status === 'signed'
                ? 'Signed by both sides.'
                : loi.parties
                    .map(
                      (signer) =>
                        `${signer.side === 'buyer' ? 'Buyer' : 'Seller'}: ${signer.signed_at ? `signed ${formatDateTime(signer.signed_at)}` : 'not yet signed'}`,
                    )
                    .join(' · ')}
            </p>
            {loi.status === 'signed' && loiStageNote ? (
              <p className="small mb-2 text-warning-emphasis" data-testid="deal-room-loi-stage">
                <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
                {loiStageNote}
              </p>
            ) : null}
            <div className="deal-room__actions">
              <a className="btn btn-outline-secondary btn-sm" href={documentPdfUrl(loi.id)}>
                <i className="bi bi-download me-2" aria-hidden="true" />
                Download the letter (PDF)
              </a>
              {party && signSlot && loi.status !== 'signed' ? signSlot(loi) : null}
            </div>
          </div>
        ) : null}

        {loi?.status === 'signed' ? (
          <PurchaseAgreementPanel deal={deal} documents={documents} signSlot={party ? signSlot : undefined} onChange={refresh} />
        ) : null}

        {offers.length > 1 ? (
          <details className="mt-3">
            <summary className="fw-semibold">Earlier versions ({offers.length - 1})</summary>
            <ol className="list-unstyled mt-2 mb-0">
              {offers.slice(1).map((offer, index) => (
                <li key={offer.id} className="border rounded p-2 mb-2">
                  <VersionHeading offer={offer} mySide={mySide} />
                  {offer.reason ? <p className="small fst-italic mb-1">“{offer.reason}”</p> : null}
                  <OfferComparison offer={offer} previous={offers[index + 2] ?? null} />
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </div>

      {dialog?.kind === 'offer' || dialog?.kind === 'counter' ? (
        <OfferForm
          title={dialog.kind === 'counter' ? `Counter version ${dialog.offer.version}` : 'Make an offer'}
          submitLabel={dialog.kind === 'counter' ? 'Send the counter-offer' : 'Send the offer'}
          previous={dialog.kind === 'counter' ? dialog.offer : (offers[0] ?? null)}
          practiceAreas={listingQuery.data?.practice_areas ?? []}
          market={listingQuery.data ? { state: listingQuery.data.state, revenueBand: listingQuery.data.revenue_band } : undefined}
          onCancel={close}
          onSubmit={sendTerms}
        />
      ) : null}
      {dialog && (dialog.kind === 'accept' || dialog.kind === 'decline' || dialog.kind === 'withdraw') ? (
        <ReasonDialog
          titleId="offer-answer-title"
          title={
            dialog.kind === 'accept' ? 'Accept this offer?' : dialog.kind === 'decline' ? 'Decline this offer' : 'Withdraw your offer?'
          }
          pending={answer.isPending}
          onCancel={close}
          onSubmit={() => answer.mutate({ offer: dialog.offer, action: dialog.kind as OfferAction })}
          submitLabel={dialog.kind === 'accept' ? 'Accept' : dialog.kind === 'decline' ? 'Decline' : 'Withdraw'}
          submitVariant={dialog.kind === 'accept' ? 'primary' : 'danger'}
        >
          {dialog.kind === 'accept' ? (
            <p className="mb-0">
              Lexchange will draw up a letter of intent from these terms for both of you to sign. It is not binding except for
              confidentiality and a 60-day exclusivity.
            </p>
          ) : dialog.kind === 'withdraw' ? (
            <p className="mb-0">The other side can no longer accept it. You can make a new offer afterwards.</p>
          ) : (
            <TextareaField
              label="Why you decline"
              hint="The other side reads this; say what would work for you."
              rows={3}
              maxLength={OFFER_LIMITS.reasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={reasonError ?? undefined}
            />
          )}
        </ReasonDialog>
      ) : null}
    </section>
  );
}

function VersionHeading({ offer, mySide }: { offer: Offer; mySide: DealDetail['my_side'] }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
      <span className="fw-semibold">Version {offer.version}</span>
      <span className={cx('badge', STATUS_CLASSES[offer.status])}>{OFFER_STATUS_LABELS[offer.status]}</span>
      <span className="small text-body-secondary">
        {makerText(offer, mySide)} · {formatDateTime(offer.created_at)}
      </span>
    </div>
  );
}

function CurrentOffer({
  offer,
  previous,
  mySide,
  closed,
  onAct,
}: {
  offer: Offer;
  previous: Offer | null;
  mySide: DealDetail['my_side'];
  closed: boolean;
  onAct: (kind: 'counter' | OfferAction) => void;
}) {
  const open = offer.status === 'open' && !closed;
  const mine = offer.made_by === mySide;
  const answering = open && mySide !== 'staff' && !mine;
  return (
    <div data-testid="current-offer">
      <VersionHeading offer={offer} mySide={mySide} />
      {offer.reason ? <p className="small fst-italic mb-2">Reason given: “{offer.reason}”</p> : null}
      {previous ? <p className="small text-body-secondary mb-1">Compared with version {previous.version}; changes are marked.</p> : null}
      <OfferComparison offer={offer} previous={previous} />
      {answering ? (
        <div className="deal-room__actions mt-3">
          <button type="button" className="btn btn-success" onClick={() => onAct('accept')}>
            Accept
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => onAct('counter')}>
            Counter
          </button>
          <button type="button" className="btn btn-outline-danger" onClick={() => onAct('decline')}>
            Decline
          </button>
        </div>
      ) : open && mine ? (
        <div className="deal-room__actions mt-3">
          <span className="small text-body-secondary align-self-center">Waiting for the other side.</span>
          <button type="button" className="btn btn-outline-secondary" onClick={() => onAct('withdraw')}>
            Withdraw
          </button>
        </div>
      ) : open && mySide === 'staff' ? (
        <p className="small text-body-secondary mt-2 mb-0">Staff can read offers but not answer them.</p>
      ) : null}
    </div>
  );
}
