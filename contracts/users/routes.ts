import { declareRoutes } from '../common/route-map';
import type { userRouteSchemas } from './route-schemas';

export const userRoutes = declareRoutes<typeof userRouteSchemas>()({
  profile: 'GET /profile',
  image: 'GET /users/:id/image',
});
