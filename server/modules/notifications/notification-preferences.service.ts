import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, type NotificationEvent, type NotificationPreferences } from '../../../contracts/notifications/notifications';
import type { Db } from '../../platform/db/database';
import { notificationPreferences } from './notifications.table';

/** E-mail is on for every event until the user turns it off. */
export async function wantsEmail(db: Db, userId: number, event: NotificationEvent): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.event, event)))
    .limit(1);
  return row?.email ?? true;
}

export async function getNotificationPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const byEvent = new Map(rows.map((row) => [row.event, row.email]));
  return { data: NOTIFICATION_EVENTS.map(({ key, label }) => ({ event: key, label, email: byEvent.get(key) ?? true })) };
}

export async function setEmailPreferences(
  db: Db,
  userId: number,
  email: Partial<Record<NotificationEvent, boolean>>,
  now: Date,
): Promise<void> {
  const values = Object.entries(email)
    .filter((entry): entry is [NotificationEvent, boolean] => typeof entry[1] === 'boolean')
    .map(([event, on]) => ({ userId, event, email: on, updatedAt: now }));
  if (values.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.event],
      set: { email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` },
    });
}
