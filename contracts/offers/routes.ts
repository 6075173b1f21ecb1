import { declareRoutes } from '../common/route-map';
import type { offerRouteSchemas } from './route-schemas';

export const offerRoutes = declareRoutes<typeof offerRouteSchemas>()({
  list: 'GET /deals/:id/offers',
  make: 'POST /deals/:id/offers',
  counter: 'POST /offers/:id/counter',
  answer: 'PUT /offers/:id',
  uploadPurchaseAgreement: 'POST /deals/:id/purchase-agreement',
  draftPurchaseAgreement: 'POST /deals/:id/purchase-agreement/draft',
});
