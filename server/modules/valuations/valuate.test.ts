import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { VALUATION_MESSAGES } from '../../../contracts/valuations/valuations';

const t = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  const seller = await buildUser(t.database.db, { userType: 'selling' });
  headers = await t.loginAs(seller.id);
});

const valuate = (payload: unknown, as = headers) =>
  t.app.inject({ method: 'POST', url: '/api/valuations/valuate', headers: as, payload: payload as object });

describe('POST /valuations/valuate', () => {
  it('returns the explained estimate computed on the server', async () => {
    const res = await valuate({
      practice_areas: ['estate_planning'],
      gross_revenues: [900_000, 800_000, 700_000],
      sde: 300_000,
      largest_client_share: 6,
      repeat_referral_share: 70,
      owner_hours_share: 40,
      ratings: { firm_name_recognition: 4, office_setup: 4 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.low, body.mid, body.high]).toEqual([684_000, 742_000, 800_000]);
    expect(body.methods.map((method: { key: string }) => method.key)).toEqual(['revenue', 'earnings']);
    expect(body.sensitivity.length).toBeGreaterThan(0);
    expect(body.disclaimer).toMatch(/not an appraisal/);
  });

  it('refuses result figures sent by the client: the server computes them', async () => {
    const res = await valuate({ practice_areas: ['family'], gross_revenues: [500_000], low: 1, mid: 99_999_999 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['_']);
  });

  it.each([
    ['revenue below 0', { gross_revenues: [-5] }, 'gross_revenues.0'],
    ['revenue above $1 billion', { gross_revenues: [2_000_000_000] }, 'gross_revenues.0'],
    ['a billing mix not totalling 100', { billing_mix: { hourly: 70, fixed: 20, contingency: 20 } }, 'billing_mix'],
    ['a rating outside the scale', { ratings: { data_reporting: 0 } }, 'ratings.data_reporting'],
    ['an unknown practice area', { practice_areas: ['astrology'] }, 'practice_areas.0'],
    ['no revenue and no SDE', { gross_revenues: [], sde: null }, 'gross_revenues'],
  ])('refuses %s with 422 naming the field', async (_label, patch, field) => {
    const res = await valuate({ practice_areas: ['family'], gross_revenues: [500_000], sde: 100_000, ...patch });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
  });

  it('says which figures are missing in words', async () => {
    const res = await valuate({ gross_revenues: [], sde: null });
    expect(res.json().errors.gross_revenues).toEqual([VALUATION_MESSAGES.needsFigures]);
  });

  it('needs a logged-in, onboarded user', async () => {
    const res = await valuate({ gross_revenues: [1] }, await t.loginAs(null));
    expect(res.statusCode).toBe(401);
  });
});
