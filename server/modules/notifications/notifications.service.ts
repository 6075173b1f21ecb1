import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notification, NotificationList } from '../../../contracts/notifications/notifications';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { notifications, type NotificationRow } from './notifications.table';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  event: row.event,
  subject: row.subject,
  body: row.body,
  url: row.url,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Newest first; the id breaks ties so pages never repeat or skip one. */
export async function listNotifications(db: Db, userId: number, page: number, perPage: number): Promise<NotificationList> {
  const mine = eq(notifications.userId, userId);
  const [totals] = await db.select({ total: count() }).from(notifications).where(mine);
  const total = totals?.total ?? 0;
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map(toNotification),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

export async function unreadNotificationCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Only the user's own; anyone else's is "not found", never "forbidden" (no probing of ids). */
export async function deleteNotification(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound();
}

export async function markNotificationsRead(
  db: Db,
  userId: number,
  selection: { ids?: number[]; all?: boolean },
  now: Date,
): Promise<void> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (!selection.all) conditions.push(inArray(notifications.id, selection.ids ?? []));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(...conditions));
}
