import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { validationError } from '../../platform/errors';
import { users } from '../users/users.table';
import { formSubmissions } from './forms.table';

export const FORM_MESSAGES = { unknownForm: 'The selected form is invalid.' } as const;

/** The three configured survey ids (seller, buyer, valuation). */
export const knownFormIds = (config: Config) => Object.values(config.formIds);

export async function isFormSubmitted(db: Db, userId: number, formId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.userId, userId), eq(formSubmissions.formId, formId)))
    .limit(1);
  return Boolean(row);
}

/** Records one submission of a configured survey and marks the user as having completed a survey. */
export async function submitForm(deps: { config: Config; db: Db }, userId: number, formId: string, answers: Record<string, unknown>) {
  if (!knownFormIds(deps.config).includes(formId)) throw validationError({ form_id: [FORM_MESSAGES.unknownForm] });
  const [row] = await deps.db.insert(formSubmissions).values({ userId, formId, answers }).returning();
  await deps.db.update(users).set({ completedSurvey: true, updatedAt: new Date() }).where(eq(users.id, userId));
  return { id: row!.id, form_id: row!.formId, created_at: row!.createdAt.toISOString() };
}
