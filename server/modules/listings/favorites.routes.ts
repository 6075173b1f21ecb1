import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { listListings } from './listings.query';
import { toggleFavorite } from './favorites.service';
import { favoriteRouteSchemas } from '../../../contracts/favorites/route-schemas';
import { favoriteRoutes } from '../../../contracts/favorites/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** The watch list (docs/api.md "Watch list and notifications"). */
export const favoritesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, favoriteRoutes, favoriteRouteSchemas);
  serve.list(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const query = { ...request.query, 'filter[owner]': undefined, 'filter[status]': 'active' as const };
      return listListings(deps.database, await requireUser(request), { query, favoritesOnly: true });
    },
  );

  serve.toggle(
    {
      config: { access: 'full-access' },
    },
    async (request) => ({ favorited: await toggleFavorite(deps, await requireUser(request), request.params.id) }),
  );
};
