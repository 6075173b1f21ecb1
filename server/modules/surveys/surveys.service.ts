import { and, asc, desc, eq } from 'drizzle-orm';
import { SURVEYS, SURVEY_KEYS, surveyAnswersSchema, type SurveyKey } from '../../../contracts/surveys/surveys';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { validationError } from '../../platform/errors';
import { setUserFields } from '../users/users.repository';
import { formSubmissions } from './surveys.table';

export const SURVEY_MESSAGES = { unknownForm: 'The selected form is invalid.' } as const;

export async function isSurveySubmitted(db: Db, userId: number, formId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.userId, userId), eq(formSubmissions.formId, formId)))
    .limit(1);
  return Boolean(row);
}

/** Records one submission of a configured survey and marks the user as having completed a survey. */
/** The built-in survey a configured form id names. */
export const surveyOf = (config: Config, formId: string): SurveyKey | undefined =>
  SURVEY_KEYS.find((key) => config.formIds[key] === formId);

export async function submitSurvey(deps: { config: Config; db: Db }, userId: number, formId: string, answers: Record<string, unknown>) {
  const key = surveyOf(deps.config, formId);
  if (!key) throw validationError({ form_id: [SURVEY_MESSAGES.unknownForm] });
  const parsed = surveyAnswersSchema(SURVEYS[key]).safeParse(answers);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? `answers.${String(issue.path[0])}` : 'answers';
      const unanswered = issue.path.length > 0 && (answers[String(issue.path[0])] === undefined || answers[String(issue.path[0])] === null);
      const message = unanswered
        ? 'Please answer this question.'
        : issue.code === 'unrecognized_keys'
          ? 'Answer only the questions asked.'
          : issue.message;
      (errors[field] ??= []).push(message);
    }
    throw validationError(errors);
  }
  answers = parsed.data as Record<string, unknown>;
  const [row] = await deps.db.insert(formSubmissions).values({ userId, formId, answers }).returning();
  await setUserFields(deps.db, userId, { completedSurvey: true, updatedAt: new Date() });
  return { id: row!.id, form_id: row!.formId, created_at: row!.createdAt.toISOString() };
}

/** A user's survey answers for staff, newest first, each question with its wording. */
export async function submissionsOf(deps: { config: Config; db: Db }, userId: number) {
  const rows = await deps.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.userId, userId))
    .orderBy(desc(formSubmissions.createdAt), asc(formSubmissions.id));
  return {
    data: rows.map((row) => {
      const key = surveyOf(deps.config, row.formId);
      const survey = key ? SURVEYS[key] : undefined;
      return {
        id: row.id,
        form_id: row.formId,
        title: survey?.title ?? row.formId,
        created_at: row.createdAt.toISOString(),
        answers: (survey?.questions ?? [])
          .filter((question) => row.answers[question.key] !== undefined)
          .map((question) => ({
            question: question.label,
            answer: ([] as unknown[]).concat(row.answers[question.key]).map(String).join(', '),
          })),
      };
    }),
  };
}
