import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLOSED_LOST_STAGE } from '../../../contracts/deals/deals';
import { useTestApp } from '../../test/use-test-app';
import { sends } from '../../test/http';
import { dealConflictSecrets } from './conflict-check.table';
import { dealBetween, SELLER_CONFLICT_LIST as SELLER_LIST, stagesOf } from './deals.test-support';

const t = useTestApp();
const http = sends(t);

const BUYER_LIST = 'Name,Role\nACME HOLDINGS,adverse\n"Whittaker, Jonathon",client\nBuyer Only Secret Party LLC,client';

const secretsOf = (dealId: number) => t.database.db.select().from(dealConflictSecrets).where(eq(dealConflictSecrets.dealId, dealId));

describe('the conflict check', () => {
  it('compares sealed lists and shows each side only its own entries that hit, then completes with both answers', async () => {
    const m = await dealBetween(t);
    const first = await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: SELLER_LIST });
    expect(first.statusCode).toBe(200);
    expect(first.json().conflict_check).toMatchObject({
      status: 'waiting',
      my_list_submitted: true,
      their_list_submitted: false,
      my_hits: null,
    });
    // Stored sealed: no name in the row.
    const stored = await secretsOf(m.dealId);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(/Acme|Whitaker|Riverside/i);

    const second = await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.buyer, { names: BUYER_LIST, format: 'csv' });
    expect(second.json().conflict_check).toMatchObject({
      status: 'compared',
      my_hits: [
        { name: 'ACME HOLDINGS', kind: 'exact' },
        { name: 'Whittaker, Jonathon', kind: 'possible' },
      ],
    });
    const sellerView = (await http.get(`/api/deals/${m.dealId}`, m.as.seller)).json();
    expect(sellerView.conflict_check.my_hits).toEqual([
      { name: 'Acme Holdings, Inc.', kind: 'exact' },
      { name: 'Jonathan Whitaker', kind: 'possible' },
    ]);
    // Never the other side's list: not its hits' spelling, not its other names.
    for (const view of [sellerView, (await http.get(`/api/deals?side=seller`, m.as.seller)).json()]) {
      expect(JSON.stringify(view)).not.toMatch(/ACME HOLDINGS|Jonathon|Buyer Only Secret/);
    }
    expect(JSON.stringify((await http.get(`/api/deals/${m.dealId}`, m.as.buyer)).json())).not.toMatch(
      /Acme Holdings, Inc|Jonathan Whitaker|Seller Only Client/,
    );
    const staffView = (await http.get(`/api/deals/${m.dealId}`, m.as.admin)).json();
    expect(staffView.conflict_check).toMatchObject({ status: 'compared', my_hits: null });
    expect((await secretsOf(m.dealId)).map((row) => row.kind).sort()).toEqual(['hits', 'hits']);

    expect((await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: 'Another' })).statusCode).toBe(422);
    expect((await http.put(`/api/deals/${m.dealId}/conflict-check`, m.as.admin, { answer: 'no_conflict' })).statusCode).toBe(422);
    await http.put(`/api/deals/${m.dealId}/conflict-check`, m.as.seller, { answer: 'no_conflict' });
    const done = await http.put(`/api/deals/${m.dealId}/conflict-check`, m.as.buyer, { answer: 'conflict_found' });
    expect(done.json().conflict_check).toMatchObject({ status: 'completed', outcome: 'conflict_found', my_hits: null });
    expect(done.json().history.at(-1)).toMatchObject({ field: 'conflict_check', to: 'Conflict found — discuss', by: { side: 'buyer' } });
    expect(await secretsOf(m.dealId)).toEqual([]);
  });

  it('refuses empty lists, bad answers and strangers; deletes the lists when the deal closes', async () => {
    const m = await dealBetween(t);
    expect((await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: '\n  \n' })).json().errors.names).toBeDefined();
    expect((await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: 'A', format: 'xml' })).statusCode).toBe(422);
    expect((await http.put(`/api/deals/${m.dealId}/conflict-check`, m.as.seller, { answer: 'maybe' })).statusCode).toBe(422);
    expect((await http.put(`/api/deals/${m.dealId}/conflict-check`, m.as.seller, { answer: 'no_conflict' })).statusCode).toBe(422);
    await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: SELLER_LIST });
    expect(await secretsOf(m.dealId)).toHaveLength(1);
    const { named } = await stagesOf(t, m.as.seller);
    await http.put(`/api/deals/${m.dealId}`, m.as.buyer, { stage_id: named(CLOSED_LOST_STAGE).id, reason: 'Conflicts' });
    expect(await secretsOf(m.dealId)).toEqual([]);
    expect((await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.buyer, { names: BUYER_LIST })).statusCode).toBe(422);
  });

  it('lets either side start over', async () => {
    const m = await dealBetween(t);
    await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: SELLER_LIST });
    const restarted = await t.app.inject({ method: 'DELETE', url: `/api/deals/${m.dealId}/conflict-check`, headers: m.as.buyer });
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json().conflict_check.status).toBe('not_started');
    expect(await secretsOf(m.dealId)).toEqual([]);
  });
});
