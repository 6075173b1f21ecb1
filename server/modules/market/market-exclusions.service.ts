/** Staff taking a closed sale out of the market data, or putting it back, with a reason (logged), then a recount. */
import { MARKET_MESSAGES } from '../../../contracts/market/market';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { isClosedSale } from './closed-sales.query';
import { marketExclusions } from './market.table';

export async function setExclusion(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  staffId: number,
  dealId: number,
  change: { excluded: boolean; reason: string },
) {
  const db = deps.database.db;
  if (!(await isClosedSale(db, dealId))) throw notFound(MARKET_MESSAGES.dealNotClosedSale);
  const [row] = await db
    .insert(marketExclusions)
    .values({ dealId, excluded: change.excluded, reason: change.reason, changedById: staffId })
    .returning();
  await deps.jobs.enqueue('market.recompute', { requested_at: new Date().toISOString() });
  return { deal_id: dealId, excluded: row!.excluded, reason: row!.reason, changed_at: row!.createdAt.toISOString() };
}
