import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, or } from 'drizzle-orm';
import type { AuditEntry } from '../../../contracts/admin/admin';
import type { Db } from '../../platform/db/database';
import { users } from '../users/users.table';
import { auditLog } from './audit.table';

const staff = alias(users, 'audit_staff');
const actedAs = alias(users, 'audit_user');

/** The newest entries where the user was acted as or was the staff member acting, with both names when the accounts still exist. */
export async function recentAuditEntries(db: Db, userId: number, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      entry: auditLog,
      staffFirst: staff.firstName,
      staffLast: staff.lastName,
      userFirst: actedAs.firstName,
      userLast: actedAs.lastName,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .leftJoin(actedAs, eq(actedAs.id, auditLog.userId))
    .where(or(eq(auditLog.userId, userId), eq(auditLog.staffId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry, staffFirst, staffLast, userFirst, userLast }) => ({
    id: entry.id,
    staff_id: entry.staffId,
    staff_name: staffFirst === null ? null : `${staffFirst} ${staffLast}`,
    user_id: entry.userId,
    user_name: userFirst === null ? null : `${userFirst} ${userLast}`,
    method: entry.method,
    route: entry.route,
    status: entry.status,
    created_at: entry.createdAt.toISOString(),
  }));
}
