/**
 * Issue #29, finding 4: the conflict check is a fair exchange, not a dictionary. A restart is told to the other side
 * and kept in the history; each side keeps its hit count; lists are capped; submissions and restarts are limited; a
 * list that hits implausibly often is flagged to staff in counts. Finding 8: staff see only the status (docs/product.md
 * "Deals"), also while acting as a member: the member's entries that hit stay hidden, and the read is audited.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  CONFLICT_LIST_MAX_NAMES,
  CONFLICT_MESSAGES,
  CONFLICT_RESTARTS_PER_SIDE,
  CONFLICT_SUBMISSIONS_PER_DAY,
} from '../../../contracts/deals/deals';
import { useTestApp } from '../../test/use-test-app';
import { sends, type Headers } from '../../test/http';
import { auditLog } from '../audit/audit.table';
import { notifications } from '../notifications/notifications.table';
import {
  BUYER_CONFLICT_LIST as BUYER_LIST,
  CONFLICT_NAMES as NAMES,
  dealBetween,
  SELLER_CONFLICT_LIST as SELLER_LIST,
} from './deals.test-support';

const t = useTestApp();
const http = sends(t);

const submit = (dealId: number, headers: Headers, names: string) => http.put(`/api/deals/${dealId}/conflict-list`, headers, { names });
const restart = (dealId: number, headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/deals/${dealId}/conflict-check`, headers });
const view = async (dealId: number, headers: Headers) => (await http.get(`/api/deals/${dealId}`, headers)).json();
const trailOf = (userId: number) => t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId));
const toldAbout = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.event, 'deal_stage_changed')));

async function compared() {
  const m = await dealBetween(t);
  expect((await submit(m.dealId, m.as.seller, SELLER_LIST)).statusCode).toBe(200);
  expect((await submit(m.dealId, m.as.buyer, BUYER_LIST)).statusCode).toBe(200);
  return m;
}

describe('the conflict check as a fair exchange', () => {
  it('shows each side how many of its entries hit and how many of theirs, and tells the other side its count at once', async () => {
    const m = await compared();
    expect((await view(m.dealId, m.as.seller)).conflict_check).toMatchObject({ status: 'compared', my_hit_count: 2, their_hit_count: 2 });
    expect((await view(m.dealId, m.as.buyer)).conflict_check).toMatchObject({ my_hit_count: 2, their_hit_count: 2, restarts_left: 3 });
    // Staff see no counts outside a flag.
    expect((await view(m.dealId, m.as.admin)).conflict_check).toMatchObject({ my_hit_count: null, their_hit_count: null, flags: [] });
    const [told] = await toldAbout(m.seller.id);
    expect(told!.body).toContain('both lists are in and were compared: 2 of your entries hit and 2 of theirs');
    expect(told!.body).not.toMatch(NAMES);
  });

  it('tells the other side of a restart, in the app and by e-mail, and keeps who restarted and the counts in the history', async () => {
    const m = await compared();
    const before = (await toldAbout(m.seller.id)).length;
    const restarted = await restart(m.dealId, m.as.buyer);
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json().conflict_check).toMatchObject({ status: 'not_started', restarts_left: CONFLICT_RESTARTS_PER_SIDE - 1 });

    const sellerView = await view(m.dealId, m.as.seller);
    expect(sellerView.history.at(-1)).toMatchObject({
      field: 'conflict_restart',
      by: { side: 'buyer', unique_id: m.buyer.uniqueId },
      to: "In the comparison before, 2 of the buyer's entries hit and 2 of the seller's.",
    });
    expect(JSON.stringify(sellerView)).not.toMatch(NAMES);

    const told = await toldAbout(m.seller.id);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({ url: `/seller-deals/${m.dealId}` });
    expect(told.at(-1)!.body).toContain(`${m.buyer.uniqueId} started the conflict check on`);
    expect(told.at(-1)!.body).toContain('In the comparison before, 2 of your entries hit and 2 of theirs.');
    expect(told.at(-1)!.body).not.toMatch(NAMES);
    const mail = (await t.mails()).find((text) => text.includes(m.seller.email) && text.includes('started the conflict check'));
    expect(mail).toBeDefined();
    // The side that restarted is not told of its own restart.
    expect((await toldAbout(m.buyer.id)).some((row) => row.body.includes('started the conflict check'))).toBe(false);
  });

  it(`refuses a list of more than ${CONFLICT_LIST_MAX_NAMES} names with a message on names`, async () => {
    const m = await dealBetween(t);
    const list = (count: number) => Array.from({ length: count }, (_, index) => `Party ${index + 1}`).join('\n');
    const over = await submit(m.dealId, m.as.seller, list(CONFLICT_LIST_MAX_NAMES + 1));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.names).toEqual([CONFLICT_MESSAGES.tooMany]);
    expect(CONFLICT_MESSAGES.tooMany).toBe('A list can have at most 3,000 names.');
    expect((await submit(m.dealId, m.as.seller, list(CONFLICT_LIST_MAX_NAMES))).statusCode).toBe(200);
  });

  it(`lets each side submit ${CONFLICT_SUBMISSIONS_PER_DAY} lists a day per deal, then answers 429 saying so`, async () => {
    const m = await dealBetween(t);
    for (let round = 0; round < CONFLICT_SUBMISSIONS_PER_DAY; round++) {
      expect((await submit(m.dealId, m.as.seller, `Guess ${round}`)).statusCode).toBe(200);
    }
    const refused = await submit(m.dealId, m.as.seller, 'One guess too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(refused.json().message).toMatch(/^You have submitted a conflict list for this deal too often: the limit is 10 times a day\./);
    // The other side's allowance is its own.
    expect((await submit(m.dealId, m.as.buyer, 'Buyer Client')).statusCode).toBe(200);
  });

  it(`lets each side start over ${CONFLICT_RESTARTS_PER_SIDE} times in the deal's life, and only when there is a check`, async () => {
    const m = await dealBetween(t);
    const nothing = await restart(m.dealId, m.as.seller);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(CONFLICT_MESSAGES.nothingToRestart);
    for (let round = 0; round < CONFLICT_RESTARTS_PER_SIDE; round++) {
      await submit(m.dealId, m.as.seller, `Client ${round}`);
      expect((await restart(m.dealId, m.as.seller)).statusCode).toBe(200);
    }
    await submit(m.dealId, m.as.seller, 'Client again');
    const refused = await restart(m.dealId, m.as.seller);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CONFLICT_MESSAGES.noRestartsLeft);
    expect((await view(m.dealId, m.as.seller)).conflict_check).toMatchObject({
      status: 'waiting',
      my_list_submitted: true,
      restarts_left: 0,
    });
    // The buyer's restarts are its own.
    expect((await restart(m.dealId, m.as.buyer)).statusCode).toBe(200);
  });

  it('flags to staff, in counts and never names, a comparison where most of a list of 20 or more names hit', async () => {
    const m = await dealBetween(t);
    const sellerNames = Array.from({ length: 30 }, (_, index) => `Seller Client Number ${index + 1} Holdings`);
    // The buyer's list is the seller's names back: 25 of 25 hit.
    await submit(m.dealId, m.as.seller, sellerNames.join('\n'));
    await submit(m.dealId, m.as.buyer, sellerNames.slice(0, 25).join('\n'));
    const flag = { buyer: { names: 25, hits: 25 }, seller: { names: 30, hits: 25 } };
    const staffView = await view(m.dealId, m.as.admin);
    expect(staffView.conflict_check.flags).toEqual([{ compared_at: expect.any(String), ...flag }]);
    expect(JSON.stringify(staffView)).not.toMatch(/Seller Client Number/);
    // Only staff see the flag; it outlives a restart.
    expect((await view(m.dealId, m.as.seller)).conflict_check.flags).toBeNull();
    expect((await view(m.dealId, m.as.buyer)).conflict_check.flags).toBeNull();
    await restart(m.dealId, m.as.buyer);
    expect((await view(m.dealId, m.as.admin)).conflict_check).toMatchObject({
      status: 'not_started',
      flags: [expect.objectContaining(flag)],
    });
  });
});

describe('the conflict check while staff act as a member', () => {
  it('shows the counts but not the names, says so, and records the read in the audit trail', async () => {
    const m = await compared();
    const acting = await t.loginAs(m.seller.id, { impersonatorId: m.admin.id });

    const seen = await view(m.dealId, acting);
    expect(seen.conflict_check).toMatchObject({
      status: 'compared',
      my_hits: null,
      hits_hidden: true,
      my_hit_count: 2,
      their_hit_count: 2,
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
    const m = await compared();
    expect((await view(m.dealId, m.as.seller)).conflict_check).toMatchObject({
      my_hits: [
        { name: 'Acme Holdings, Inc.', kind: 'exact' },
        { name: 'Jonathan Whitaker', kind: 'possible' },
      ],
      hits_hidden: false,
    });
    expect((await view(m.dealId, m.as.admin)).conflict_check).toMatchObject({ my_hits: null, hits_hidden: false });
    expect(await trailOf(m.seller.id)).toEqual([]);
    // Before the comparison there are no results to read: nothing hidden, nothing recorded.
    const other = await dealBetween(t);
    await submit(other.dealId, other.as.seller, SELLER_LIST);
    const acting = await t.loginAs(other.seller.id, { impersonatorId: other.admin.id });
    expect((await view(other.dealId, acting)).conflict_check).toMatchObject({ status: 'waiting', hits_hidden: false });
    expect(await trailOf(other.seller.id)).toEqual([]);
  });
});
