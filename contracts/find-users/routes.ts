import { declareRoutes } from '../common/route-map';
import type { findUsersRouteSchemas } from './route-schemas';

export const findUsersRoutes = declareRoutes<typeof findUsersRouteSchemas>()({
  directory: 'GET /find-users',
  memberListings: 'GET /find-users/:unique_id/listings',
  introductions: 'GET /introductions',
  requestIntroduction: 'POST /introductions',
  answerIntroduction: 'PUT /introductions/:id',
});
