import { declareRoutes } from '../common/route-map';
import type { impersonationRouteSchemas } from './route-schemas';

/** GETs, as the product has always called them (docs/api.md "Calls"). */
export const impersonationRoutes = declareRoutes<typeof impersonationRouteSchemas>()({
  take: 'GET /impersonate/take/:id',
  leave: 'GET /impersonate/leave',
  check: 'GET /impersonate/check',
});
