import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { earnouts } from '../modules/earnout/earnout.table';
import { seedDemo } from './demo';

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.database.db, () => {});
});

describe('the demo earn-out', () => {
  it('holds a won deal seven months into a 36-month earn-out: paid, confirmed, disputed and one month to report', async () => {
    const [earnout] = await t.database.db.select().from(earnouts).limit(1);
    const [deal] = await t.database.sql<{ seller_id: number }[]>`select seller_id from deals where id = ${earnout!.dealId}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/deals/${earnout!.dealId}/earnout`,
      headers: await t.loginAs(deal!.seller_id),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ months: number; periods: { status: string }[]; totals: { paid: number } }>();
    expect(body.months).toBe(36);
    expect(body.periods.slice(0, 7).map((period) => period.status)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'confirmed',
      'disputed',
      'to_report',
    ]);
    expect(body.periods[7]!.status).toBe('upcoming');
    expect(body.totals.paid).toBeGreaterThan(0);
  });
});
