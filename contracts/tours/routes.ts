import { declareRoutes } from '../common/route-map';
import type { tourRouteSchemas } from './route-schemas';

export const tourRoutes = declareRoutes<typeof tourRouteSchemas>()({
  status: 'GET /onboarding/status',
  saveStatus: 'PUT /onboarding/status',
});
