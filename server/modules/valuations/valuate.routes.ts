import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateValuation } from '../../../contracts/valuations/estimate';
import { HOUR_MS, type ActionLimit } from '../../platform/http/action-limit';
import { valuationRouteSchemas } from '../../../contracts/valuations/route-schemas';
import { valuationRoutes } from '../../../contracts/valuations/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/**
 * The instant estimate costs a sensitivity table per call; the web works it out in the browser (contracts/) and never
 * calls this, so only an API client does: 60 an hour is one a minute, far more than a person types.
 */
export const VALUATE_CALLS: ActionLimit = { action: 'valuate', max: 60, windowMs: HOUR_MS, doing: 'asked for instant estimates' };

/** POST /valuations/valuate: the instant estimate, computed here from the inputs alone; nothing is stored. */
export const valuateRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = declaredRoutes(app, valuationRoutes, valuationRouteSchemas);
  serve.valuate(
    {
      config: { access: 'full-access', actionLimit: VALUATE_CALLS },
    },
    async (request) => estimateValuation(request.body),
  );
};
