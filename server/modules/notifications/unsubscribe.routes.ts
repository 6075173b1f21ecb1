import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_MESSAGES } from '../../../contracts/notifications/notifications';
import type { AppDeps } from '../../platform/deps';
import { unsubscribe } from './unsubscribe.service';
import { notificationRouteSchemas } from '../../../contracts/notifications/route-schemas';
import { notificationRoutes } from '../../../contracts/notifications/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** The e-mail's signed unsubscribe link: GET from a click, POST from a mail client's one-click button (RFC 8058). */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, notificationRoutes, notificationRouteSchemas);
  serve.unsubscribe(
    {
      config: { access: 'visitor', sideEffect: 'signed-link' },
    },
    async (request, reply) => {
      await unsubscribe(deps, request.query);
      return reply.redirect('/unsubscribe-success', 302);
    },
  );

  serve.unsubscribeOneClick(
    {
      // Mail clients post without cookies or a token; the HMAC signature is the authorisation.
      config: { access: 'visitor', csrf: false },
    },
    async (request) => {
      await unsubscribe(deps, request.query);
      return { message: NOTIFICATION_MESSAGES.unsubscribed };
    },
  );
};
