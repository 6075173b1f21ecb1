/**
 * Issue #29, finding 8: staff see only the conflict check's status (PRODUCT.md "Deals"), also while acting as a member:
 * the member's entries that hit stay hidden (the counts show), and the read goes in the audit trail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { sends, type Headers } from '../auth/auth.test-support';
import { auditLog } from '../audit/audit.table';
import { dealBetween } from './deals.test-support';

let t: TestApp;
let http: ReturnType<typeof sends>;
beforeAll(async () => {
  t = await buildTestApp({});
  http = sends(t);
});
afterAll(() => t.close());

const SELLER_LIST = 'Acme Holdings, Inc.\nJonathan Whitaker\nSeller Only Client Trust';
const BUYER_LIST = 'ACME HOLDINGS\nBuyer Only Secret Party LLC';
const NAMES = /Acme|Whitaker|Seller Only|Buyer Only/i;

const view = async (dealId: number, headers: Headers) => (await http.get(`/api/deals/${dealId}`, headers)).json();
const trailOf = (userId: number) => t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId));

describe('the conflict check while staff act as a member', () => {
  it('shows the counts but not the names, says so, and records the read in the audit trail', async () => {
    const m = await dealBetween(t);
    await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: SELLER_LIST });
    await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.buyer, { names: BUYER_LIST });
    const acting = await t.loginAs(m.seller.id, { impersonatorId: m.admin.id });

    const seen = await view(m.dealId, acting);
    expect(seen.conflict_check).toMatchObject({
      status: 'compared',
      my_hits: null,
      hits_hidden: true,
      my_hit_count: 1,
      their_hit_count: 1,
    });
    expect(JSON.stringify(seen)).not.toMatch(NAMES);
    expect(await trailOf(m.seller.id)).toEqual([
      expect.objectContaining({ staffId: m.admin.id, userId: m.seller.id, method: 'GET', route: '/api/deals/:id', status: 200 }),
    ]);
    // Staff find it on the member's page.
    const detail = (await http.get(`/api/users/${m.seller.id}`, m.as.admin)).json();
    expect(detail.audit_entries).toEqual([expect.objectContaining({ method: 'GET', route: '/api/deals/:id', staff_id: m.admin.id })]);

    // A write's answer hides the names too (the write itself is in the trail as a write).
    const answered = await http.put(`/api/deals/${m.dealId}/conflict-check`, acting, { answer: 'no_conflict' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().conflict_check).toMatchObject({ my_hits: null, hits_hidden: true });
    expect(JSON.stringify(answered.json())).not.toMatch(NAMES);
    // Writes are recorded once the answer is out.
    await vi.waitFor(async () =>
      expect((await trailOf(m.seller.id)).map((row) => `${row.method} ${row.route}`)).toEqual([
        'GET /api/deals/:id',
        'PUT /api/deals/:id/conflict-check',
      ]),
    );
  });

  it('still shows the member their own names, and leaves no trail for the member or for staff outside an impersonation', async () => {
    const m = await dealBetween(t);
    await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: SELLER_LIST });
    await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.buyer, { names: BUYER_LIST });
    expect((await view(m.dealId, m.as.seller)).conflict_check).toMatchObject({
      my_hits: [{ name: 'Acme Holdings, Inc.', kind: 'exact' }],
      hits_hidden: false,
    });
    expect((await view(m.dealId, m.as.admin)).conflict_check).toMatchObject({ my_hits: null, hits_hidden: false });
    expect(await trailOf(m.seller.id)).toEqual([]);
    // Before the comparison there are no results to read: nothing hidden, nothing recorded.
    const other = await dealBetween(t);
    await http.put(`/api/deals/${other.dealId}/conflict-list`, other.as.seller, { names: SELLER_LIST });
    const acting = await t.loginAs(other.seller.id, { impersonatorId: other.admin.id });
    expect((await view(other.dealId, acting)).conflict_check).toMatchObject({ status: 'waiting', hits_hidden: false });
    expect(await trailOf(other.seller.id)).toEqual([]);
  });
});
