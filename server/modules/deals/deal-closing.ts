/** Deals' part of a listing's sale: close its open deals in the sale's transaction, then tell their parties. */
import { and, eq } from 'drizzle-orm';
import { CLOSED_WON_STAGE } from '../../../contracts/deals/deals';
import { LISTING_MESSAGES } from '../../../contracts/listings/listings';
import type { Transaction } from '../../platform/db/database';
import { validationError } from '../../platform/errors';
import { recordRevocation } from '../listings/listing-access';
import type { ListingRow } from '../listings/listings.table';
import { onListingSold } from '../listings/listing-sale';
import { notify, type NotifyDeps } from '../notifications/notify';
import { uniqueIdsOf } from '../users/users.repository';
import { afterDealClosed, runDealClosedSteps, type DealClosedEvent } from './deal-closed';
import { DEAL_STAGE_CHANGED_SUBJECT } from './deal-notices';
import { isStaff } from './deal.policy';
import { closingStages, ensureDealStages } from './deal-stages.service';
import { closeListingDeals, NotAnOpenDealError, type DealStageMove } from './deals.service';
import { deals } from './deals.table';
import { pendingWorkBetween, stagesPassed } from './stage-gates';

export function registerDealsSaleStep(): void {
  onListingSold({
    name: 'deals: close the open deals',
    async run({ tx, listing, winningDealId, changedBy, now }) {
      if (winningDealId !== null && !isStaff(changedBy)) await refuseUnreadyWinner(tx, listing.id, winningDealId, now);
      let moves: DealStageMove[];
      try {
        moves = await closeListingDeals(tx, { listingId: listing.id, winningDealId, changedById: changedBy.id, now });
      } catch (error) {
        if (error instanceof NotAnOpenDealError) throw validationError({ winning_deal_id: [LISTING_MESSAGES.winningDealInvalid] });
        throw error;
      }
      for (const move of moves) {
        if (move.toStage.outcome !== 'lost' || move.buyerId === null) continue;
        await recordRevocation(tx, { listingId: listing.id, buyerId: move.buyerId, reason: 'deal_lost', by: changedBy.id, at: now });
      }
      const closed: DealClosedEvent[] = moves.map((move) => ({
        dealId: move.dealId,
        listingId: listing.id,
        buyerId: move.buyerId,
        sellerId: move.sellerId,
        outcome: move.toStage.outcome === 'won' ? 'won' : 'lost',
        now,
      }));
      await runDealClosedSteps(tx, closed);
      return async (deps) => [...(await announceDealMoves(deps, listing, moves, changedBy.id)), ...(await afterDealClosed(deps, closed))];
    },
  });
}

/**
 * Issue #34: sold here closes the winner as won, so a seller may do it only when PUT /deals/{id} would let the deal move
 * to won (its gates passed); staff may, as they may override a gate. A deal not open on the listing is left to
 * closeListingDeals, which refuses it.
 */
async function refuseUnreadyWinner(tx: Transaction, listingId: number, dealId: number, now: Date): Promise<void> {
  const [deal] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.id, dealId), eq(deals.listingId, listingId)))
    .limit(1);
  if (!deal) return;
  const stages = await ensureDealStages(tx);
  const current = stages.find((stage) => stage.id === deal.stageId);
  const { won } = await closingStages(tx);
  if (!current || current.outcome !== null) return;
  const waits = await pendingWorkBetween(tx, deal, stagesPassed(stages, current, won), now);
  if (waits.length > 0) throw validationError({ winning_deal_id: waits }, waits.join(' '));
}

/** deal_stage_changed for each closed deal: to its buyer and seller, except whoever made the change. */
async function announceDealMoves(deps: NotifyDeps, listing: ListingRow, moves: DealStageMove[], changedById: number): Promise<unknown[]> {
  if (moves.length === 0) return [];
  const buyerIds = moves.flatMap((move) => (move.buyerId === null ? [] : [move.buyerId]));
  const uniqueIdOf = await uniqueIdsOf(deps.database.db, buyerIds);
  const headline = listing.headline.trim() || 'your listing';
  const failures: unknown[] = [];
  for (const move of moves) {
    const won = move.toStage.name === CLOSED_WON_STAGE;
    const stage = move.toStage.name;
    const told = [];
    if (move.buyerId !== null && move.buyerId !== changedById) {
      told.push(
        notify(deps, move.buyerId, {
          event: 'deal_stage_changed',
          subject: DEAL_STAGE_CHANGED_SUBJECT,
          body: won
            ? `Your deal on “${headline}” moved to ${stage}: the seller marked the practice as sold to you.`
            : `Your deal on “${headline}” moved to ${stage}: the practice was sold.`,
          url: '/buyer-deals',
        }),
      );
    }
    if (move.sellerId !== null && move.sellerId !== changedById) {
      const buyer = move.buyerId === null ? 'a former member' : (uniqueIdOf.get(move.buyerId) ?? 'a buyer');
      told.push(
        notify(deps, move.sellerId, {
          event: 'deal_stage_changed',
          subject: DEAL_STAGE_CHANGED_SUBJECT,
          body: `The deal with ${buyer} on “${headline}” moved to ${stage}.`,
          url: '/seller-deals',
        }),
      );
    }
    for (const result of await Promise.all(told)) if (result.pushError) failures.push(result.pushError);
  }
  return failures;
}
