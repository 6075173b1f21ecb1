/**
 * A stage move the system makes on its own, for a reason it records (both sides signed the letter of intent): the
 * deal moves forward only, never out of a closed stage, never into a retired or renamed one. The history row has no
 * author, which the deal page shows as the system.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import { ensureDealStages } from './deal-stages.service';
import { dealStageHistory, deals, type DealRow } from './deals.table';

export interface SystemMove {
  dealId: number;
  /** The stage's name as PRODUCT.md writes it. */
  stageName: string;
  /** Why, as the history shows it. */
  note: string;
  now: Date;
}

/** Returns the moved deal, or null when it stays where it is. */
export async function moveDealForward(tx: Transaction, move: SystemMove): Promise<DealRow | null> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, move.dealId)).for('update').limit(1);
  if (!deal) return null;
  const stages = await ensureDealStages(tx);
  const target = stages.find((stage) => stage.name === move.stageName && stage.retiredAt === null && stage.outcome === null);
  const current = stages.find((stage) => stage.id === deal.stageId);
  if (!target || !current || current.outcome !== null || current.position >= target.position) return null;
  const [moved] = await tx
    .update(deals)
    .set({ stageId: target.id, stageChangedAt: move.now, updatedAt: move.now })
    .where(eq(deals.id, move.dealId))
    .returning();
  await tx.insert(dealStageHistory).values({
    dealId: move.dealId,
    field: 'stage',
    fromStageId: current.id,
    toStageId: target.id,
    note: move.note,
    changedById: null,
    createdAt: move.now,
  });
  return moved ?? null;
}
