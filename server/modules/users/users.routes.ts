import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { IdParamsSchema } from '../../../contracts/common';
import { requireUser } from '../../platform/http/access';
import { profileImageToken, toProfile } from './profile';
import { findUserById } from './users.repository';

export interface UsersRoutesOptions {
  deps: AppDeps;
  /** Whether the viewer may see the user's identity outside staff and themselves (chats decide: an accepted match, a support chat). */
  maySeeIdentity: (viewerId: number, userId: number) => Promise<boolean>;
}

/** The logged-in user's profile and profile photos (its update is auth's: a changed contact is verified again). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { deps, maySeeIdentity }) => {
  app.get(
    '/profile',
    {
      config: { access: 'onboarding' },
      schema: { summary: "The logged-in user's profile", tags: ['users'], response: { 200: ProfileSchema } },
    },
    async (request) => toProfile(await requireUser(request)),
  );

  app.get(
    '/users/:id/image',
    {
      config: { access: 'onboarding' },
      schema: {
        summary: "A user's profile photo, at the URL the profile or chat gives (`v` is its token)",
        description:
          'Only the user, staff and people who may see who the user is (the other side of an accepted match, a support chat) get the photo; anyone else gets a 404 and shows the initials.',
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
      return reply
        .type(stored.contentType)
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Length', stored.size)
        .send(stored.body);
    },
  );
};
