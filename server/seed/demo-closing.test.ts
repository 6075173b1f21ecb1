import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { closingRequests } from '../modules/closing/closing.table';
import { seedDemo } from './demo';

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.database.db, () => {});
});

describe('the demo closing room', () => {
  it('holds a deal in due diligence with a half-done checklist, an overdue item and two open requests', async () => {
    const [request] = await t.database.db.select({ dealId: closingRequests.dealId }).from(closingRequests).limit(1);
    const [buyerId] = await t.database.sql<{ buyer_id: number }[]>`select buyer_id from deals where id = ${request!.dealId}`;
    const headers = await t.loginAs(buyerId!.buyer_id);
    const room = await t.app.inject({ method: 'GET', url: `/api/deals/${request!.dealId}/closing`, headers });
    const body = room.json<{ items: { overdue: boolean; status: string }[]; progress: { done: number; total: number } }>();
    expect(body.progress).toEqual({ done: 5, total: 11 });
    expect(body.items.filter((item) => item.overdue)).toHaveLength(1);
    const requests = await t.app.inject({ method: 'GET', url: `/api/deals/${request!.dealId}/closing/requests`, headers });
    expect(requests.json()).toMatchObject({ counts: { open: 2, answered: 1, closed: 0 } });
    const stage = await t.database.sql<{ name: string }[]>`
      select s.name from deals d join deal_stages s on s.id = d.stage_id where d.id = ${request!.dealId}`;
    expect(stage[0]!.name).toBe('Due diligence');
  });
});
