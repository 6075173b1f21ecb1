import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { toProfile } from './profile';
import { findUserById } from './users.repository';

/** The logged-in user's profile and profile photos (its update is auth's: a changed contact is verified again). */
export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/profile',
    { config: { access: 'onboarding' }, schema: { summary: "The logged-in user's profile", tags: ['users'], response: { 200: ProfileSchema } } },
    async (request) => toProfile(await requireUser(request)),
  );

  app.get(
    '/users/:id/image',
    {
      config: { access: 'onboarding' },
      schema: { summary: "A user's profile photo (any logged-in user may see it)", tags: ['users'], params: z.object({ id: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const user = await findUserById(deps.database.db, request.params.id);
      const stored = user?.imageKey ? await deps.storage.get(user.imageKey) : null;
      if (!stored) throw notFound();
      // The URL carries a version that changes with each upload, so the photo can be cached.
      return reply.type(stored.contentType).header('Cache-Control', 'private, max-age=86400').header('Content-Length', stored.size).send(stored.body);
    },
  );
};
