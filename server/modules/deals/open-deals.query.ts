import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OpenDeal } from '../../../contracts/deals/deals';
import type { Db, Transaction } from '../../platform/db/database';
import { users } from '../users/users.table';
import { ensureDealStages } from './deal-stages.service';
import { dealStages, deals } from './deals.table';
import { pendingGatesOf } from './stage-gates';

/**
 * The listing's open deals with their buyer and stage, oldest first, each with what closing it as won still waits for
 * (GET /listings/{id}/open-deals: the seller's "sold here" picker, issue #34).
 */
export async function openDealsOfListing(db: Db, listingId: number, now: Date): Promise<OpenDeal[]> {
  return db.transaction(async (tx) => {
    const rows = await openDealRows(tx, listingId);
    const gates = await pendingGatesOf(
      tx,
      rows.map((row) => row.deal),
      await ensureDealStages(tx),
      now,
      { through: 'won' },
    );
    return rows.map((row) => ({
      id: row.deal.id,
      buyer:
        row.buyerId === null
          ? null
          : { id: row.buyerId, unique_id: row.buyerUniqueId!, name: `${row.buyerFirstName} ${row.buyerLastName}` },
      stage: { id: row.stageId, name: row.stageName },
      likelihood_of_closing: row.deal.likelihoodOfClosing,
      created_at: row.deal.createdAt.toISOString(),
      pending_gates: gates.get(row.deal.id) ?? [],
    }));
  });
}

function openDealRows(tx: Transaction, listingId: number) {
  return tx
    .select({
      deal: deals,
      buyerId: users.id,
      buyerUniqueId: users.uniqueId,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      stageId: dealStages.id,
      stageName: dealStages.name,
    })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .leftJoin(users, eq(users.id, deals.buyerId))
    .where(and(eq(deals.listingId, listingId), isNull(dealStages.outcome)))
    .orderBy(asc(deals.createdAt), asc(deals.id));
}
