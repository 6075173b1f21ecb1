import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileInformationSchema, ProfileSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { IdParamsSchema, UploadedFileSchema } from '../../../contracts/common';
import { requireUser } from '../../platform/http/access';
import { requireUserSession } from '../auth/auth-guards';
import { rotateSession } from '../auth/session-rotation';
import { profileImageToken, toProfile } from './profile';
import { updateProfileInformation } from './profile.service';
import { findUserById } from './users.repository';

/** A form sent without choosing a file carries an empty value: no new image. */
const ProfileInformationBody = ProfileInformationSchema.extend({
  image: z.preprocess((value) => (value === '' || value === null ? undefined : value), UploadedFileSchema.optional()),
});

export interface UsersRoutesOptions {
  deps: AppDeps;
  /** Whether the viewer may see the user's identity outside staff and themselves (chats decide: an accepted match, a support chat). */
  maySeeIdentity: (viewerId: number, userId: number) => Promise<boolean>;
}

/** The logged-in user's profile, its update, and profile photos. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { deps, maySeeIdentity }) => {
  app.get(
    '/profile',
    { config: { access: 'onboarding' }, schema: { summary: "The logged-in user's profile", tags: ['users'], response: { 200: ProfileSchema } } },
    async (request) => toProfile((await requireUserSession(request)).user),
  );

  app.put(
    '/auth/user/profile-information',
    {
      config: { access: 'onboarding' },
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

  app.get(
    '/users/:id/image',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: "A user's profile photo, at the URL the profile or chat gives (`v` is its token)",
        description: 'Only the user, staff and people who may see who the user is (the other side of an accepted match, a support chat) get the photo; anyone else gets a 404 and shows the initials.',
        tags: ['users'],
        params: IdParamsSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const user = await findUserById(deps.database.db, request.params.id);
      if (!user?.imageKey || request.query.v !== profileImageToken(user.imageKey)) throw notFound();
      const allowed = viewer.id === user.id || viewer.role === 'admin' || (await maySeeIdentity(viewer.id, user.id));
      const stored = allowed ? await deps.storage.get(user.imageKey) : null;
      if (!stored) throw notFound();
      // The URL carries a version that changes with each upload, so the photo can be cached.
      return reply.type(stored.contentType).header('Cache-Control', 'private, max-age=86400').header('Content-Length', stored.size).send(stored.body);
    },
  );
};
