import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationEvent, NotificationPush } from '../../../contracts/notifications/notifications';
import type { AppDeps } from '../../platform/deps';
import { findMailContact } from '../users/users.repository';
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
  /** false when the caller sends its own e-mail for the event (e.g. a calendar invitation): in-app and push only. */
  email?: boolean;
  /** What the e-mail says instead of `body`, when the body holds what should stay inside the app (an offer's figures). */
  mailBody?: string;
}

export interface NotifyResult {
  notification: NotificationRow | null;
  /** Why the push failed, if it did; the notification is stored either way, so a reload shows it. */
  pushError?: unknown;
}

/** The event pushed on `private-user.{id}`: ids and short text only (Pusher's 10 KB limit). */
export const pushPayload = (row: NotificationRow): NotificationPush => ({
  id: row.id,
  event: row.event,
  subject: row.subject,
  body: row.body.slice(0, 500),
  url: row.url,
  created_at: row.createdAt.toISOString(),
});

/**
 * Events whose e-mail is not sent per notification but gathered into a scheduled digest. A new listing fitting a
 * buyer's saved search can come in bursts (staff approve several listings in a row), and each is worth one line,
 * not one e-mail: notify() stores and pushes these at once as usual but queues no e-mail; the listings module
 * keeps what the digest still owes in `listing_alerts`, and the daily job `listings.alerts-digest`
 * (listing-alerts.service.ts) sends each buyer who has this event's e-mail on one e-mail listing every fitting
 * listing since their last digest (the same preference and signed unsubscribe link as any notification e-mail).
 */
export const DIGEST_EMAIL_EVENTS: ReadonlySet<NotificationEvent> = new Set<NotificationEvent>(['listing_fits_customization']);

/**
 * Stores a notification, pushes it on the user's private channel and queues its e-mail unless the user turned that
 * off (or the event's e-mail goes out as a digest, DIGEST_EMAIL_EVENTS).
 */
export async function notify(deps: NotifyDeps, userId: number, input: NotificationInput): Promise<NotifyResult> {
  const db = deps.database.db;
  // Independent lookups side by side: each round trip here delays the push.
  const [user, earlierUnread] = await Promise.all([
    findMailContact(db, userId),
    input.collapseEmail
      ? db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.event, input.event),
              eq(notifications.url, input.url),
              isNull(notifications.readAt),
            ),
          )
          .limit(1)
      : [],
  ]);
  if (!user) return { notification: null };
  const [row] = await db
    .insert(notifications)
    .values({ userId, event: input.event, subject: input.subject, body: input.body, url: input.url, createdAt: deps.now() })
    .returning();
  const notification = row!;

  // Pushed as soon as it is stored: the e-mail's preference lookup and queueing are not on the way to the socket.
  let result: NotifyResult = { notification };
  try {
    await deps.realtime.publish(userId, 'notification', pushPayload(notification));
  } catch (pushError) {
    result = { notification, pushError };
  }
  if (
    input.email !== false &&
    !DIGEST_EMAIL_EVENTS.has(input.event) &&
    user.active &&
    earlierUnread.length === 0 &&
    (await wantsEmail(db, userId, input.event))
  ) {
    await deps.jobs.enqueue(
      'mail.send',
      notificationMail(deps.config, {
        to: user.email,
        firstName: user.firstName,
        userId,
        event: input.event,
        subject: input.subject,
        body: input.mailBody ?? input.body,
        url: input.url,
      }),
    );
  }
  return result;
}

/** Notifies several users; returns the push failures so the caller can log them. */
export async function notifyAll(deps: NotifyDeps, userIds: number[], input: NotificationInput): Promise<unknown[]> {
  const results = await Promise.all([...new Set(userIds)].map((userId) => notify(deps, userId, input)));
  return results.flatMap((result) => (result.pushError ? [result.pushError] : []));
}
