import { declareRoutes } from '../common/route-map';
import type { dealRouteSchemas } from './route-schemas';

export const dealRoutes = declareRoutes<typeof dealRouteSchemas>()({
  stages: 'GET /deal-stages',
  createStage: 'POST /deal-stages',
  reorderStages: 'PUT /deal-stages/order',
  updateStage: 'PUT /deal-stages/:id',
  list: 'GET /deals',
  show: 'GET /deals/:id',
  move: 'PUT /deals/:id',
  setLikelihood: 'PUT /deals/:id/likelihood',
  recordClientNotice: 'PUT /deals/:id/client-notice',
  submitConflictList: 'PUT /deals/:id/conflict-list',
  answerConflictCheck: 'PUT /deals/:id/conflict-check',
  restartConflictCheck: 'DELETE /deals/:id/conflict-check',
  openDeals: 'GET /listings/:id/open-deals',
});
