import { declareRoutes } from '../common/route-map';
import type { verificationRouteSchemas } from './route-schemas';

export const verificationRoutes = declareRoutes<typeof verificationRouteSchemas>()({
  list: 'GET /verifications',
  submit: 'POST /verifications',
  grantLevel: 'POST /verifications/assign',
  removeLevel: 'DELETE /verifications/remove',
  assignReviewer: 'PUT /verifications/:id/reviewer',
  show: 'GET /verifications/:id',
  decide: 'PUT /verifications/:id',
  document: 'GET /verifications/:id/documents/:documentId',
});
