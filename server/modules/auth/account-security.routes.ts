import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { isPasswordConfirmed, refuseWhileImpersonating, requireUserSession } from './auth-guards';
import { confirmPassword, PASSWORD_CONFIRMED, PASSWORD_UPDATED, updatePassword } from './account-security.service';
import { rotateSession } from './session-rotation';
import { authRouteSchemas } from '../../../contracts/auth/route-schemas';
import { authRoutes } from '../../../contracts/auth/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** Changing the password and confirming it before sensitive settings (valid 3 hours in this session). */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, authRoutes, authRouteSchemas);
  serve.updatePassword(
    {
      config: { access: 'onboarding' },
    },
    async (request, reply) => {
      const session = await requireUserSession(request);
      refuseWhileImpersonating(session);
      await updatePassword(deps, session.user, session.id, request.body);
      await rotateSession(reply, session);
      return { message: PASSWORD_UPDATED };
    },
  );

  serve.confirmPassword(
    {
      config: { access: 'onboarding' },
    },
    async (request, reply) => {
      const session = await requireUserSession(request);
      await confirmPassword(deps, session.user, request.body.password);
      await deps.sessions.update(session.id, { data: { ...session.data, passwordConfirmedAt: deps.now().getTime() } });
      return reply.status(201).send({ message: PASSWORD_CONFIRMED });
    },
  );

  serve.confirmedPasswordStatus(
    {
      config: { access: 'onboarding' },
    },
    async (request) => ({ confirmed: isPasswordConfirmed(await requireUserSession(request), deps.now()) }),
  );
};
