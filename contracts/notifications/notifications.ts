/** Notifications, their list and unread count, and Settings → Notification (docs/product.md "Notifications"). */
import { z } from 'zod';
import { IdSchema, PaginationMetaSchema } from '../common/common';
import { NOTIFICATION_EVENT_KEYS, NOTIFICATIONS_PER_PAGE } from './constants';

export * from './constants';

/** What kind of notification it is: a client reacts to this, never to the subject's wording. */
export const NotificationEventSchema = z.enum(NOTIFICATION_EVENT_KEYS);

/** A notification in the list: the stored row. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  subject: z.string(),
  body: z.string(),
  url: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * What the private channel `private-user.{id}` carries as event `notification` when a notification is stored:
 * `{ id, subject, body, url, created_at }` as documented for any Pusher client, plus its `event`. The body is cut to
 * 500 characters (Pusher's 10 KB limit per event).
 */
export const NotificationPushSchema = NotificationSchema.omit({ read_at: true }).extend({ event: NotificationEventSchema });
export type NotificationPush = z.infer<typeof NotificationPushSchema>;

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PER_PAGE),
});
export const NotificationListSchema = z.object({ data: z.array(NotificationSchema), meta: PaginationMetaSchema });
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const CountSchema = z.object({ count: z.number().int() });

/** Marks the given notifications read, or all of them. */
export const MarkNotificationsReadSchema = z
  .object({
    ids: z.array(IdSchema).max(500).optional(),
    all: z.boolean().optional(),
  })
  .refine((value) => value.all === true || (value.ids?.length ?? 0) > 0, {
    message: 'Choose the notifications to mark read.',
    path: ['ids'],
  });
export type MarkNotificationsReadInput = z.input<typeof MarkNotificationsReadSchema>;

export const NotificationPreferenceSchema = z.object({ event: z.enum(NOTIFICATION_EVENT_KEYS), label: z.string(), email: z.boolean() });
export const NotificationPreferencesSchema = z.object({ data: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** PUT body: the e-mail setting of each event to change, e.g. `{ "email": { "new_message": false } }`. */
export const UpdateNotificationPreferencesSchema = z.object({
  email: z.partialRecord(z.enum(NOTIFICATION_EVENT_KEYS, { error: 'The selected event is invalid.' }), z.boolean()),
});
export type UpdateNotificationPreferencesInput = z.input<typeof UpdateNotificationPreferencesSchema>;

/** The signed one-click unsubscribe link of an e-mail (GET from the link, POST per RFC 8058). */
export const UnsubscribeQuerySchema = z.object({
  user: IdSchema,
  event: z.enum(NOTIFICATION_EVENT_KEYS),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
