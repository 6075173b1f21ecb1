import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_MESSAGES, UnsubscribeQuerySchema } from '../../../contracts/notifications';
import type { AppDeps } from '../../platform/deps';
import { unsubscribe } from './unsubscribe.service';

const tags = ['notifications'];

/** The e-mail's signed unsubscribe link: GET from a click, POST from a mail client's one-click button (RFC 8058). */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/notifications/unsubscribe',
    {
      config: { access: 'visitor', sideEffect: 'signed-link' },
      schema: {
        summary: "Turns that event's e-mails off, then redirects to /unsubscribe-success",
        tags,
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      await unsubscribe(deps, request.query);
      return reply.redirect('/unsubscribe-success', 302);
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      // Mail clients post without cookies or a token; the HMAC signature is the authorisation.
      config: { access: 'visitor', csrf: false },
      schema: { summary: 'One-click unsubscribe (List-Unsubscribe-Post)', tags, querystring: UnsubscribeQuerySchema },
    },
    async (request) => {
      await unsubscribe(deps, request.query);
      return { message: NOTIFICATION_MESSAGES.unsubscribed };
    },
  );
};
