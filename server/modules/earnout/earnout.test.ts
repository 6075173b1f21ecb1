import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EARNOUT_MESSAGES, earnoutStart } from '../../../contracts/earnout/earnout';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { sends, sessionWith } from '../../test/http';
import { dealWithSignedLoi } from '../offers/offers.test-support';
import { CLOSED_ON, dealClosedWonOn, earnoutAction, earnoutUrl, noticeSubjects } from './earnout.test-support';
import { earnoutPeriodEvents, earnouts } from './earnout.table';

const t = useTestApp();
const http = sends(t);

const url = earnoutUrl;
const act = earnoutAction(http);
const subjectsOf = (userId: number) => noticeSubjects(t, userId);

describe('GET /deals/{id}/earnout', () => {
  it('plans the schedule of a deal that closed as won before, one period a month from the first full month, writing nothing until the first action', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    const response = await http.get(url(deal), deal.as.buyer);
    expect(response.statusCode, response.body).toBe(200);
    const earnout = response.json();
    expect(earnout).toMatchObject({ percent: 20, months: 36, starts_on: '2025-07-01', totals: { collected: 0, due: 0, paid: 0 } });
    expect(earnout.periods).toHaveLength(36);
    expect(earnout.periods[0]).toEqual({ month: '2025-07', collected: null, due: null, status: 'to_report', paid_on: null });
    expect(earnout.periods.at(-1)).toMatchObject({ month: '2028-06', status: 'upcoming' });
    // Read again: the same schedule, not a second one.
    expect((await http.get(url(deal), deal.as.seller)).json()).toEqual(earnout);
    expect((await http.get(url(deal), deal.as.admin)).statusCode).toBe(200);
    expect((await http.get(url(deal, '2025-07'), deal.as.seller)).json()).toMatchObject({ events: [] });
    const stored = () => t.database.db.select().from(earnouts).where(eq(earnouts.dealId, deal.dealId));
    expect(await stored()).toEqual([]);
    // The first report writes the schedule it was shown.
    expect((await act(deal, deal.as.buyer, '2025-07', 'report', { collected: 1_000 })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
    const after = (await http.get(url(deal), deal.as.seller)).json();
    expect(after.periods).toHaveLength(36);
    expect(after.periods[0]).toMatchObject({ month: '2025-07', collected: 1_000, status: 'reported' });
  });

  it('is made when the deal closes as won through the listing’s sale', async () => {
    const deal = await dealWithSignedLoi(t, { percent: 15, months: 24 });
    const sold = await http.put(`/api/listings/disable/${deal.listing.id}`, deal.as.admin, {
      reason: 'sold_here',
      winning_deal_id: deal.dealId,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const earnout = (await http.get(url(deal), deal.as.seller)).json();
    expect(earnout).toMatchObject({ percent: 15, months: 24, starts_on: earnoutStart(new Date().toISOString().slice(0, 10)) });
    expect(earnout.periods.every((period: { status: string }) => period.status === 'upcoming')).toBe(true);
  });

  it('is 404 for a deal without an earn-out, an open deal, and anyone but the two sides and staff', async () => {
    const none = await dealClosedWonOn(t, CLOSED_ON, null);
    expect((await http.get(url(none), none.as.buyer)).json()).toMatchObject({ message: EARNOUT_MESSAGES.notFound });
    expect((await http.get(url(none), none.as.buyer)).statusCode).toBe(404);
    const open = await dealWithSignedLoi(t);
    expect((await http.get(url(open), open.as.buyer)).statusCode).toBe(404);
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await http.get(url(deal), stranger)).statusCode).toBe(404);
    expect((await http.get(url(deal, '2025-07'), stranger)).statusCode).toBe(404);
    expect((await http.get(`${url(deal)}/export`, stranger)).statusCode).toBe(404);
    expect((await act(deal, stranger, '2025-07', 'report', { collected: 1 })).statusCode).toBe(404);
  });
});

describe('reporting, answering and paying a month', () => {
  it('runs report → dispute → correct → confirm → paid, computing the due and keeping the history', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    const reported = await act(deal, deal.as.buyer, '2025-07', 'report', { collected: 41_237 });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().periods[0]).toEqual({ month: '2025-07', collected: 41_237, due: 8_247, status: 'reported', paid_on: null });
    expect(await subjectsOf(deal.seller.id)).toContain('Earn-out: July 2025 reported');

    const disputed = await act(deal, deal.as.seller, '2025-07', 'dispute', {
      collected: 41_237,
      note: 'The Smith retainer was collected in July.',
    });
    expect(disputed.json().periods[0]).toMatchObject({ status: 'disputed' });
    expect(await subjectsOf(deal.buyer.id)).toContain('Earn-out: July 2025 disputed');

    const corrected = await act(deal, deal.as.buyer, '2025-07', 'correct', { collected: 46_237, note: 'Added the Smith retainer.' });
    expect(corrected.json().periods[0]).toMatchObject({ collected: 46_237, due: 9_247, status: 'reported' });

    expect((await act(deal, deal.as.seller, '2025-07', 'confirm', { collected: 46_237 })).json().periods[0]).toMatchObject({
      status: 'confirmed',
    });
    const paid = await act(deal, deal.as.buyer, '2025-07', 'paid', { paid_on: '2025-08-20' });
    expect(paid.json().periods[0]).toMatchObject({ status: 'paid', paid_on: '2025-08-20' });
    expect(paid.json().totals).toEqual({ collected: 46_237, due: 9_247, paid: 9_247 });

    const history = (await http.get(url(deal, '2025-07'), deal.as.seller)).json();
    expect(history.events.map((event: { action: string; by: string }) => [event.action, event.by])).toEqual([
      ['reported', 'buyer'],
      ['disputed', 'seller'],
      ['corrected', 'buyer'],
      ['confirmed', 'seller'],
      ['paid', 'buyer'],
    ]);
    expect(history.events[1]).toMatchObject({ note: 'The Smith retainer was collected in July.', collected: 41_237 });
    expect(history.events[2]).toMatchObject({ note: 'Added the Smith retainer.', collected: 46_237, due: 9_247 });
  });

  it('reports a month once, only after it ended; then corrections need a note', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    expect((await act(deal, deal.as.buyer, '2025-07', 'report', { collected: 0 })).json().periods[0]).toMatchObject({ due: 0 });
    const twice = await act(deal, deal.as.buyer, '2025-07', 'report', { collected: 10 });
    expect([twice.statusCode, twice.json().message]).toEqual([409, EARNOUT_MESSAGES.alreadyReported]);
    const noNote = await act(deal, deal.as.buyer, '2025-07', 'correct', { collected: 10 });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual([EARNOUT_MESSAGES.note]);
    const future = await act(deal, deal.as.buyer, '2028-06', 'report', { collected: 10 });
    expect([future.statusCode, future.json().message]).toEqual([409, EARNOUT_MESSAGES.notEnded]);
    const outside = await act(deal, deal.as.buyer, '2030-01', 'report', { collected: 10 });
    expect([outside.statusCode, outside.json().message]).toEqual([404, EARNOUT_MESSAGES.noPeriod]);
  });

  it('keeps each action to its side and its order', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    const sellerReports = await act(deal, deal.as.seller, '2025-07', 'report', { collected: 10 });
    expect([sellerReports.statusCode, sellerReports.json().message]).toEqual([403, EARNOUT_MESSAGES.buyerOnly]);
    expect((await act(deal, deal.as.buyer, '2025-07', 'confirm', { collected: 10 })).statusCode).toBe(403);
    expect((await act(deal, deal.as.admin, '2025-07', 'report', { collected: 10 })).statusCode).toBe(403);
    const acting = await sessionWith(t, deal.buyer.id, {}, deal.admin.id);
    const impersonated = await act(deal, acting, '2025-07', 'report', { collected: 10 });
    expect([impersonated.statusCode, impersonated.json().message]).toEqual([403, EARNOUT_MESSAGES.impersonating]);
    const early = await act(deal, deal.as.seller, '2025-07', 'confirm', { collected: 10 });
    expect([early.statusCode, early.json().message]).toEqual([409, EARNOUT_MESSAGES.notReported]);
    const unpaid = await act(deal, deal.as.buyer, '2025-07', 'paid', { paid_on: '2025-08-20' });
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([409, EARNOUT_MESSAGES.notConfirmed]);
    expect(await t.database.db.select().from(earnoutPeriodEvents)).not.toContainEqual(expect.objectContaining({ byId: deal.seller.id }));
  });

  it.each([
    ['report', { collected: -1 }, 'collected', EARNOUT_MESSAGES.collected],
    ['report', { collected: 100_000_001 }, 'collected', EARNOUT_MESSAGES.collected],
    ['report', { collected: 12.5 }, 'collected', EARNOUT_MESSAGES.collected],
    ['report', { collected: 'lots' }, 'collected', EARNOUT_MESSAGES.collected],
    ['report', {}, 'collected', EARNOUT_MESSAGES.collected],
    ['dispute', { collected: 5, note: '   ' }, 'note', EARNOUT_MESSAGES.note],
    ['dispute', { collected: 5, note: 'x'.repeat(1001) }, 'note', EARNOUT_MESSAGES.noteMax],
    ['paid', { paid_on: '2025-02-30' }, 'paid_on', EARNOUT_MESSAGES.paidOn],
    ['paid', { paid_on: 'yesterday' }, 'paid_on', EARNOUT_MESSAGES.paidOn],
  ])('%s (case %#) is 422 on the field', async (action, body, field, message) => {
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    const response = await act(deal, action === 'dispute' ? deal.as.seller : deal.as.buyer, '2025-07', action, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('refuses a bad month in the path and a payment date in the future or before the month', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    expect((await act(deal, deal.as.buyer, '2025-13', 'report', { collected: 1 })).statusCode).toBe(422);
    await act(deal, deal.as.buyer, '2025-07', 'report', { collected: 100 });
    await act(deal, deal.as.seller, '2025-07', 'confirm', { collected: 100 });
    const future = await act(deal, deal.as.buyer, '2025-07', 'paid', { paid_on: '2999-01-01' });
    expect(future.json().errors.paid_on).toEqual([EARNOUT_MESSAGES.paidFuture]);
    const before = await act(deal, deal.as.buyer, '2025-07', 'paid', { paid_on: '2025-06-30' });
    expect(before.json().errors.paid_on).toEqual([EARNOUT_MESSAGES.paidBeforeMonth]);
  });
});

describe('both sides at once', () => {
  it('of two reports of the same month, one is kept and the other refused', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    const results = await Promise.all([
      act(deal, deal.as.buyer, '2025-08', 'report', { collected: 1000 }),
      act(deal, deal.as.buyer, '2025-08', 'report', { collected: 2000 }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const events = (await http.get(url(deal, '2025-08'), deal.as.buyer)).json().events;
    expect(events).toHaveLength(1);
  });

  it('a confirmation of a figure the buyer corrected meanwhile is refused, never applied to the new figure', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON);
    await act(deal, deal.as.buyer, '2025-09', 'report', { collected: 5000 });
    const [corrected, confirmed] = await Promise.all([
      act(deal, deal.as.buyer, '2025-09', 'correct', { collected: 6000, note: 'One more invoice.' }),
      act(deal, deal.as.seller, '2025-09', 'confirm', { collected: 5000 }),
    ]);
    expect(corrected.statusCode).toBe(200);
    const period = (await http.get(url(deal), deal.as.seller)).json().periods.find((row: { month: string }) => row.month === '2025-09');
    if (confirmed.statusCode === 200) {
      // The confirmation landed first: the correction then reopened it for the seller's answer.
      expect(period).toMatchObject({ collected: 6000, status: 'reported' });
    } else {
      expect([confirmed.statusCode, confirmed.json().message]).toEqual([409, EARNOUT_MESSAGES.changed]);
      expect(period).toMatchObject({ collected: 6000, status: 'reported' });
    }
  });
});

describe('CSV export', () => {
  it('exports one row a month and the totals, as UTF-8 with a byte-order mark and a header row, fields escaped', async () => {
    const deal = await dealClosedWonOn(t, CLOSED_ON, { percent: 10, months: 3 });
    await act(deal, deal.as.buyer, '2025-07', 'report', { collected: 12_345 });
    const response = await http.get(`${url(deal)}/export`, deal.as.seller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`earn-out-deal-${deal.dealId}.csv`);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFMonth,Status,Fees collected (USD),Earn-out percent,Amount due (USD),Paid on');
    expect(lines[1]).toBe('2025-07,Reported,12345,10,1235,');
    expect(lines[2]).toBe('2025-08,To report,,10,,');
    expect(lines[4]).toBe('Total,0 paid,12345,10,1235,');
  });
});
