import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { checkCredentials, hasTwoFactor } from './login.service';
import { passTwoFactorChallenge, pendingChallengeData } from './two-factor-challenge.service';
import { authRouteSchemas } from '../../../contracts/auth/route-schemas';
import { authRoutes } from '../../../contracts/auth/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** Login (password, then the two-factor challenge when enabled) and logout. Each login gets a new session id. */
export const loginRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, authRoutes, authRouteSchemas);
  serve.login(
    {
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const { user, clearLimitKey } = await checkCredentials(deps, request.body, request.ip);
      const remember = request.body.remember ?? false;
      if (hasTwoFactor(user)) {
        await reply.startSession({ data: pendingChallengeData(user, remember, deps.now()) }, { clearLimitKey });
        return { two_factor: true };
      }
      await reply.startSession({ userId: user.id, user, data: { remember } }, { clearLimitKey });
      return { two_factor: false };
    },
  );

  serve.twoFactorChallenge(
    {
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const session = await request.session();
      const { user, remember } = await passTwoFactorChallenge(deps, session?.data ?? {}, request.body);
      await reply.startSession({ userId: user.id, user, data: { remember } });
      return reply.status(204).send();
    },
  );

  serve.logout({ config: { access: 'visitor' } }, async (_request, reply) => {
    await reply.endSession();
    return reply.status(204).send();
  });
};
