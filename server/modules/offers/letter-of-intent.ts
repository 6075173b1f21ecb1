/**
 * The letter of intent: issued for both signatures when an offer is accepted, and, once both have signed, the deal
 * moves by itself to the "Letter of intent" stage (the history says the system did it, and why) and both sides hear.
 */
import { LOI_SIGNED_NOTE } from '../../../contracts/offers/offers';
import type { Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { onDocumentSigned, type SignedDocumentEvent } from '../documents/document-events';
import { createDocument } from '../documents/documents.service';
import type { DocumentRow } from '../documents/documents.table';
import { dealPath } from '../deals/deal-notices';
import { moveDealForward, systemMoveSentence, type SystemMoveOutcome } from '../deals/deal-system-move';
import type { DealRow } from '../deals/deals.table';
import { listingTitle } from '../listings/listings.repository';
import { notify } from '../notifications/notify';
import { renderLetterOfIntent } from './loi-document';
import { findDealRow, loiPartyOf, termsOf } from './offers.query';
import type { OfferRow } from './offers.table';

export const LOI_STAGE = 'Letter of intent';
export const LOI_SIGNED_SUBJECT = 'Letter of intent signed by both sides';

/** Renders the letter from the accepted version and issues it for both sides' signatures. */
export async function issueLetterOfIntent(
  tx: Transaction,
  deps: Pick<AppDeps, 'storage'>,
  { deal, offer, now }: { deal: DealRow; offer: OfferRow; now: Date },
): Promise<DocumentRow> {
  const [listing, buyer, seller] = await Promise.all([
    listingTitle(tx, deal.listingId),
    loiPartyOf(tx, deal.buyerId),
    loiPartyOf(tx, deal.sellerId),
  ]);
  const reference = listing?.reference ?? `listing ${deal.listingId}`;
  const pdf = await renderLetterOfIntent({
    offerId: offer.id,
    version: offer.version,
    listing: { reference, headline: listing?.headline ?? '' },
    buyer,
    seller,
    terms: termsOf(offer),
    issuedAt: now,
  });
  const parties = [
    ...(deal.buyerId === null ? [] : [{ side: 'buyer' as const, userId: deal.buyerId }]),
    ...(deal.sellerId === null ? [] : [{ side: 'seller' as const, userId: deal.sellerId }]),
  ];
  return createDocument(
    { db: tx, storage: deps.storage },
    { kind: 'loi', dealId: deal.id, listingId: deal.listingId, title: `Letter of intent — ${reference}`, pdf, parties },
  );
}

const movedDeals = new WeakMap<SignedDocumentEvent, SystemMoveOutcome>();

/** Tells both sides the letter is signed and where the deal now stands: moved, or held by a stage's work. */
async function announceLetterSigned(deps: AppDeps, event: SignedDocumentEvent): Promise<void> {
  const deal = event.document.dealId === null ? null : await findDealRow(deps.database.db, event.document.dealId);
  if (!deal) return;
  const listing = await listingTitle(deps.database.db, deal.listingId);
  const named = listing ? `${listing.reference} — ${listing.headline}` : 'your deal';
  const moved = systemMoveSentence(movedDeals.get(event), LOI_STAGE);
  const body = `Both sides signed the letter of intent for ${named}.${moved} Download the signed copy from the deal room.`;
  const recipients = [deal.buyerId, deal.sellerId].filter((id): id is number => id !== null);
  await Promise.all(
    recipients.map((userId) =>
      notify(deps, userId, { event: 'deal_stage_changed', subject: LOI_SIGNED_SUBJECT, body, url: dealPath(deal, userId) }),
    ),
  );
}

/** Registered at start-up (offers.module.ts): documents runs it once, when the last party signs a letter of intent. */
export function registerLetterOfIntentSteps(): void {
  onDocumentSigned('loi', {
    name: 'offers.enter-loi-stage',
    run: async (tx, event) => {
      if (event.document.dealId === null) return;
      const moved = await moveDealForward(tx, {
        dealId: event.document.dealId,
        stageName: LOI_STAGE,
        note: LOI_SIGNED_NOTE,
        now: event.now,
      });
      movedDeals.set(event, moved);
    },
    after: announceLetterSigned,
  });
}
