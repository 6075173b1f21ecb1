import { clientNoticeWindow, type DealDetail } from '../../../contracts/deals/deals';
import type { Db } from '../../platform/db/database';
import type { Config } from '../../config';
import { conflictCheckFor, type ConflictViewer } from './conflict-check-view';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../users/users.table';
import { dealHistory, findDeal } from './deals.query';
import { deals } from './deals.table';
import { eq } from 'drizzle-orm';

/** The caller (a full user row, as the services take it) and who acts as them. */
export interface DealViewer extends ConflictViewer {
  user: UserRow;
}

/** GET /deals/{id}: the deal, its history and its client-notice window; 404 for anyone but its parties and staff. */
export async function dealDetail(db: Db, config: Config, viewer: DealViewer, id: number, now: Date): Promise<DealDetail> {
  const deal = await findDeal(db, viewer.user, id, now);
  if (!deal) throw notFound();
  const [row] = await db.select({ sentOn: deals.clientNoticeSentOn }).from(deals).where(eq(deals.id, id)).limit(1);
  return {
    ...deal,
    history: await dealHistory(db, { id, buyerId: deal.buyer_id, sellerId: deal.seller_id }),
    client_notice: clientNoticeWindow(row?.sentOn ?? null, now.toISOString().slice(0, 10)),
    conflict_check: await conflictCheckFor(db, config, { id, buyerId: deal.buyer_id, sellerId: deal.seller_id }, viewer),
  };
}
