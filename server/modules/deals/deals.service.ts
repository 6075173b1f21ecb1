import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import { CLOSED_LOST_STAGE, CLOSED_WON_STAGE, DEFAULT_DEAL_STAGES, type Deal, type OpenDeal } from '../../../contracts/deals';
import type { Db, Transaction } from '../../platform/db/database';
import { users } from '../users/users.table';
import { dealStageHistory, dealStages, deals, type DealRow, type DealStageRow } from './deals.table';

type DbOrTx = Db | Transaction;

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

/**
 * The stage called `name`; seeds the default pipeline first if there is none, and appends the stage at the end if
 * staff removed or renamed it (the closing stages must always exist). Serialised by an advisory lock.
 */
export async function dealStageNamed(tx: Transaction, name: string): Promise<DealStageRow> {
  await firstDealStage(tx);
  const find = async () => (await tx.select().from(dealStages).where(eq(dealStages.name, name)).orderBy(asc(dealStages.position)).limit(1))[0];
  const found = await find();
  if (found) return found;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexchange.deal_stages'))`);
  const again = await find();
  if (again) return again;
  const [last] = await tx.select({ position: max(dealStages.position) }).from(dealStages);
  const [created] = await tx
    .insert(dealStages)
    .values({ name, position: (last?.position ?? 0) + 1 })
    .returning();
  return created!;
}

/** The "Closed — won" and "Closed — lost" stages; every other stage counts as open. */
export async function closingStages(tx: Transaction): Promise<{ won: DealStageRow; lost: DealStageRow }> {
  return { won: await dealStageNamed(tx, CLOSED_WON_STAGE), lost: await dealStageNamed(tx, CLOSED_LOST_STAGE) };
}

const openDealOf = (listingId: number, closedStageIds: number[]) =>
  and(eq(deals.listingId, listingId), closedStageIds.length ? notInArray(deals.stageId, closedStageIds) : undefined);

/** The listing's open deals with their buyer and stage, oldest first (GET /listings/{id}/open-deals). */
export async function openDealsOfListing(db: DbOrTx, listingId: number): Promise<OpenDeal[]> {
  const rows = await db
    .select({
      id: deals.id,
      buyerId: users.id,
      buyerUniqueId: users.uniqueId,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      stageId: dealStages.id,
      stageName: dealStages.name,
      likelihood: deals.likelihoodOfClosing,
      createdAt: deals.createdAt,
    })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .leftJoin(users, eq(users.id, deals.buyerId))
    .where(and(eq(deals.listingId, listingId), notInArray(dealStages.name, [CLOSED_WON_STAGE, CLOSED_LOST_STAGE])))
    .orderBy(asc(deals.createdAt), asc(deals.id));
  return rows.map((row) => ({
    id: row.id,
    buyer: row.buyerId === null ? null : { id: row.buyerId, unique_id: row.buyerUniqueId!, name: `${row.buyerFirstName} ${row.buyerLastName}` },
    stage: { id: row.stageId, name: row.stageName },
    likelihood_of_closing: row.likelihood,
    created_at: row.createdAt.toISOString(),
  }));
}

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
 * PRODUCT.md "Listing lifecycle": a sold listing closes its open deals — the winning one (if named) as won, every
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
  if (winners.length) await tx.update(deals).set({ stageId: won.id, likelihoodOfClosing: 100, updatedAt: input.now }).where(inArray(deals.id, winners));
  if (losers.length) await tx.update(deals).set({ stageId: lost.id, likelihoodOfClosing: 0, updatedAt: input.now }).where(inArray(deals.id, losers));
  await tx.insert(dealStageHistory).values(
    moves.map((move) => ({ dealId: move.dealId, fromStageId: move.fromStageId, toStageId: move.toStage.id, changedById: input.changedById, createdAt: input.now })),
  );
  return moves;
}
