import { IdParamsSchema } from '../common/common';
import {
  CountSchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  UnsubscribeQuerySchema,
  UpdateNotificationPreferencesSchema,
} from './notifications';
import type { RouteSchemas } from '../common/route-map';

const tags = ['notifications'];

/** The schemas of the notifications endpoints (paths in ./routes.ts). */
export const notificationRouteSchemas = {
  list: {
    summary: "The caller's notifications, newest first",
    tags,
    querystring: NotificationListQuerySchema,
    response: { 200: NotificationListSchema },
  },
  unreadCount: { summary: 'How many notifications are unread', tags, response: { 200: CountSchema } },
  markRead: {
    summary: 'Mark notifications read: `ids`, or `all: true`',
    tags,
    body: MarkNotificationsReadSchema,
    response: { 200: CountSchema },
  },
  delete: { summary: "Delete one of the caller's notifications", tags, params: IdParamsSchema },
  preferences: { summary: 'Per event: e-mail on or off (in-app is always on)', tags, response: { 200: NotificationPreferencesSchema } },
  savePreferences: {
    summary: 'Turn e-mails of events on or off',
    tags,
    body: UpdateNotificationPreferencesSchema,
    response: { 200: NotificationPreferencesSchema },
  },
  unsubscribe: {
    summary: "Turns that event's e-mails off, then redirects to /unsubscribe-success",
    tags,
    querystring: UnsubscribeQuerySchema,
  },
  unsubscribeOneClick: { summary: 'One-click unsubscribe (List-Unsubscribe-Post)', tags, querystring: UnsubscribeQuerySchema },
} satisfies RouteSchemas;
