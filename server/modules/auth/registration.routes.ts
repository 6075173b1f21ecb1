import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { toProfile } from '../users/profile';
import { requestPasswordReset, resetPassword, RESET_MESSAGES } from './password-reset.service';
import { registerUser } from './registration.service';
import { authRouteSchemas } from '../../../contracts/auth/route-schemas';
import { authRoutes } from '../../../contracts/auth/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** Registration and the forgotten-password flow: the routes a logged-out visitor uses besides login. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, authRoutes, authRouteSchemas);
  serve.register(
    {
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const user = await registerUser(deps, request.body);
      await reply.startSession({ userId: user.id });
      return reply.status(201).send(toProfile(user));
    },
  );

  serve.forgotPassword(
    {
      config: { access: 'visitor' },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return { message: RESET_MESSAGES.sent };
    },
  );

  serve.resetPassword(
    {
      config: { access: 'visitor' },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: RESET_MESSAGES.done };
    },
  );
};
