import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingsQuerySchema } from '../../../contracts/listings';
import { FavoriteToggleSchema, ListingListSchema } from '../../../contracts/listing-responses';
import { IdParamsSchema } from '../../../contracts/common';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { listListings } from './listings.query';
import { toggleFavorite } from './favorites.service';

const tags = ['favorites'];

/** The watch list (API.md "Watch list and notifications"). */
export const favoritesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/favorites',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'The watch list: starred listings that are still active',
        tags,
        querystring: ListingsQuerySchema,
        response: { 200: ListingListSchema },
      },
    },
    async (request) => {
      const query = { ...request.query, 'filter[owner]': undefined, 'filter[status]': 'active' as const };
      return listListings(deps.database, await requireUser(request), { query, favoritesOnly: true });
    },
  );

  app.put(
    '/favorites/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Star or unstar a listing',
        tags,
        params: IdParamsSchema,
        response: { 200: FavoriteToggleSchema },
      },
    },
    async (request) => ({ favorited: await toggleFavorite(deps, await requireUser(request), request.params.id) }),
  );
};
