import { declareRoutes } from '../common/route-map';
import type { documentRouteSchemas, ndaRouteSchemas } from './route-schemas';

export const documentRoutes = declareRoutes<typeof documentRouteSchemas>()({
  show: 'GET /documents/:id',
  pdf: 'GET /documents/:id/pdf',
  sign: 'POST /documents/:id/sign',
  verify: 'POST /documents/verify',
  dealDocuments: 'GET /deals/:id/documents',
});

export const ndaRoutes = declareRoutes<typeof ndaRouteSchemas>()({
  listingNda: 'GET /listings/:id/nda',
  signListingNda: 'POST /listings/:id/nda',
  saveNdaClauses: 'PUT /listings/:id/nda',
  listingNdas: 'GET /listings/:id/ndas',
});
