import { declareRoutes } from '../common/route-map';
import type { marketRouteSchemas } from './route-schemas';

export const marketRoutes = declareRoutes<typeof marketRouteSchemas>()({
  show: 'GET /market',
  summary: 'GET /market/summary',
  trend: 'GET /market/trend',
  comparable: 'GET /market/comparable',
  cellDeals: 'GET /market/deals',
  exclude: 'PUT /market/exclusions/:id',
});
