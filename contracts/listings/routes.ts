import { declareRoutes } from '../common/route-map';
import type { listingRouteSchemas } from './route-schemas';

export const listingRoutes = declareRoutes<typeof listingRouteSchemas>()({
  browse: 'GET /listings',
  byStatus: 'GET /listings/status/:status',
  show: 'GET /listings/:id',
  create: 'POST /listings',
  save: 'PUT /listings/:id',
  submit: 'PUT /listings/:id/submit',
  enable: 'PUT /listings/enable/:id',
  disable: 'PUT /listings/disable/:id',
  feedback: 'PUT /listings/feedback/:id',
  delete: 'DELETE /listings/:id',
  stats: 'GET /listings/:id/stats',
});
