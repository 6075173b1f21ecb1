import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileInformationSchema, ProfileSchema } from '../../../contracts/auth';
import { UploadedFileSchema } from '../../../contracts/common';
import type { AppDeps } from '../../platform/deps';
import { HOUR_MS, type ActionLimit } from '../../platform/http/action-limit';
import { toProfile } from '../users/profile';
import { requireUserSession } from './auth-guards';
import { updateProfileInformation } from './profile-information.service';
import { rotateSession } from './session-rotation';

/**
 * A profile save may store a new photo and e-mails a changed address a verification link (any address): a member saves
 * their profile a few times, so 30 an hour is never met by hand and no script mails strangers through us.
 */
export const PROFILE_UPDATES: ActionLimit = { action: 'profile-update', max: 30, windowMs: HOUR_MS, doing: 'saved your profile' };

/** A form sent without choosing a file carries an empty value: no new image. */
const ProfileInformationBody = ProfileInformationSchema.extend({
  image: z.preprocess((value) => (value === '' || value === null ? undefined : value), UploadedFileSchema.optional()),
});

/** Settings → Account and the marketplace terms: the profile update, which verifies a changed e-mail or phone again. */
export const profileInformationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    '/auth/user/profile-information',
    {
      config: { access: 'onboarding', actionLimit: PROFILE_UPDATES },
      schema: {
        summary: 'Update the profile (form-encoded, JSON, or multipart with `image`)',
        description:
          'A changed e-mail or phone is unverified again and gets a new verification. Changing user_type or has_accepted_terms rotates the session id. `image`: PNG, JPEG or WebP, at most 5 MB.',
        tags: ['users'],
        body: ProfileInformationBody,
        response: { 200: ProfileSchema },
      },
    },
    async (request, reply) => {
      const session = await requireUserSession(request);
      const { user, privilegeChanged } = await updateProfileInformation(deps, session, request.body);
      if (privilegeChanged) await rotateSession(reply, session);
      return toProfile(user);
    },
  );
};
