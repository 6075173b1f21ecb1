/** GET /form/submission/check and POST /form/submissions for the built-in surveys. */
import { SURVEY_CONFIG_FIELDS, type SurveyKey } from '../../../contracts/surveys/constants';
import { appConfig } from '../../app/config/appConfig';
import { surveyRoutes } from '../../../contracts/surveys/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

/** The configured form id of a survey (GET /api/config), or the default id when the configuration did not load. */
export function formIdOf(key: SurveyKey): string {
  const field = SURVEY_CONFIG_FIELDS[key];
  return appConfig()?.form_ids[field] ?? field.replace('_', '-');
}

export async function isSurveySubmitted(key: SurveyKey, client: ApiClient = api): Promise<boolean> {
  return (await callApi(surveyRoutes.submissionCheck, { query: { form_id: formIdOf(key) }, silent: true, client })).is_submitted;
}

export async function submitSurvey(key: SurveyKey, answers: Record<string, unknown>, client: ApiClient = api) {
  return callApi(surveyRoutes.submit, { body: { form_id: formIdOf(key), answers }, client });
}
