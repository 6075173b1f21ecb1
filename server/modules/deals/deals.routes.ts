import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpenDealListSchema } from '../../../contracts/deals';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { ListingParamsSchema } from '../listings/listing-route-schemas';
import { manageableListing } from '../listings/listings.service';
import { openDealsOfListing } from './deals.service';

const tags = ['deals'];

/** Deal routes. The pipeline screens (GET /deals, /deal-stages, stage and likelihood updates) come later. */
export const dealsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/listings/:id/open-deals',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "The listing's deals not yet closed, with their buyer (owner or staff): whom to name when disabling as sold here",
        tags,
        params: ListingParamsSchema,
        response: { 200: OpenDealListSchema },
      },
    },
    async (request) => {
      await manageableListing(deps, await requireUser(request), request.params.id);
      return { data: await openDealsOfListing(deps.database.db, request.params.id) };
    },
  );
};
