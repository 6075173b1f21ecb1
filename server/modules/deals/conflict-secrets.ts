import { inArray } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import { dealConflictSecrets } from './conflict-check.table';

/** Deletes every sealed conflict list and result of the given deals (their check completed, or they closed). */
export async function forgetConflictNames(tx: Transaction | Db, dealIds: number[]): Promise<void> {
  if (dealIds.length) await tx.delete(dealConflictSecrets).where(inArray(dealConflictSecrets.dealId, dealIds));
}
