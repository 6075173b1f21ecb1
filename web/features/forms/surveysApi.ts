/** GET /form/submission/check and POST /form/submissions for the built-in surveys. */
import { SURVEY_CONFIG_FIELDS, type SurveyKey } from '../../../contracts/survey-constants';
import { appConfig } from '../../app/config/appConfig';
import { api, type ApiClient } from '../../lib/api';

/** The configured form id of a survey (GET /api/config), or the default id when the configuration did not load. */
export function formIdOf(key: SurveyKey): string {
  const field = SURVEY_CONFIG_FIELDS[key];
  return appConfig()?.form_ids[field] ?? field.replace('_', '-');
}

export async function isSurveySubmitted(key: SurveyKey, client: ApiClient = api): Promise<boolean> {
  const { data } = await client.get<{ is_submitted: boolean }>('/form/submission/check', {
    params: { form_id: formIdOf(key) },
    silent: true,
  });
  return data.is_submitted;
}

export async function submitSurvey(key: SurveyKey, answers: Record<string, unknown>, client: ApiClient = api) {
  const { data } = await client.post<{ id: number; form_id: string; created_at: string }>('/form/submissions', {
    form_id: formIdOf(key),
    answers,
  });
  return data;
}
