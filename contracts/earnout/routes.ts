import { declareRoutes } from '../common/route-map';
import type { earnoutRouteSchemas } from './route-schemas';

export const earnoutRoutes = declareRoutes<typeof earnoutRouteSchemas>()({
  show: 'GET /deals/:id/earnout',
  export: 'GET /deals/:id/earnout/export',
  history: 'GET /deals/:id/earnout/periods/:month',
  report: 'POST /deals/:id/earnout/periods/:month/report',
  correct: 'POST /deals/:id/earnout/periods/:month/correct',
  confirm: 'POST /deals/:id/earnout/periods/:month/confirm',
  dispute: 'POST /deals/:id/earnout/periods/:month/dispute',
  paid: 'POST /deals/:id/earnout/periods/:month/paid',
});
