import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { SOCKET_ID_PATTERN, userChannel } from '../../platform/realtime/protocol';

/** What pusher-js posts (form-encoded by default, JSON when configured). */
export const BroadcastingAuthSchema = z.object({
  socket_id: z.string().regex(SOCKET_ID_PATTERN, 'The socket id is not valid.'),
  channel_name: z.string().min(1).max(200),
});

/** Channel authorisation for pusher-js: a user may listen on their own `private-user.{id}` and nothing else. */
export const broadcastingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/broadcasting/auth',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: "Signs a subscription to the caller's private channel private-user.{id}",
        tags: ['realtime'],
        body: BroadcastingAuthSchema,
        response: { 200: z.object({ auth: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (request.body.channel_name !== userChannel(user.id)) throw forbidden();
      return deps.realtime.authorize(request.body.socket_id, request.body.channel_name);
    },
  );
};
