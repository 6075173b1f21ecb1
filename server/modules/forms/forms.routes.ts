import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormCheckQuerySchema, FormCheckResultSchema, FormSubmissionResultSchema, FormSubmissionSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { isFormSubmitted, submissionsOf, submitForm } from './forms.service';
import { IdParamsSchema } from '../../../contracts/common';
import { SurveySubmissionListSchema } from '../../../contracts/surveys';

/** The marketing surveys: whether the user answered one, and recording answers. */
export const formsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get(
    '/form/submission/check',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Whether the user has submitted the form',
        tags: ['forms'],
        querystring: FormCheckQuerySchema,
        response: { 200: FormCheckResultSchema },
      },
    },
    async (request) => ({ is_submitted: await isFormSubmitted(db, (await requireUser(request)).id, request.query.form_id) }),
  );

  app.post(
    '/form/submissions',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Record answers to a configured survey',
        tags: ['forms'],
        body: FormSubmissionSchema,
        response: { 201: FormSubmissionResultSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await submitForm({ config: deps.config, db }, user.id, request.body.form_id, request.body.answers));
    },
  );

  app.get(
    '/users/:id/form-submissions',
    {
      config: { access: 'admin' },
      schema: {
        summary: "A user's survey answers, newest first (staff)",
        tags: ['forms'],
        params: IdParamsSchema,
        response: { 200: SurveySubmissionListSchema },
      },
    },
    async (request) => submissionsOf({ config: deps.config, db }, request.params.id),
  );
};
