import { declareRoutes } from '../common/route-map';
import type { valuationRouteSchemas } from './route-schemas';

export const valuationRoutes = declareRoutes<typeof valuationRouteSchemas>()({
  valuate: 'POST /valuations/valuate',
  list: 'GET /valuations',
  create: 'POST /valuations',
  show: 'GET /valuations/:id',
  save: 'PUT /valuations/:id',
  report: 'GET /valuations/:id/report',
});
