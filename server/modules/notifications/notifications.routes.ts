import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { getNotificationPreferences, setEmailPreferences } from './notification-preferences.service';
import { deleteNotification, listNotifications, markNotificationsRead, unreadNotificationCount } from './notifications.service';
import { notificationRouteSchemas } from '../../../contracts/notifications/route-schemas';
import { notificationRoutes } from '../../../contracts/notifications/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** The caller's notifications (docs/api.md "Calls") and Settings → Notification. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, notificationRoutes, notificationRouteSchemas);
  const db = deps.database.db;

  serve.list(
    {
      config: { access: 'full-access' },
    },
    async (request) => listNotifications(db, (await requireUser(request)).id, request.query.page, request.query.per_page),
  );

  serve.unreadCount({ config: { access: 'full-access' } }, async (request) => ({
    count: await unreadNotificationCount(db, (await requireUser(request)).id),
  }));

  serve.markRead(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const user = await requireUser(request);
      await markNotificationsRead(db, user.id, request.body, deps.now());
      return { count: await unreadNotificationCount(db, user.id) };
    },
  );

  serve.delete({ config: { access: 'full-access' } }, async (request, reply) => {
    await deleteNotification(db, (await requireUser(request)).id, request.params.id);
    return reply.status(204).send();
  });

  serve.preferences(
    {
      config: { access: 'full-access' },
    },
    async (request) => getNotificationPreferences(db, (await requireUser(request)).id),
  );

  serve.savePreferences(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const user = await requireUser(request);
      await setEmailPreferences(db, user.id, request.body.email, deps.now());
      return getNotificationPreferences(db, user.id);
    },
  );
};
