import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, EMAIL_LINK_INVALID_QUERY } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { HOUR_MS, type ActionLimit } from '../../platform/http/action-limit';
import { unprocessable } from '../../platform/errors';
import { refuseWhileImpersonating, requireUserSession } from './auth-guards';
import { sendVerificationEmail, verifyEmailLink } from './email-verification';
import { PHONE_MESSAGES, sendPhoneCode, takeSmsAllowance, verifyPhoneCode } from './phone-verification.service';
import { updateUnverifiedContact } from './unverified-contact.service';
import { authRouteSchemas } from '../../../contracts/auth/route-schemas';
import { authRoutes } from '../../../contracts/auth/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

export const EMAIL_MESSAGES = {
  alreadyVerified: 'Your e-mail address is already verified.',
  sent: 'A new verification link has been sent to your e-mail address.',
} as const;

/** Contact verification (the /verification screen): the e-mailed link, the SMS code, and correcting a wrong contact. */
/**
 * Correcting an unverified e-mail sends a verification link to the new address (the phone has its own SMS allowance):
 * a member fixes a typo once or twice, so 10 an hour is never met by hand and no script mails strangers through us.
 */
export const CONTACT_CORRECTIONS: ActionLimit = {
  action: 'contact-correction',
  max: 10,
  windowMs: HOUR_MS,
  doing: 'changed your contact details',
};

export const verificationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, authRoutes, authRouteSchemas);
  serve.verifyEmail(
    {
      config: { access: 'visitor', sideEffect: 'signed-link' },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const valid =
        Number.isSafeInteger(id) &&
        id > 0 &&
        (await verifyEmailLink(deps, {
          id,
          hash: request.params.hash,
          expires: request.query.expires,
          signature: request.query.signature,
        }));
      return reply.redirect(valid ? '/verification' : `/verification?${EMAIL_LINK_INVALID_QUERY}`, 302);
    },
  );

  serve.resendEmailVerification(
    {
      config: { access: 'onboarding' },
    },
    async (request) => {
      const { user } = await requireUserSession(request);
      if (user.emailVerifiedAt) return { message: EMAIL_MESSAGES.alreadyVerified };
      await deps.limiter.consume(`verification-mail:${user.id}`, 6, 60 * 1000);
      await sendVerificationEmail(deps, user);
      return { message: EMAIL_MESSAGES.sent };
    },
  );

  serve.sendPhoneCode(
    {
      config: { access: 'onboarding' },
    },
    async (request) => {
      const { user } = await requireUserSession(request);
      if (user.phoneVerifiedAt) throw unprocessable(PHONE_MESSAGES.alreadyVerified);
      await takeSmsAllowance(deps, user.id, 'enforce');
      await sendPhoneCode(deps, user);
      return { message: AUTH_MESSAGES.phoneCodeSent };
    },
  );

  serve.verifyPhoneCode(
    {
      config: { access: 'onboarding' },
    },
    async (request) => {
      const { user } = await requireUserSession(request);
      await verifyPhoneCode(deps, user, request.body.code);
      return { message: PHONE_MESSAGES.verified };
    },
  );

  serve.updateUnverifiedContact(
    {
      config: { access: 'onboarding', actionLimit: CONTACT_CORRECTIONS },
    },
    async (request) => {
      const session = await requireUserSession(request);
      refuseWhileImpersonating(session);
      return { message: await updateUnverifiedContact(deps, session.user, request.body) };
    },
  );
};
