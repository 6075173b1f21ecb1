import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateValuation } from '../../../contracts/valuation-estimate';
import { ValuateInputSchema, ValuationEstimateSchema } from '../../../contracts/valuations';

/** POST /valuations/valuate: the instant estimate, computed here from the inputs alone; nothing is stored. */
export const valuateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/valuations/valuate',
    {
      config: { access: 'full-access' },
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
