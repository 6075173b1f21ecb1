import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildUser } from '../../test/factories';
import { sends } from '../../test/http';
import { users } from '../users/users.table';

const t = useTestApp();
const http = sends(t);

const check = (formId: string) => `/api/form/submission/check?form_id=${encodeURIComponent(formId)}`;

describe('marketing forms', () => {
  it('answers is_submitted false, then true once the user submits that form', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const formId = t.deps.config.formIds.sellerSurvey;
    expect((await http.get(check(formId), headers)).json()).toEqual({ is_submitted: false });
    const res = await http.post('/api/form/submissions', headers, {
      form_id: formId,
      answers: { timeline: '6–12 months', reasons: ['Retirement'], stay_on: '3–12 months' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ form_id: formId });
    expect((await http.get(check(formId), headers)).json()).toEqual({ is_submitted: true });
    expect((await http.get(check(t.deps.config.formIds.buyerSurvey), headers)).json()).toEqual({ is_submitted: false });
    const other = await buildUser(t.database.db);
    expect((await http.get(check(formId), await t.loginAs(other.id))).json()).toEqual({ is_submitted: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.completedSurvey).toBe(true);
  });

  it('refuses an unknown form, missing fields and answers that are not an object', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const unknown = await http.post('/api/form/submissions', headers, { form_id: 'made-up', answers: {} });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ form_id: ['The selected form is invalid.'] });
    const missing = await http.post('/api/form/submissions', headers, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['answers', 'form_id']);
    const list = await http.post('/api/form/submissions', headers, { form_id: t.deps.config.formIds.buyerSurvey, answers: ['a'] });
    expect(list.statusCode).toBe(422);
    expect((await http.get('/api/form/submission/check', headers)).statusCode).toBe(422);
  });

  it('checks the answers against the survey’s questions, beside each question', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const formId = t.deps.config.formIds.buyerSurvey;
    const missing = await http.post('/api/form/submissions', headers, { form_id: formId, answers: { notes: 'x' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'answers.timeline': ['Please answer this question.'],
      'answers.financing': ['Please answer this question.'],
      'answers.experience': ['Please answer this question.'],
    });
    const wrong = await http.post('/api/form/submissions', headers, {
      form_id: formId,
      answers: { timeline: 'Tomorrow', financing: [], experience: 'Yes, once', favourite_colour: 'blue' },
    });
    expect(wrong.json().errors).toEqual({
      'answers.timeline': ['Choose one of the answers.'],
      'answers.financing': ['Choose at least one answer.'],
      answers: ['Answer only the questions asked.'],
    });
    const ok = await http.post('/api/form/submissions', headers, {
      form_id: formId,
      answers: { timeline: 'Just exploring', financing: ['SBA loan', 'Seller financing'], experience: 'Yes, once' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('shows staff a user’s answers with the questions’ wording, newest first; members may not', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    await http.post('/api/form/submissions', headers, {
      form_id: t.deps.config.formIds.valuationSurvey,
      answers: { purpose: 'Setting an asking price', revenue_band: '$1m–$3m', notes: 'Two offices' },
    });
    const staff = await t.loginAs((await buildAdmin(t.database.db)).id);
    const res = await http.get(`/api/users/${user.id}/form-submissions`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        title: 'What do you want from a valuation?',
        answers: [
          { question: 'What is the valuation for?', answer: 'Setting an asking price' },
          { question: 'Roughly, what is your annual revenue?', answer: '$1m–$3m' },
          { question: 'Anything our team should know?', answer: 'Two offices' },
        ],
      }),
    ]);
    expect((await http.get(`/api/users/${user.id}/form-submissions`, headers)).statusCode).toBe(403);
  });

  it('needs full access', async () => {
    const onboarding = await buildUser(t.database.db, { phoneVerifiedAt: null });
    expect((await http.get(check('seller-survey'), await t.loginAs(onboarding.id))).statusCode).toBe(403);
    expect((await http.get(check('seller-survey'))).statusCode).toBe(401);
  });
});
