import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { tourStatusOf, saveTourStatus } from './tours.service';
import { tourRouteSchemas } from '../../../contracts/tours/route-schemas';
import { tourRoutes } from '../../../contracts/tours/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** GET and PUT /onboarding/status (docs/api.md "Calls"): the guided tours a user has completed and the one in progress. */
export const toursRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, tourRoutes, tourRouteSchemas);
  const db = deps.database.db;

  serve.status(
    {
      config: { access: 'full-access' },
    },
    async (request) => ({ onboarding_status: await tourStatusOf(db, (await requireUser(request)).id) }),
  );

  serve.saveStatus(
    {
      config: { access: 'full-access' },
    },
    async (request) => ({
      onboarding_status: await saveTourStatus(db, (await requireUser(request)).id, request.body.onboarding_status),
    }),
  );
};
