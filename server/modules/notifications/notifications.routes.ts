import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CountSchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  UpdateNotificationPreferencesSchema,
} from '../../../contracts/notifications';
import { IdParamsSchema } from '../../../contracts/common';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { getNotificationPreferences, setEmailPreferences } from './notification-preferences.service';
import { deleteNotification, listNotifications, markNotificationsRead, unreadNotificationCount } from './notifications.service';

const tags = ['notifications'];

/** The caller's notifications (SPEC.md §7 Other) and Settings → Notification. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get(
    '/notifications',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "The caller's notifications, newest first",
        tags,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) => listNotifications(db, (await requireUser(request)).id, request.query.page, request.query.per_page),
  );

  app.get(
    '/notifications/unread-count',
    { config: { access: 'full-access' }, schema: { summary: 'How many notifications are unread', tags, response: { 200: CountSchema } } },
    async (request) => ({ count: await unreadNotificationCount(db, (await requireUser(request)).id) }),
  );

  app.put(
    '/notifications/read',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Mark notifications read: `ids`, or `all: true`',
        tags,
        body: MarkNotificationsReadSchema,
        response: { 200: CountSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await markNotificationsRead(db, user.id, request.body, deps.now());
      return { count: await unreadNotificationCount(db, user.id) };
    },
  );

  app.delete(
    '/notifications/:id',
    { config: { access: 'full-access' }, schema: { summary: "Delete one of the caller's notifications", tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteNotification(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/notifications/preferences',
    {
      config: { access: 'full-access' },
      schema: { summary: 'Per event: e-mail on or off (in-app is always on)', tags, response: { 200: NotificationPreferencesSchema } },
    },
    async (request) => getNotificationPreferences(db, (await requireUser(request)).id),
  );

  app.put(
    '/notifications/preferences',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Turn e-mails of events on or off',
        tags,
        body: UpdateNotificationPreferencesSchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await setEmailPreferences(db, user.id, request.body.email, deps.now());
      return getNotificationPreferences(db, user.id);
    },
  );
};
