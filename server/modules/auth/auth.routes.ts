import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { accountSecurityRoutes } from './account-security.routes';
import { loginRoutes } from './login.routes';
import { profileInformationRoutes } from './profile-information.routes';
import { registrationRoutes } from './registration.routes';
import { twoFactorRoutes } from './two-factor.routes';
import { verificationRoutes } from './verification.routes';

/** Every /auth route: login, registration and recovery, contact verification, password and two-factor settings, the profile update. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(loginRoutes, { deps });
  await app.register(registrationRoutes, { deps });
  await app.register(verificationRoutes, { deps });
  await app.register(accountSecurityRoutes, { deps });
  await app.register(twoFactorRoutes, { deps });
  await app.register(profileInformationRoutes, { deps });
};
