/** Issue #34: every deal notice's subject says what happened, not only that something about the deal changed. */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { sends } from '../../test/http';
import { notifications } from '../notifications/notifications.table';
import { BUYER_CONFLICT_LIST, dealBetween, SELLER_CONFLICT_LIST, stagesOf } from './deals.test-support';

const t = useTestApp();
const http = sends(t);

const subjectsTo = async (userId: number) =>
  (
    await t.database.db
      .select({ subject: notifications.subject })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.event, 'deal_stage_changed')))
      .orderBy(asc(notifications.id))
  ).map((row) => row.subject);

/** Both lists in: the seller's went first, so the seller is told of the comparison. */
async function comparedDeal() {
  const m = await dealBetween(t);
  expect((await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: SELLER_CONFLICT_LIST })).statusCode).toBe(200);
  expect((await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.buyer, { names: BUYER_CONFLICT_LIST })).statusCode).toBe(200);
  return m;
}

describe('deal notices', () => {
  it('name the conflict check’s comparison and its outcome, never “Deal stage changed”', async () => {
    const clear = await comparedDeal();
    await http.put(`/api/deals/${clear.dealId}/conflict-check`, clear.as.seller, { answer: 'no_conflict' });
    await http.put(`/api/deals/${clear.dealId}/conflict-check`, clear.as.buyer, { answer: 'no_conflict' });
    expect(await subjectsTo(clear.seller.id)).toEqual([
      'Conflict check results are in — please confirm',
      'Conflict check complete — no conflict',
    ]);

    const found = await comparedDeal();
    await http.put(`/api/deals/${found.dealId}/conflict-check`, found.as.buyer, { answer: 'conflict_found' });
    await http.put(`/api/deals/${found.dealId}/conflict-check`, found.as.seller, { answer: 'no_conflict' });
    expect(await subjectsTo(found.buyer.id)).toEqual(['Conflict check complete — a conflict was found']);
  });

  it('say which side started the conflict check over', async () => {
    const m = await comparedDeal();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/deals/${m.dealId}/conflict-check`, headers: m.as.buyer })).statusCode).toBe(
      200,
    );
    expect((await subjectsTo(m.seller.id)).at(-1)).toBe('Conflict check restarted by the buyer');
    expect((await http.put(`/api/deals/${m.dealId}/conflict-list`, m.as.seller, { names: SELLER_CONFLICT_LIST })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/deals/${m.dealId}/conflict-check`, headers: m.as.seller })).statusCode).toBe(
      200,
    );
    expect(await subjectsTo(m.buyer.id)).toEqual(['Conflict check restarted by the seller']);
  });

  it('name a stage move and the client notices going out, each in its own words', async () => {
    const m = await dealBetween(t);
    const { named } = await stagesOf(t, m.as.seller);
    expect((await http.put(`/api/deals/${m.dealId}`, m.as.seller, { stage_id: named('NDA signed').id })).statusCode).toBe(200);
    expect((await http.put(`/api/deals/${m.dealId}/client-notice`, m.as.seller, { sent_on: '2026-01-05' })).statusCode).toBe(200);
    expect(await subjectsTo(m.buyer.id)).toEqual(['Deal stage changed', 'Client notices sent — the 90-day window has started']);
  });
});
