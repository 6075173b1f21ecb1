import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForgotPasswordSchema, MessageSchema, ProfileSchema, RegisterSchema, ResetPasswordSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { toProfile } from '../users/profile';
import { requestPasswordReset, resetPassword, RESET_MESSAGES } from './password-reset.service';
import { registerUser } from './registration.service';

/** Registration and the forgotten-password flow: the routes a logged-out visitor uses besides login. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/register',
    {
      config: { access: 'visitor' },
      schema: {
        summary: 'Create an account; logged in at once, a verification e-mail is sent',
        tags: ['auth'],
        body: RegisterSchema,
        response: { 201: ProfileSchema },
      },
    },
    async (request, reply) => {
      const user = await registerUser(deps, request.body);
      await reply.startSession({ userId: user.id });
      return reply.status(201).send(toProfile(user));
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'visitor' },
      schema: {
        summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
        tags: ['auth'],
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return { message: RESET_MESSAGES.sent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'visitor' },
      schema: {
        summary: 'Set a new password with the e-mailed token (single use, 60 minutes)',
        tags: ['auth'],
        body: ResetPasswordSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: RESET_MESSAGES.done };
    },
  );
};
