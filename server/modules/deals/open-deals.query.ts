import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OpenDeal } from '../../../contracts/deals';
import type { Db, Transaction } from '../../platform/db/database';
import { users } from '../users/users.table';
import { dealStages, deals } from './deals.table';

/** The listing's open deals with their buyer and stage, oldest first (GET /listings/{id}/open-deals). */
export async function openDealsOfListing(db: Db | Transaction, listingId: number): Promise<OpenDeal[]> {
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
    .where(and(eq(deals.listingId, listingId), isNull(dealStages.outcome)))
    .orderBy(asc(deals.createdAt), asc(deals.id));
  return rows.map((row) => ({
    id: row.id,
    buyer:
      row.buyerId === null ? null : { id: row.buyerId, unique_id: row.buyerUniqueId!, name: `${row.buyerFirstName} ${row.buyerLastName}` },
    stage: { id: row.stageId, name: row.stageName },
    likelihood_of_closing: row.likelihood,
    created_at: row.createdAt.toISOString(),
  }));
}
