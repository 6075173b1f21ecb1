import { IdParamsSchema } from '../common/common';
import { FavoriteToggleSchema, ListingListSchema } from '../listings/responses';
import { ListingsQuerySchema } from '../listings/listings';
import type { RouteSchemas } from '../common/route-map';

const tags = ['favorites'];

/** The schemas of the favorites endpoints (paths in ./routes.ts). */
export const favoriteRouteSchemas = {
  list: {
    summary: 'The watch list: starred listings that are still active',
    tags,
    querystring: ListingsQuerySchema,
    response: { 200: ListingListSchema },
  },
  toggle: {
    summary: 'Star or unstar a listing',
    tags,
    params: IdParamsSchema,
    response: { 200: FavoriteToggleSchema },
  },
} satisfies RouteSchemas;
