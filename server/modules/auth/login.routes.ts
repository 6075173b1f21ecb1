import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginResultSchema, LoginSchema, TwoFactorChallengeSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { checkCredentials, hasTwoFactor } from './login.service';
import { passTwoFactorChallenge, pendingChallengeData } from './two-factor-challenge.service';

/** Login (password, then the two-factor challenge when enabled) and logout. Each login gets a new session id. */
export const loginRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'visitor' },
      schema: {
        summary: 'Log in; 5 attempts a minute per e-mail + IP',
        description: '`{ two_factor: true }` means a two-factor challenge is pending in this session (POST /auth/two-factor-challenge).',
        tags: ['auth'],
        body: LoginSchema,
        response: { 200: LoginResultSchema },
      },
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

  app.post(
    '/auth/two-factor-challenge',
    {
      config: { access: 'visitor' },
      schema: {
        summary: 'Second login step: an authenticator code or a recovery code; 5 tries a minute',
        tags: ['auth'],
        body: TwoFactorChallengeSchema,
      },
    },
    async (request, reply) => {
      const session = await request.session();
      const { user, remember } = await passTwoFactorChallenge(deps, session?.data ?? {}, request.body);
      await reply.startSession({ userId: user.id, user, data: { remember } });
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/logout',
    { config: { access: 'visitor' }, schema: { summary: 'Log out (ends this session)', tags: ['auth'] } },
    async (_request, reply) => {
      await reply.endSession();
      return reply.status(204).send();
    },
  );
};
