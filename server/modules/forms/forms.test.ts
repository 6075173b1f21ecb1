import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { sends } from '../auth/auth.test-support';
import { users } from '../users/users.table';

let t: TestApp;
let http: ReturnType<typeof sends>;
beforeAll(async () => {
  t = await buildTestApp();
  http = sends(t);
});
afterAll(() => t.close());

const check = (formId: string) => `/api/form/submission/check?form_id=${encodeURIComponent(formId)}`;

describe('marketing forms', () => {
  it('answers is_submitted false, then true once the user submits that form', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const formId = t.deps.config.formIds.sellerSurvey;
    expect((await http.get(check(formId), headers)).json()).toEqual({ is_submitted: false });
    const res = await http.post('/api/form/submissions', headers, { form_id: formId, answers: { reason: 'Retiring', years: 30 } });
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

  it('needs full access', async () => {
    const onboarding = await buildUser(t.database.db, { phoneVerifiedAt: null });
    expect((await http.get(check('seller-survey'), await t.loginAs(onboarding.id))).statusCode).toBe(403);
    expect((await http.get(check('seller-survey'))).statusCode).toBe(401);
  });
});
