import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateValuation } from '../../../contracts/valuation-estimate';
import { ValuateInputSchema, ValuationEstimateSchema } from '../../../contracts/valuations';
import { HOUR_MS, type ActionLimit } from '../../platform/http/action-limit';

/**
 * The instant estimate costs a sensitivity table per call; the web works it out in the browser (contracts/) and never
 * calls this, so only an API client does: 60 an hour is one a minute, far more than a person types.
 */
export const VALUATE_CALLS: ActionLimit = { action: 'valuate', max: 60, windowMs: HOUR_MS, doing: 'asked for instant estimates' };

/** POST /valuations/valuate: the instant estimate, computed here from the inputs alone; nothing is stored. */
export const valuateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/valuations/valuate',
    {
      config: { access: 'full-access', actionLimit: VALUATE_CALLS },
      schema: {
        summary:
          'The instant estimate: low / mid / high with the method line by line, the pipeline and a sensitivity table (no record made)',
        tags: ['valuations'],
        body: ValuateInputSchema,
        response: { 200: ValuationEstimateSchema },
      },
    },
    async (request) => estimateValuation(request.body),
  );
};
