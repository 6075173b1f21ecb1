import { declareRoutes } from '../common/route-map';
import type { favoriteRouteSchemas } from './route-schemas';

export const favoriteRoutes = declareRoutes<typeof favoriteRouteSchemas>()({
  list: 'GET /favorites',
  toggle: 'PUT /favorites/:id',
});
