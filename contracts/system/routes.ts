import { declareRoutes } from '../common/route-map';
import type { systemRouteSchemas } from './route-schemas';

export const systemRoutes = declareRoutes<typeof systemRouteSchemas>()({
  health: 'GET /health',
  ready: 'GET /ready',
  config: 'GET /config',
  csrfCookie: 'GET /csrf-cookie',
});
