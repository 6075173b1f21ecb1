/** The surveys' schemas: the answers to one survey, and the staff's list of a user's submissions (constants.ts). */
import { z } from 'zod';
import { SURVEY_TEXT_MAX, type Survey } from './constants';

export * from './constants';

/** The answers to one survey: each choice from its options, each required question answered, nothing else. */
export function surveyAnswersSchema(survey: Survey) {
  const shape: Record<string, z.ZodType> = {};
  for (const question of survey.questions) {
    const options = (question.options ?? []) as [string, ...string[]];
    let field: z.ZodType =
      question.kind === 'text'
        ? z.string().trim().max(SURVEY_TEXT_MAX, `At most ${SURVEY_TEXT_MAX} characters.`)
        : question.kind === 'choice'
          ? z.enum(options, { error: 'Choose one of the answers.' })
          : z
              .array(z.enum(options, { error: 'Choose from the answers given.' }), { error: 'Choose at least one answer.' })
              .min(question.required ? 1 : 0, 'Choose at least one answer.');
    if (!question.required) field = field.optional();
    shape[question.key] = field;
  }
  return z.strictObject(shape, { error: 'Answer only the questions asked.' });
}

/** GET /users/{id}/form-submissions (staff): each submission with its questions' wording. */
export const SurveySubmissionListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      form_id: z.string(),
      title: z.string(),
      created_at: z.string(),
      answers: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
});
export type SurveySubmissionList = z.infer<typeof SurveySubmissionListSchema>;
