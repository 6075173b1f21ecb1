import { declareRoutes } from '../common/route-map';
import type { clientNoticeRouteSchemas } from './route-schemas';

export const clientNoticeRoutes = declareRoutes<typeof clientNoticeRouteSchemas>()({
  list: 'GET /deals/:id/clients',
  upload: 'PUT /deals/:id/clients',
  saveLetter: 'PUT /deals/:id/clients/letter',
  letters: 'GET /deals/:id/clients/letters',
  send: 'POST /deals/:id/clients/send',
  markUnreachable: 'PUT /deals/:id/clients/:clientId/unreachable',
  recordCourtOrder: 'POST /deals/:id/clients/:clientId/court-order',
  courtOrderFile: 'GET /deals/:id/clients/:clientId/court-order',
  responsePage: 'GET /client-notices/:token',
  respond: 'POST /client-notices/:token',
  rules: 'GET /admin/client-notice-rules',
  saveRule: 'PUT /admin/client-notice-rules/:state',
});
