import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRouteSchemas } from '../../../contracts/users/route-schemas';
import { userRoutes } from '../../../contracts/users/routes';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { profileImageToken, toProfile } from './profile';
import { findUserById } from './users.repository';

export interface UsersRoutesOptions {
  deps: AppDeps;
  /** Whether the viewer may see the user's identity outside staff and themselves (chats decide: an accepted match, a support chat). */
  maySeeIdentity: (viewerId: number, userId: number) => Promise<boolean>;
}

/** The logged-in user's profile and profile photos (its update is auth's: a changed contact is verified again). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { deps, maySeeIdentity }) => {
  const serve = declaredRoutes(app, userRoutes, userRouteSchemas);

  serve.profile({ config: { access: 'onboarding' } }, async (request) => toProfile(await requireUser(request)));

  serve.image({ config: { access: 'onboarding' } }, async (request, reply) => {
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
  });
};
