import { declareRoutes } from '../common/route-map';
import type { adminUserRouteSchemas } from './route-schemas';

export const adminUserRoutes = declareRoutes<typeof adminUserRouteSchemas>()({
  list: 'GET /users',
  show: 'GET /users/:id',
  setActive: 'PUT /users/:id',
  remove: 'DELETE /users/:id',
});
