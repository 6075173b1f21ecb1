import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import { forgetConflictNames } from './conflict-secrets';
import { closingStages, firstDealStage } from './deal-stages.service';
import { dealStageHistory, deals, type DealRow, type DealStageRow } from './deals.table';

export { closingStages, firstDealStage };

export interface NewMatchDeal {
  listingId: number;
  chatId: number;
  buyerId: number;
  sellerId: number;
  acceptedById: number;
  now: Date;
}

/** The deal an accepted match opens, at the first stage; accepting twice keeps the one deal. */
export async function createDealForMatch(tx: Transaction, match: NewMatchDeal): Promise<DealRow> {
  const [existing] = await tx.select().from(deals).where(eq(deals.chatId, match.chatId)).limit(1);
  if (existing) return existing;
  const stage = await firstDealStage(tx);
  const [deal] = await tx
    .insert(deals)
    .values({
      listingId: match.listingId,
      chatId: match.chatId,
      buyerId: match.buyerId,
      sellerId: match.sellerId,
      stageId: stage.id,
      createdAt: match.now,
      updatedAt: match.now,
    })
    .returning();
  await tx
    .insert(dealStageHistory)
    .values({ dealId: deal!.id, fromStageId: null, toStageId: stage.id, changedById: match.acceptedById, createdAt: match.now });
  return deal!;
}

/** The deal of each of these chats (a chat has at most one). */
export function dealsOfChats(db: Db, chatIds: number[]): Promise<{ id: number; chatId: number | null }[]> {
  return db.select({ id: deals.id, chatId: deals.chatId }).from(deals).where(inArray(deals.chatId, chatIds));
}

const openDealOf = (listingId: number, closedStageIds: number[]) =>
  and(eq(deals.listingId, listingId), closedStageIds.length ? notInArray(deals.stageId, closedStageIds) : undefined);

/** One deal moved to another stage, for the notifications sent after the commit. */
export interface DealStageMove {
  dealId: number;
  buyerId: number | null;
  sellerId: number | null;
  fromStageId: number;
  toStage: DealStageRow;
}

export interface CloseListingDeals {
  listingId: number;
  /** Sold here: this open deal is the one that won; null closes every open deal as lost. */
  winningDealId: number | null;
  changedById: number;
  now: Date;
}

export class NotAnOpenDealError extends Error {
  constructor() {
    super('not an open deal of the listing');
  }
}

/**
 * docs/product.md "Listing lifecycle": a sold listing closes its open deals — the winning one (if named) as won, every
 * other as lost — each move kept in the stage history with who made it. Runs inside the caller's transaction (with
 * the listing's status change); throws NotAnOpenDealError when the winning deal is not an open deal of the listing.
 */
export async function closeListingDeals(tx: Transaction, input: CloseListingDeals): Promise<DealStageMove[]> {
  const { won, lost } = await closingStages(tx);
  const open = await tx
    .select()
    .from(deals)
    .where(openDealOf(input.listingId, [won.id, lost.id]))
    .orderBy(asc(deals.id))
    .for('update');
  if (input.winningDealId !== null && !open.some((deal) => deal.id === input.winningDealId)) throw new NotAnOpenDealError();
  if (open.length === 0) return [];
  const moves: DealStageMove[] = open.map((deal) => ({
    dealId: deal.id,
    buyerId: deal.buyerId,
    sellerId: deal.sellerId,
    fromStageId: deal.stageId,
    toStage: deal.id === input.winningDealId ? won : lost,
  }));
  const winners = moves.filter((move) => move.toStage.id === won.id).map((move) => move.dealId);
  const losers = moves.filter((move) => move.toStage.id === lost.id).map((move) => move.dealId);
  const moved = { stageChangedAt: input.now, updatedAt: input.now };
  if (winners.length)
    await tx
      .update(deals)
      .set({ ...moved, stageId: won.id, likelihoodOfClosing: 100 })
      .where(inArray(deals.id, winners));
  if (losers.length)
    await tx
      .update(deals)
      .set({ ...moved, stageId: lost.id, likelihoodOfClosing: 0, closedReason: 'The practice was sold.' })
      .where(inArray(deals.id, losers));
  await forgetConflictNames(
    tx,
    moves.map((move) => move.dealId),
  );
  await tx.insert(dealStageHistory).values(
    moves.map((move) => ({
      dealId: move.dealId,
      fromStageId: move.fromStageId,
      toStageId: move.toStage.id,
      changedById: input.changedById,
      createdAt: input.now,
    })),
  );
  return moves;
}
