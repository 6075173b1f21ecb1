import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { HOUR_MS, type ActionLimit } from '../../platform/http/action-limit';
import { toProfile } from '../users/profile';
import { requireUserSession } from './auth-guards';
import { updateProfileInformation } from './profile-information.service';
import { rotateSession } from './session-rotation';
import { authRouteSchemas } from '../../../contracts/auth/route-schemas';
import { authRoutes } from '../../../contracts/auth/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/**
 * A profile save may store a new photo and e-mails a changed address a verification link (any address): a member saves
 * their profile a few times, so 30 an hour is never met by hand and no script mails strangers through us.
 */
export const PROFILE_UPDATES: ActionLimit = { action: 'profile-update', max: 30, windowMs: HOUR_MS, doing: 'saved your profile' };

/** Settings → Account and the marketplace terms: the profile update, which verifies a changed e-mail or phone again. */
export const profileInformationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, authRoutes, authRouteSchemas);
  serve.updateProfile(
    {
      config: { access: 'onboarding', actionLimit: PROFILE_UPDATES },
    },
    async (request, reply) => {
      const session = await requireUserSession(request);
      const { user, privilegeChanged } = await updateProfileInformation(deps, session, request.body);
      if (privilegeChanged) await rotateSession(reply, session);
      return toProfile(user);
    },
  );
};
