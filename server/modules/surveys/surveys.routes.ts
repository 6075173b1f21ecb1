import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { isSurveySubmitted, submissionsOf, submitSurvey } from './surveys.service';
import { surveyRouteSchemas } from '../../../contracts/surveys/route-schemas';
import { surveyRoutes } from '../../../contracts/surveys/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** The marketing surveys: whether the user answered one, and recording answers. */
export const surveysRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, surveyRoutes, surveyRouteSchemas);
  const db = deps.database.db;

  serve.submissionCheck(
    {
      config: { access: 'full-access' },
    },
    async (request) => ({ is_submitted: await isSurveySubmitted(db, (await requireUser(request)).id, request.query.form_id) }),
  );

  serve.submit(
    {
      config: { access: 'full-access' },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await submitSurvey({ config: deps.config, db }, user.id, request.body.form_id, request.body.answers));
    },
  );

  serve.memberSubmissions(
    {
      config: { access: 'admin' },
    },
    async (request) => submissionsOf({ config: deps.config, db }, request.params.id),
  );
};
