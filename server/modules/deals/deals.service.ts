import { asc, eq } from 'drizzle-orm';
import { DEFAULT_DEAL_STAGES, type Deal } from '../../../contracts/deals';
import type { Transaction } from '../admin/user-deletion';
import { dealStageHistory, dealStages, deals, type DealRow, type DealStageRow } from './deals.table';

/** The first stage of the pipeline; seeds the default stages the first time (idempotent under concurrency). */
export async function firstDealStage(tx: Transaction): Promise<DealStageRow> {
  const [first] = await tx.select().from(dealStages).orderBy(asc(dealStages.position)).limit(1);
  if (first) return first;
  await tx
    .insert(dealStages)
    .values(DEFAULT_DEAL_STAGES.map((name, index) => ({ name, position: index + 1 })))
    .onConflictDoNothing({ target: dealStages.position });
  const [seeded] = await tx.select().from(dealStages).orderBy(asc(dealStages.position)).limit(1);
  return seeded!;
}

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
  await tx.insert(dealStageHistory).values({ dealId: deal!.id, fromStageId: null, toStageId: stage.id, changedById: match.acceptedById, createdAt: match.now });
  return deal!;
}

export const toDeal = (row: DealRow): Deal => ({
  id: row.id,
  listing_id: row.listingId,
  chat_id: row.chatId,
  buyer_id: row.buyerId,
  seller_id: row.sellerId,
  stage_id: row.stageId,
  likelihood_of_closing: row.likelihoodOfClosing,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
