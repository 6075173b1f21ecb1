/**
 * A stage move the system makes on its own, for a reason it records (both sides signed the letter of intent): the
 * deal moves forward only, never out of a closed stage, never into a retired or renamed one. The history row has no
 * author, which the deal page shows as the system.
 *
 * It passes the same stage gates as a member's forward move (issue #34): when a stage it would leave or skip still
 * waits (a conflict check nobody completed), the deal stays where it is and nothing is written; the signature that
 * asked for the move stands. The deal does not move later by itself: once the wait clears, either side moves it.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import { ensureDealStages } from './deal-stages.service';
import { dealStageHistory, deals, type DealRow } from './deals.table';
import { pendingWorkBetween, stagesPassed } from './stage-gates';

export interface SystemMove {
  dealId: number;
  /** The stage's name as docs/product.md writes it. */
  stageName: string;
  /** Why, as the history shows it. */
  note: string;
  now: Date;
}

/**
 * `moved`: the deal entered the stage. `held`: a stage it would pass still waits, so it stays at `at` (each wait a
 * sentence both sides read). `stays`: nothing to do (already there or beyond, closed, or the stage retired or renamed).
 */
export type SystemMoveOutcome = { kind: 'moved'; deal: DealRow } | { kind: 'held'; at: string; waits: string[] } | { kind: 'stays' };

export async function moveDealForward(tx: Transaction, move: SystemMove): Promise<SystemMoveOutcome> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, move.dealId)).for('update').limit(1);
  if (!deal) return { kind: 'stays' };
  const stages = await ensureDealStages(tx);
  const target = stages.find((stage) => stage.name === move.stageName && stage.retiredAt === null && stage.outcome === null);
  const current = stages.find((stage) => stage.id === deal.stageId);
  if (!target || !current || current.outcome !== null || current.position >= target.position) return { kind: 'stays' };
  // The target's own gate is not among these (a deal enters a stage freely; its gate is for leaving it), and the
  // document just signed is visible here, in the signing's transaction, to the gates of the stages after.
  const waits = await pendingWorkBetween(tx, deal, stagesPassed(stages, current, target), move.now);
  if (waits.length > 0) return { kind: 'held', at: current.name, waits };
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
  return moved ? { kind: 'moved', deal: moved } : { kind: 'stays' };
}

/** What the "signed by both" notice adds about the deal's stage: where it moved, or why it stays; '' otherwise. */
export function systemMoveSentence(outcome: SystemMoveOutcome | undefined, stageName: string): string {
  if (outcome?.kind === 'moved') return ` The deal moved to “${stageName}”.`;
  if (outcome?.kind !== 'held') return '';
  return ` The deal stays at “${outcome.at}” for now. ${outcome.waits.join(' ')} Once that is done, either side can move it to “${stageName}”.`;
}
