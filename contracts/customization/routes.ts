import { declareRoutes } from '../common/route-map';
import type { customizationRouteSchemas } from './route-schemas';

export const customizationRoutes = declareRoutes<typeof customizationRouteSchemas>()({
  savePracticeAreas: 'POST /user/practice-areas',
  buyer: 'GET /user/buyer-customization',
  saveBuyer: 'PUT /user/buyer-customization',
  seller: 'GET /user/seller-customization',
  saveSeller: 'PUT /user/seller-customization',
});
