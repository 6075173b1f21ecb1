import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationEvent } from '../../../contracts/notifications';
import type { AppDeps } from '../../platform/deps';
import { users } from '../users/users.table';
import { notificationMail } from './notification-mail';
import { wantsEmail } from './notification-preferences.service';
import { notifications, type NotificationRow } from './notifications.table';

export type NotifyDeps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>;

export interface NotificationInput {
  event: NotificationEvent;
  subject: string;
  body: string;
  /** An app path such as `/messages?chat=12`. */
  url: string;
  /** Skip the e-mail while an earlier notification of the same event and url is still unread (one e-mail per unread conversation). */
  collapseEmail?: boolean;
}

export interface NotifyResult {
  notification: NotificationRow | null;
  /** Why the push failed, if it did; the notification is stored either way, so a reload shows it. */
  pushError?: unknown;
}

/** The event pushed on `private-user.{id}`: ids and short text only (Pusher's 10 KB limit). */
export const pushPayload = (row: NotificationRow) => ({
  id: row.id,
  subject: row.subject,
  body: row.body.slice(0, 500),
  url: row.url,
  created_at: row.createdAt.toISOString(),
});

/** Stores a notification, pushes it on the user's private channel and queues its e-mail unless the user turned that off. */
export async function notify(deps: NotifyDeps, userId: number, input: NotificationInput): Promise<NotifyResult> {
  const db = deps.database.db;
  const [user] = await db.select({ email: users.email, firstName: users.firstName, active: users.active }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { notification: null };
  const earlierUnread = input.collapseEmail
    ? await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.event, input.event), eq(notifications.url, input.url), isNull(notifications.readAt)))
        .limit(1)
    : [];
  const [row] = await db
    .insert(notifications)
    .values({ userId, event: input.event, subject: input.subject, body: input.body, url: input.url, createdAt: deps.now() })
    .returning();
  const notification = row!;

  if (user.active && earlierUnread.length === 0 && (await wantsEmail(db, userId, input.event))) {
    await deps.jobs.enqueue(
      'mail.send',
      notificationMail(deps.config, { to: user.email, firstName: user.firstName, userId, event: input.event, subject: input.subject, body: input.body, url: input.url }),
    );
  }
  try {
    await deps.realtime.publish(userId, 'notification', pushPayload(notification));
    return { notification };
  } catch (pushError) {
    return { notification, pushError };
  }
}

/** Notifies several users; returns the push failures so the caller can log them. */
export async function notifyAll(deps: NotifyDeps, userIds: number[], input: NotificationInput): Promise<unknown[]> {
  const results = await Promise.all([...new Set(userIds)].map((userId) => notify(deps, userId, input)));
  return results.flatMap((result) => (result.pushError ? [result.pushError] : []));
}

