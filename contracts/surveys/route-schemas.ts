import { FormCheckQuerySchema, FormCheckResultSchema, FormSubmissionResultSchema, FormSubmissionSchema } from '../auth/auth';
import { IdParamsSchema } from '../common/common';
import { SurveySubmissionListSchema } from './surveys';
import type { RouteSchemas } from '../common/route-map';

/** The schemas of the surveys endpoints (paths in ./routes.ts). */
export const surveyRouteSchemas = {
  submissionCheck: {
    summary: 'Whether the user has submitted the form',
    tags: ['forms'],
    querystring: FormCheckQuerySchema,
    response: { 200: FormCheckResultSchema },
  },
  submit: {
    summary: 'Record answers to a configured survey',
    tags: ['forms'],
    body: FormSubmissionSchema,
    response: { 201: FormSubmissionResultSchema },
  },
  memberSubmissions: {
    summary: "A user's survey answers, newest first (staff)",
    tags: ['forms'],
    params: IdParamsSchema,
    response: { 200: SurveySubmissionListSchema },
  },
} satisfies RouteSchemas;
