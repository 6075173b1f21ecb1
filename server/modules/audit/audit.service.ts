import type { Db } from '../../platform/db/database';
import { auditLog, type NewAuditLogRow } from './audit.table';

export async function recordImpersonatedWrite(db: Db, entry: NewAuditLogRow): Promise<void> {
  await db.insert(auditLog).values(entry);
}
