/**
 * What keeps the conflict check a fair exchange rather than a dictionary (issue #29): how often a side may submit and
 * start over, and which comparisons staff are shown as suspicious. The list's size cap is CONFLICT_LIST_MAX_NAMES.
 */
import { and, count, eq } from 'drizzle-orm';
import { CONFLICT_RESTARTS_PER_SIDE, CONFLICT_SUBMISSIONS_PER_DAY } from '../../../contracts/deals/deals';
import type { Db, Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { consumeActionLimit, DAY_MS } from '../../platform/http/action-limit';
import { dealStageHistory } from './deals.table';

/**
 * A list of at least this many names of which more than this share hit is flagged to staff. Two practices on either
 * side of a sale share a few clients or adverse parties, rarely a tenth of a list; more than half means the list was
 * built from the other side's names (a replay of hits learnt in an earlier round, or a list obtained elsewhere).
 * Short lists are left alone: three names of which two hit is an honest small practice.
 */
export const IMPLAUSIBLE_HIT_SHARE = 0.5;
export const IMPLAUSIBLE_MIN_NAMES = 20;

export const isImplausible = (list: { names: number; hits: number }) =>
  list.names >= IMPLAUSIBLE_MIN_NAMES && list.hits > list.names * IMPLAUSIBLE_HIT_SHARE;

/** Counts one list submission by the member on this deal (per side, per day); 429 past the number. */
export async function consumeConflictSubmission(deps: Pick<AppDeps, 'limiter'>, dealId: number, userId: number): Promise<void> {
  await consumeActionLimit(
    deps.limiter,
    {
      action: `conflict-list:${dealId}`,
      max: CONFLICT_SUBMISSIONS_PER_DAY,
      windowMs: DAY_MS,
      doing: 'submitted a conflict list for this deal',
    },
    userId,
  );
}

/** How many more times the member may start this deal's check over: a lifetime count, read from the history. */
export async function restartsLeft(db: Db | Transaction, dealId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(dealStageHistory)
    .where(
      and(eq(dealStageHistory.dealId, dealId), eq(dealStageHistory.field, 'conflict_restart'), eq(dealStageHistory.changedById, userId)),
    );
  return Math.max(0, CONFLICT_RESTARTS_PER_SIDE - (row?.used ?? 0));
}
