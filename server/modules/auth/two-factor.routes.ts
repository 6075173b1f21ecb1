import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { authRouteSchemas } from '../../../contracts/auth/route-schemas';
import { authRoutes } from '../../../contracts/auth/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** Two-factor settings: each needs a confirmed password, and none is open to staff acting as the user. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, authRoutes, authRouteSchemas);
  async function settingsSession(request: Parameters<typeof requireUserSession>[0]): Promise<UserSession> {
    const session = await requireUserSession(request);
    refuseWhileImpersonating(session);
    requireConfirmedPassword(session, deps.now());
    return session;
  }

  serve.enableTwoFactor(
    {
      config: { access: 'onboarding' },
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

  serve.twoFactorCode(
    {
      config: { access: 'onboarding' },
    },
    async (request) => twoFactorQrCode((await settingsSession(request)).user),
  );

  serve.disableTwoFactor(
    {
      config: { access: 'onboarding' },
    },
    async (request) => {
      await disableTwoFactor(deps, (await settingsSession(request)).user);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  serve.recoveryCodes(
    {
      // Showing the codes issues a new set: only the app itself may ask (same origin, anti-forgery header).
      config: { access: 'onboarding', sideEffect: 'app' },
    },
    async (request) => regenerateRecoveryCodes(deps, (await settingsSession(request)).user),
  );

  serve.regenerateRecoveryCodes(
    {
      config: { access: 'onboarding' },
    },
    async (request) => regenerateRecoveryCodes(deps, (await settingsSession(request)).user),
  );
};
