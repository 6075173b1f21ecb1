import { declareRoutes } from '../common/route-map';
import type { surveyRouteSchemas } from './route-schemas';

export const surveyRoutes = declareRoutes<typeof surveyRouteSchemas>()({
  submissionCheck: 'GET /form/submission/check',
  submit: 'POST /form/submissions',
  memberSubmissions: 'GET /users/:id/form-submissions',
});
