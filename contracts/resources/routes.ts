import { declareRoutes } from '../common/route-map';
import type { resourceRouteSchemas } from './route-schemas';

export const resourceRoutes = declareRoutes<typeof resourceRouteSchemas>()({
  list: 'GET /resources',
  show: 'GET /resources/:id',
  file: 'GET /resources/:id/file',
  create: 'POST /resources',
  reorder: 'POST /resources/update-orders',
  update: 'PUT /resources/:id',
  remove: 'DELETE /resources/:id',
});
