import { declareRoutes } from '../route-map';
import type { documentRouteSchemas } from './route-schemas';

export const documentRoutes = declareRoutes<typeof documentRouteSchemas>()({
  show: 'GET /documents/:id',
  pdf: 'GET /documents/:id/pdf',
  sign: 'POST /documents/:id/sign',
  verify: 'POST /documents/verify',
  dealDocuments: 'GET /deals/:id/documents',
});
