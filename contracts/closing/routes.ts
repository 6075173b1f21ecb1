import { declareRoutes } from '../common/route-map';
import type { closingRouteSchemas } from './route-schemas';

export const closingRoutes = declareRoutes<typeof closingRouteSchemas>()({
  show: 'GET /deals/:id/closing',
  addItem: 'POST /deals/:id/closing/items',
  updateItem: 'PUT /deals/:id/closing/items/:itemId',
  removeItem: 'DELETE /deals/:id/closing/items/:itemId',
  uploadItemFiles: 'POST /deals/:id/closing/items/:itemId/files',
  downloadFile: 'GET /deals/:id/closing/files/:fileId',
  requests: 'GET /deals/:id/closing/requests',
  exportRequests: 'GET /deals/:id/closing/requests/export',
  ask: 'POST /deals/:id/closing/requests',
  answer: 'POST /deals/:id/closing/requests/:requestId/answer',
  setRequestStatus: 'PUT /deals/:id/closing/requests/:requestId/status',
  template: 'GET /closing-template',
  saveTemplate: 'PUT /closing-template',
});
