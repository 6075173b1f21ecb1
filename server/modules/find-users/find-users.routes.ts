import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import { contactListings, findUsers } from './find-users.service';
import { listIntroductions } from './introductions.query';
import { answerIntroduction, sendIntroduction } from './introductions.service';
import { findUsersRouteSchemas } from '../../../contracts/find-users/route-schemas';
import { findUsersRoutes as routes } from '../../../contracts/find-users/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/**
 * Each introduction request notifies (and may e-mail) another member: 20 a day is more than anyone contacts by hand
 * and keeps the directory from being used to spam the other group.
 */
export const INTRODUCTION_REQUESTS: ActionLimit = {
  action: 'introduction',
  max: 20,
  windowMs: DAY_MS,
  doing: 'sent introduction requests',
};

/** Find a Seller / Find a Buyer (docs/api.md "Calls" GET /find-users) and the introduction requests its "Contact" sends. */
export const findUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, routes, findUsersRouteSchemas);
  const db = deps.database.db;

  serve.directory(
    {
      config: { access: 'full-access' },
    },
    async (request) => findUsers(db, await requireUser(request), request.query),
  );

  serve.memberListings(
    {
      config: { access: 'full-access' },
    },
    async (request) => ({ data: await contactListings(db, await requireUser(request), request.params.unique_id) }),
  );

  serve.introductions(
    {
      config: { access: 'full-access' },
    },
    async (request) => ({ data: await listIntroductions(deps, await requireUser(request)) }),
  );

  serve.requestIntroduction(
    {
      config: { access: 'full-access', actionLimit: INTRODUCTION_REQUESTS },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { row, created } = await sendIntroduction(deps, user, request.body);
      const shown = (await listIntroductions(deps, user)).find((intro) => intro.id === row.id)!;
      return reply.status(created ? 201 : 200).send(shown);
    },
  );

  serve.answerIntroduction(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const user = await requireUser(request);
      await answerIntroduction(deps, user, request.params.id, request.body.status);
      return (await listIntroductions(deps, user)).find((intro) => intro.id === request.params.id)!;
    },
  );
};
