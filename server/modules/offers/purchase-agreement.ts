/**
 * The purchase agreement (issue #32): once both sides signed the letter of intent, the seller uploads the agreed PDF
 * or has a first draft drawn from the letter's terms. Either is a document of kind `purchase_agreement` both sides
 * sign. A new version replaces the current one until both have signed it (the old one is kept, `superseded`, and a
 * signature on it counts for nothing: the new version needs both signatures). When both have signed, the deal moves
 * by itself to "Purchase agreement", and it leaves that stage forward only with the agreement signed (a stage gate).
 */
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_KIND_LABELS, DOCUMENT_MESSAGES, type SignedDocument } from '../../../contracts/documents/documents';
import {
  PURCHASE_AGREEMENT_MESSAGES as MESSAGES,
  PURCHASE_AGREEMENT_SIGNED_NOTE,
  PURCHASE_AGREEMENT_STAGE,
  PURCHASE_AGREEMENT_UPLOADS,
} from '../../../contracts/offers/purchase-agreement';
import type { UploadedFile } from '../../../contracts/common/common';
import type { Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { checkUpload } from '../../platform/uploads/check-upload';
import { dealPath } from '../deals/deal-notices';
import { dealSideOf } from '../deals/deal.policy';
import { moveDealForward, systemMoveSentence, type SystemMoveOutcome } from '../deals/deal-system-move';
import { registerStageGate } from '../deals/stage-gates';
import type { DealRow } from '../deals/deals.table';
import { onDocumentSigned, type SignedDocumentEvent } from '../documents/document-events';
import { presentDocument } from '../documents/documents.query';
import { createDocument, findDocuments, supersedeDocument } from '../documents/documents.service';
import type { DocumentRow } from '../documents/documents.table';
import { listingTitle } from '../listings/listings.repository';
import { notify, type NotifyDeps } from '../notifications/notify';
import { renderPurchaseAgreementDraft } from './purchase-agreement-document';
import { findDealRow, lockDealWithListing, loiPartyOf, termsOf } from './offers.query';
import type { OfferActor } from './offers.service';
import { offers } from './offers.table';

const conflict = (message: string) => new AppError(409, 'conflict', message);
const KIND = 'purchase_agreement' as const;

/** The deal's purchase agreement in force: the newest version not superseded. */
export async function currentPurchaseAgreement(tx: Transaction, dealId: number): Promise<DocumentRow | null> {
  const versions = await findDocuments(tx, { dealId, kind: KIND });
  return versions.filter((document) => document.status !== 'superseded').at(-1) ?? null;
}

type Source = { upload: UploadedFile } | { draft: true };

/** The seller adds a version (an upload or a drafted one); 404 for strangers, 403 for the buyer, staff and impersonation. */
export async function addPurchaseAgreement(deps: AppDeps, actor: OfferActor, dealId: number, source: Source): Promise<SignedDocument> {
  const checked = 'upload' in source ? await checkUpload('file', source.upload, PURCHASE_AGREEMENT_UPLOADS) : null;
  const now = deps.now();
  const { document, deal } = await deps.database.db.transaction(async (tx) => {
    const locked = await lockDealWithListing(tx, dealId);
    const side = locked ? dealSideOf(actor.user, locked.deal) : null;
    if (!locked || !side) throw notFound();
    if (side === 'staff') throw forbidden(MESSAGES.staff);
    if (actor.impersonating) throw forbidden(MESSAGES.impersonating);
    if (side !== 'seller') throw forbidden(MESSAGES.sellerOnly);
    if (locked.closed) throw conflict(MESSAGES.dealClosed);
    const loi = (await findDocuments(tx, { dealId, kind: 'loi' })).findLast((document) => document.status === 'signed');
    if (!loi) throw conflict(MESSAGES.loiFirst);
    const current = await currentPurchaseAgreement(tx, dealId);
    if (current?.status === 'signed') throw conflict(MESSAGES.signed);

    const listing = await listingTitle(tx, locked.deal.listingId);
    const reference = listing?.reference ?? `listing ${locked.deal.listingId}`;
    const pdf = checked ? checked.data : await draftFromLetter(tx, locked.deal, loi, listing, now);
    const title = checked ? `Purchase agreement — ${reference} (${checked.filename})` : `Purchase agreement (first draft) — ${reference}`;
    if (current && !(await supersedeDocument(tx, current.id))) throw conflict(MESSAGES.signed);
    const parties = [
      ...(locked.deal.buyerId === null ? [] : [{ side: 'buyer' as const, userId: locked.deal.buyerId }]),
      ...(locked.deal.sellerId === null ? [] : [{ side: 'seller' as const, userId: locked.deal.sellerId }]),
    ];
    const created = await createDocument(
      { db: tx, storage: deps.storage },
      { kind: KIND, dealId, listingId: locked.deal.listingId, title, pdf, parties },
    );
    return { document: created, deal: locked.deal };
  });
  await tellTheBuyer(deps, deal, document.title).catch(() => {});
  return presentDocument(deps.database.db, document);
}

async function draftFromLetter(
  tx: Transaction,
  deal: DealRow,
  loi: DocumentRow,
  listing: { reference: string; headline: string } | null,
  now: Date,
): Promise<Buffer> {
  const [offer] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.dealId, deal.id), eq(offers.loiDocumentId, loi.id)))
    .limit(1);
  if (!offer) throw conflict(MESSAGES.loiFirst);
  const [buyer, seller] = await Promise.all([loiPartyOf(tx, deal.buyerId), loiPartyOf(tx, deal.sellerId)]);
  return renderPurchaseAgreementDraft({
    loiDocumentId: loi.id,
    listing: { reference: listing?.reference ?? `listing ${deal.listingId}`, headline: listing?.headline ?? '' },
    buyer,
    seller,
    terms: termsOf(offer),
    issuedAt: now,
  });
}

async function tellTheBuyer(deps: NotifyDeps, deal: DealRow, title: string): Promise<void> {
  if (deal.buyerId === null) return;
  await notify(deps, deal.buyerId, {
    event: 'deal_stage_changed',
    subject: 'The purchase agreement is ready to sign',
    body: `The seller added “${title}” for both signatures. Read it with your counsel, then sign it in the deal room.`,
    url: dealPath(deal, deal.buyerId),
  });
}

const movedDeals = new WeakMap<SignedDocumentEvent, SystemMoveOutcome>();

async function announceSigned(deps: AppDeps, event: SignedDocumentEvent): Promise<void> {
  const deal = event.document.dealId === null ? null : await findDealRow(deps.database.db, event.document.dealId);
  if (!deal) return;
  const moved = systemMoveSentence(movedDeals.get(event), PURCHASE_AGREEMENT_STAGE);
  const body = `Both sides signed the ${DOCUMENT_KIND_LABELS.purchase_agreement.toLowerCase()}.${moved} Download the signed copy from the deal room.`;
  await Promise.all(
    [deal.buyerId, deal.sellerId]
      .filter((id): id is number => id !== null)
      .map((userId) =>
        notify(deps, userId, {
          event: 'deal_stage_changed',
          subject: 'Purchase agreement signed by both sides',
          body,
          url: dealPath(deal, userId),
        }),
      ),
  );
}

/** Registered at start-up (offers.module.ts): the deal enters "Purchase agreement" when both signed it, and leaves it forward only then. */
export function registerPurchaseAgreementSteps(): void {
  onDocumentSigned(KIND, {
    name: 'offers.enter-purchase-agreement-stage',
    run: async (tx, event) => {
      if (event.document.dealId === null) return;
      // The last signature on a version a newer one replaced is refused (the whole signing rolls back).
      if ((await currentPurchaseAgreement(tx, event.document.dealId))?.id !== event.document.id)
        throw conflict(DOCUMENT_MESSAGES.superseded);
      const moved = await moveDealForward(tx, {
        dealId: event.document.dealId,
        stageName: PURCHASE_AGREEMENT_STAGE,
        note: PURCHASE_AGREEMENT_SIGNED_NOTE,
        now: event.now,
      });
      movedDeals.set(event, moved);
    },
    after: announceSigned,
  });
  registerStageGate({
    stage: PURCHASE_AGREEMENT_STAGE,
    name: 'offers: the purchase agreement is signed by both',
    check: async (tx, deal) => ((await currentPurchaseAgreement(tx, deal.id))?.status === 'signed' ? null : MESSAGES.gate),
  });
}
