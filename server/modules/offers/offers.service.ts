/**
 * Making and answering offers (docs/api.md "Offers"). Every write locks the deal's row first, so two writes on one deal
 * (two answers to the same offer, an answer and a counter, two first offers) run one after the other: the second
 * finds the offer no longer open and gets 409. The partial unique index on open offers holds the rule underneath.
 */
import { and, eq, lt, max } from 'drizzle-orm';
import { changedFields } from '../../../contracts/offers/diff';
import { OFFER_REFUSALS, type OfferAnswer, type OfferSide } from '../../../contracts/offers/offers';
import { normalScope, OFFER_MESSAGES, offerTermsIssues, type OfferTerms } from '../../../contracts/offers/terms';
import type { Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors';
import { dealSideOf } from '../deals/deal.policy';
import type { DealRow } from '../deals/deals.table';
import type { UserRow } from '../users/users.table';
import { issueLetterOfIntent } from './letter-of-intent';
import { announceOffer, type OfferNews } from './offer-notices';
import { dealOffers, isPastDeadline, lockDealWithListing, termsOf } from './offers.query';
import { offers, type OfferRow } from './offers.table';

export type OfferDeps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now' | 'storage'>;

/** Who acts: the member, and whether staff are acting as them (they may read, never write). */
export interface OfferActor {
  user: UserRow;
  impersonating: boolean;
}

const conflict = (message: string) => new AppError(409, 'conflict', message);
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

interface LockedDeal {
  deal: DealRow;
  side: OfferSide;
  closed: boolean;
  practiceAreas: string[];
}

/** The deal locked for the transaction, and the actor's side: 404 for strangers, 403 for staff and impersonation. */
async function lockDealFor(tx: Transaction, actor: OfferActor, dealId: number): Promise<LockedDeal> {
  const row = await lockDealWithListing(tx, dealId);
  const side = row ? dealSideOf(actor.user, row.deal) : null;
  if (!row || !side) throw notFound();
  if (side === 'staff') throw forbidden(OFFER_REFUSALS.staff);
  if (actor.impersonating) throw forbidden(OFFER_REFUSALS.impersonating);
  return { ...row, side };
}

/** The offer and its deal, locked; 404 unless the actor is one of the deal's two sides. */
async function lockOfferFor(tx: Transaction, actor: OfferActor, offerId: number): Promise<LockedDeal & { offer: OfferRow }> {
  const [found] = await tx.select({ dealId: offers.dealId }).from(offers).where(eq(offers.id, offerId)).limit(1);
  if (!found) throw notFound();
  const locked = await lockDealFor(tx, actor, found.dealId);
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  return { ...locked, offer: offer! };
}

/** Open offers of the deal whose deadline passed are stored as expired, so a new version may open. */
async function storeExpired(tx: Transaction, dealId: number, today: string): Promise<void> {
  await tx
    .update(offers)
    .set({ status: 'expired' })
    .where(and(eq(offers.dealId, dealId), eq(offers.status, 'open'), lt(offers.expiresOn, today)));
}

function checkTerms(terms: OfferTerms, locked: LockedDeal, today: string): void {
  const issues = offerTermsIssues(terms, { practiceAreas: locked.practiceAreas, today });
  if (Object.keys(issues).length) throw validationError(issues);
}

async function insertVersion(
  tx: Transaction,
  locked: LockedDeal,
  actor: OfferActor,
  terms: OfferTerms,
  previous: OfferRow | null,
  now: Date,
): Promise<OfferRow> {
  const [last] = await tx
    .select({ version: max(offers.version) })
    .from(offers)
    .where(eq(offers.dealId, locked.deal.id));
  const scope = normalScope(terms.scope);
  const next = { ...terms, scope, note: terms.note?.trim() || null };
  const [row] = await tx
    .insert(offers)
    .values({
      dealId: locked.deal.id,
      version: (last?.version ?? 0) + 1,
      madeBy: locked.side,
      madeById: actor.user.id,
      scopeAreas: scope === 'practice' ? null : scope,
      price: next.price,
      cashAtClosing: next.cash_at_closing,
      earnoutPercent: next.earnout?.percent ?? null,
      earnoutMonths: next.earnout?.months ?? null,
      transitionMonths: next.transition_months,
      contingencies: [...new Set(next.contingencies)],
      expiresOn: next.expires_on,
      note: next.note,
      changed: changedFields(previous ? termsOf(previous) : null, next),
      createdAt: now,
    })
    .returning();
  return row!;
}

export interface OfferChange {
  offer: OfferRow;
  deal: DealRow;
  /** What could not be pushed in real time (stored all the same); the route logs it. */
  pushErrors: unknown[];
}

async function announce(deps: OfferDeps, actor: OfferActor, change: Omit<OfferChange, 'pushErrors'>, news: OfferNews) {
  return { ...change, pushErrors: await announceOffer(deps, change.deal, actor.user, change.offer, news) };
}

/** POST /deals/{id}/offers: the buyer opens (again, after a closed version) when no offer is open. */
export async function makeOffer(deps: OfferDeps, actor: OfferActor, dealId: number, terms: OfferTerms): Promise<OfferChange> {
  const now = deps.now();
  const today = todayOf(now);
  const change = await deps.database.db.transaction(async (tx) => {
    const locked = await lockDealFor(tx, actor, dealId);
    if (locked.side !== 'buyer') throw forbidden(OFFER_REFUSALS.buyerOpens);
    if (locked.closed) throw conflict(OFFER_REFUSALS.dealClosed);
    await storeExpired(tx, dealId, today);
    const versions = await dealOffers(tx, dealId);
    if (versions.some((version) => version.status === 'open')) throw conflict(OFFER_REFUSALS.openOffer);
    if (versions.some((version) => version.status === 'accepted')) throw conflict(OFFER_REFUSALS.accepted);
    checkTerms(terms, locked, today);
    // Newest first: a new offer after a declined, withdrawn or expired one is compared with that last version.
    const previous = versions[0] ?? null;
    return { offer: await insertVersion(tx, locked, actor, terms, previous, now), deal: locked.deal };
  });
  return announce(deps, actor, change, 'offer');
}

/** The offer must be open and within its deadline (an expired one is stored so). */
async function checkOpen(tx: Transaction, offer: OfferRow, today: string): Promise<void> {
  if (offer.status !== 'open') throw conflict(OFFER_REFUSALS.notOpen);
  if (isPastDeadline(offer, today)) {
    await storeExpired(tx, offer.dealId, today);
    throw conflict(OFFER_REFUSALS.expired);
  }
}

/** POST /offers/{id}/counter: the side that did not make the open offer answers with the next version. */
export async function counterOffer(deps: OfferDeps, actor: OfferActor, offerId: number, terms: OfferTerms): Promise<OfferChange> {
  const now = deps.now();
  const today = todayOf(now);
  const outcome = await deps.database.db.transaction(async (tx) => {
    const locked = await lockOfferFor(tx, actor, offerId);
    if (locked.closed) throw conflict(OFFER_REFUSALS.dealClosed);
    await checkOpen(tx, locked.offer, today);
    if (locked.offer.madeBy === locked.side) throw forbidden(OFFER_REFUSALS.ownOffer);
    checkTerms(terms, locked, today);
    await tx.update(offers).set({ status: 'countered', answeredById: actor.user.id, answeredAt: now }).where(eq(offers.id, offerId));
    return { offer: await insertVersion(tx, locked, actor, terms, locked.offer, now), deal: locked.deal };
  });
  return announce(deps, actor, outcome, 'counter');
}

/** PUT /offers/{id}: accept or decline (the other side), withdraw (the maker). Accepting issues the letter of intent. */
export async function answerOffer(deps: OfferDeps, actor: OfferActor, offerId: number, answer: OfferAnswer): Promise<OfferChange> {
  const now = deps.now();
  const today = todayOf(now);
  const reason = answer.reason?.trim() || null;
  const outcome = await deps.database.db.transaction(async (tx) => {
    const locked = await lockOfferFor(tx, actor, offerId);
    const { offer } = locked;
    if (locked.closed) throw conflict(OFFER_REFUSALS.dealClosed);
    await checkOpen(tx, offer, today);
    const maker = offer.madeBy === locked.side;
    if (answer.action === 'withdraw' && !maker) throw forbidden(OFFER_REFUSALS.notMaker);
    if (answer.action !== 'withdraw' && maker) throw forbidden(OFFER_REFUSALS.ownOffer);
    if (answer.action === 'decline' && !reason) throw validationError({ reason: [OFFER_MESSAGES.declineReason] });
    const status = answer.action === 'accept' ? 'accepted' : answer.action === 'decline' ? 'declined' : 'withdrawn';
    const loi = answer.action === 'accept' ? await issueLetterOfIntent(tx, deps, { deal: locked.deal, offer, now }) : null;
    const [updated] = await tx
      .update(offers)
      .set({
        status,
        reason: answer.action === 'decline' ? reason : null,
        answeredById: actor.user.id,
        answeredAt: now,
        loiDocumentId: loi?.id ?? null,
      })
      .where(eq(offers.id, offerId))
      .returning();
    return { offer: updated!, deal: locked.deal };
  });
  return announce(deps, actor, outcome, answer.action);
}
