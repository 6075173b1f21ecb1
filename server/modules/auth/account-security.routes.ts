import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmedPasswordStatusSchema, ConfirmPasswordSchema, MessageSchema, UpdatePasswordSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { isPasswordConfirmed, refuseWhileImpersonating, requireUserSession } from './auth-guards';
import { confirmPassword, PASSWORD_CONFIRMED, PASSWORD_UPDATED, updatePassword } from './account-security.service';
import { rotateSession } from './session-rotation';

/** Changing the password and confirming it before sensitive settings (valid 3 hours in this session). */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    '/auth/user/password',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: "Change the password; the user's other sessions end",
        tags: ['auth'],
        body: UpdatePasswordSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request, reply) => {
      const session = await requireUserSession(request);
      refuseWhileImpersonating(session);
      await updatePassword(deps, session.user, session.id, request.body);
      await rotateSession(reply, session);
      return { message: PASSWORD_UPDATED };
    },
  );

  app.post(
    '/auth/user/confirm-password',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: 'Confirm the password for the next 3 hours of this session',
        tags: ['auth'],
        body: ConfirmPasswordSchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const session = await requireUserSession(request);
      await confirmPassword(deps, session.user, request.body.password);
      await deps.sessions.update(session.id, { data: { ...session.data, passwordConfirmedAt: deps.now().getTime() } });
      return reply.status(201).send({ message: PASSWORD_CONFIRMED });
    },
  );

  app.get(
    '/auth/user/confirmed-password-status',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: 'Whether the password was confirmed in this session within 3 hours',
        tags: ['auth'],
        response: { 200: ConfirmedPasswordStatusSchema },
      },
    },
    async (request) => ({ confirmed: isPasswordConfirmed(await requireUserSession(request), deps.now()) }),
  );
};
