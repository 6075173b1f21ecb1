/**
 * A demo deal that left "Conflict check" did so with the check completed by both sides (issue #34: a stage means its
 * work is done), so its deal page tells the same story as its stage. Written as the conflict check writes it, in
 * counts only (the lists are deleted once compared): both lists in, compared, both answered "no conflict".
 */
import { CONFLICT_ANSWER_LABELS } from '../../contracts/deals/deals';
import { dealConflictChecks, dealConflictComparisons } from '../modules/deals/conflict-check.table';
import { dealStageHistory, type DealRow } from '../modules/deals/deals.table';
import type { SeedContext } from './seed-deps';

const HOUR = 3_600_000;

/** The check completed an hour before `leftAt`, when the deal moved on; the lists came in the day before. */
export async function seedCompletedConflictCheck(tx: SeedContext['tx'], deal: DealRow, leftAt: Date): Promise<void> {
  const at = (hoursBefore: number) => new Date(leftAt.getTime() - hoursBefore * HOUR);
  const completedById = deal.sellerId ?? deal.buyerId;
  await tx.insert(dealConflictChecks).values({
    dealId: deal.id,
    sellerSubmittedAt: at(26),
    buyerSubmittedAt: at(22),
    comparedAt: at(22),
    buyerAnswer: 'no_conflict',
    sellerAnswer: 'no_conflict',
    outcome: 'no_conflict',
    completedAt: at(1),
    completedById,
  });
  await tx
    .insert(dealConflictComparisons)
    .values({ dealId: deal.id, comparedAt: at(22), buyerNames: 64, buyerHits: 0, sellerNames: 87, sellerHits: 0 });
  await tx.insert(dealStageHistory).values({
    dealId: deal.id,
    field: 'conflict_check',
    toValue: CONFLICT_ANSWER_LABELS.no_conflict,
    changedById: completedById,
    createdAt: at(1),
  });
}
