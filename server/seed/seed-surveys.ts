/** One answered survey, so staff see answers on a member's detail: Harold's, about his sale. */
import { submitSurvey } from '../modules/surveys/surveys.service';
import type { SeedContext } from './seed-deps';

export async function seedSurveys({ deps, people }: SeedContext): Promise<void> {
  const harold = people.get('harold')!;
  await submitSurvey({ config: deps.config, db: deps.database.db }, harold.id, deps.config.formIds.sellerSurvey, {
    timeline: '6–12 months',
    reasons: ['Retirement', 'Health or family'],
    stay_on: '3–12 months',
    notes: 'Two associates would like to stay on with the buyer; the firm’s paralegal has been with me for 14 years.',
  });
}
