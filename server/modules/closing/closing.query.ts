/** What the closing room reads of deals and documents: the deal, whether its letter of intent is signed, overdue items. */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import { dealStages, deals, type DealRow } from '../deals/deals.table';
import { documents } from '../documents/documents.table';
import { closingItems } from './closing.table';

export type DbOrTx = Db | Transaction;

export async function dealRow(db: DbOrTx, dealId: number): Promise<DealRow | null> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId)).limit(1);
  return deal ?? null;
}

/** Both sides signed the deal's letter of intent: the closing room is open. */
export async function loiSigned(db: DbOrTx, dealId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.dealId, dealId), eq(documents.kind, 'loi'), eq(documents.status, 'signed')))
    .limit(1);
  return row !== undefined;
}

/** Open items due before `today` on deals still open, with their deal. */
export async function overdueItems(db: Db, today: string) {
  return db
    .select({ item: closingItems, deal: deals })
    .from(closingItems)
    .innerJoin(deals, eq(deals.id, closingItems.dealId))
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(and(eq(closingItems.status, 'open'), lt(closingItems.dueOn, today), isNull(dealStages.outcome)));
}
