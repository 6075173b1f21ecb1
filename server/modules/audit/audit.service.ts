import type { Db } from '../../platform/db/database';
import { auditLog, type NewAuditLogRow } from './audit.table';

export async function recordImpersonatedWrite(db: Db, entry: NewAuditLogRow): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/**
 * A read by staff acting as a member of what the member's sealed data holds (issue #29; today the conflict check's
 * results, whose names stay hidden while the counts show). The same entry as a write: the route pattern, never the answer.
 */
export const recordImpersonatedSealedRead = recordImpersonatedWrite;
