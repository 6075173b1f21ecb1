import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EnableTwoFactorResultSchema,
  EnableTwoFactorSchema,
  MessageSchema,
  RecoveryCodesSchema,
  TwoFactorQrCodeSchema,
} from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { refuseWhileImpersonating, requireConfirmedPassword, requireUserSession, type UserSession } from './auth-guards';
import { hasTwoFactor } from './login.service';
import { rotateSession } from './session-rotation';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  TWO_FACTOR_MESSAGES,
  twoFactorQrCode,
} from './two-factor.service';

/** Two-factor settings: each needs a confirmed password, and none is open to staff acting as the user. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  async function settingsSession(request: Parameters<typeof requireUserSession>[0]): Promise<UserSession> {
    const session = await requireUserSession(request);
    refuseWhileImpersonating(session);
    requireConfirmedPassword(session, deps.now());
    return session;
  }

  app.post(
    '/auth/user/two-factor-authentication',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: 'Without code: a new pending secret. With code: confirm it and enable two-factor authentication',
        tags: ['two-factor'],
        body: EnableTwoFactorSchema.nullish(),
        response: { 200: EnableTwoFactorResultSchema },
      },
    },
    async (request, reply) => {
      const session = await settingsSession(request);
      const code = request.body?.code;
      if (!code) {
        const user = await startTwoFactorSetup(deps, session.user);
        return { message: TWO_FACTOR_MESSAGES.setupStarted, two_factor_enabled: hasTwoFactor(user), ...(await twoFactorQrCode(user)) };
      }
      const recoveryCodes = await confirmTwoFactorSetup(deps, session.user, code);
      await rotateSession(reply, session);
      return { message: TWO_FACTOR_MESSAGES.enabled, two_factor_enabled: true, recovery_codes: recoveryCodes };
    },
  );

  app.get(
    '/auth/two-factor-generate-code',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: 'QR code (SVG) and otpauth:// URL of the pending, else the active, secret',
        tags: ['two-factor'],
        response: { 200: TwoFactorQrCodeSchema },
      },
    },
    async (request) => twoFactorQrCode((await settingsSession(request)).user),
  );

  app.delete(
    '/auth/two-factor-authentication',
    {
      config: { access: 'onboarding' },
      schema: { summary: 'Disable two-factor authentication', tags: ['two-factor'], response: { 200: MessageSchema } },
    },
    async (request) => {
      await disableTwoFactor(deps, (await settingsSession(request)).user);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  app.get(
    '/auth/user/two-factor-recovery-codes',
    {
      // Showing the codes issues a new set: only the app itself may ask (same origin, anti-forgery header).
      config: { access: 'onboarding', sideEffect: 'app' },
      schema: {
        summary: '8 recovery codes (xxxxx-xxxxx, each single use)',
        description: 'Codes are stored hashed, so showing them issues a new set; the previous set stops working.',
        tags: ['two-factor'],
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => regenerateRecoveryCodes(deps, (await settingsSession(request)).user),
  );

  app.post(
    '/auth/user/two-factor-recovery-codes',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: 'Issue 8 new recovery codes; the previous ones stop working',
        tags: ['two-factor'],
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => regenerateRecoveryCodes(deps, (await settingsSession(request)).user),
  );
};
