import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFER_REFUSALS } from '../../../contracts/offers/offers';
import { addDays, OFFER_MESSAGES } from '../../../contracts/offers/terms';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { sends } from '../../test/http';
import { recordingRealtime } from '../../test/realtime';
import { GATE_MESSAGES } from '../../../contracts/deals/deals';
import { completeConflictCheck, dealBetween, stagesOf } from '../deals/deals.test-support';
import { notifications } from '../notifications/notifications.table';
import { signLetterOn } from './offers.test-support';
import { offers } from './offers.table';

const realtime = recordingRealtime();
const t = useTestApp({ realtime });
const http = sends(t);

const today = () => new Date().toISOString().slice(0, 10);
const terms = (change: Record<string, unknown> = {}) => ({
  price: 500_000,
  cash_at_closing: 300_000,
  earnout: { percent: 20, months: 36 },
  transition_months: 6,
  contingencies: ['financing', 'due_diligence'],
  expires_on: addDays(today(), 14),
  note: 'Subject to the billing reports.',
  ...change,
});

type Deal = Awaited<ReturnType<typeof dealBetween>>;
const make = (deal: Deal, headers: Record<string, string>, body: object = terms()) =>
  http.post(`/api/deals/${deal.dealId}/offers`, headers, body);
const counter = (offerId: number, headers: Record<string, string>, body: object = terms()) =>
  http.post(`/api/offers/${offerId}/counter`, headers, body);
const answer = (offerId: number, headers: Record<string, string>, body: object) => http.put(`/api/offers/${offerId}`, headers, body);
const list = (deal: Deal, headers: Record<string, string>) => http.get(`/api/deals/${deal.dealId}/offers`, headers);

async function opened(change: Record<string, unknown> = {}) {
  const deal = await dealBetween(t);
  const response = await make(deal, deal.as.buyer, terms(change));
  expect(response.statusCode, response.body).toBe(201);
  return { deal, offer: response.json<{ id: number; version: number }>() };
}

describe('POST /deals/{id}/offers', () => {
  it('lets the buyer open with version 1, every field marked as new, and tells the seller', async () => {
    const deal = await dealBetween(t);
    const response = await make(deal, deal.as.buyer, terms({ scope: ['estate_planning'] }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      deal_id: deal.dealId,
      version: 1,
      made_by: 'buyer',
      status: 'open',
      scope: ['estate_planning'],
      price: 500_000,
      cash_at_closing: 300_000,
      earnout: { percent: 20, months: 36 },
      transition_months: 6,
      contingencies: ['financing', 'due_diligence'],
      note: 'Subject to the billing reports.',
      changed: ['scope', 'price', 'cash_at_closing', 'earnout', 'transition_months', 'contingencies', 'expires_on', 'note'],
      reason: null,
      loi_document_id: null,
    });
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, deal.seller.id));
    const notice = notices.find((row) => row.subject === 'New offer on your listing');
    expect(notice?.body).toContain('offered $500,000');
    expect(realtime.published.some((push) => push.userId === deal.seller.id)).toBe(true);
    // The e-mail says an offer came and where to read it; its figures stay in the app.
    const mail = (await t.mails()).find((text) => text.includes('New offer on your listing'));
    expect(mail).toContain('Read its terms in Lexchange');
    expect(mail).not.toMatch(/500,000|300,000|500000/);
  });

  it('defaults the scope to the entire practice', async () => {
    const { offer } = await opened();
    expect(offer).toMatchObject({ scope: 'practice' });
  });

  it.each([
    ['price', { price: 0 }, OFFER_MESSAGES.price],
    ['price', { price: 100_000_001 }, OFFER_MESSAGES.price],
    ['cash_at_closing', { cash_at_closing: 500_001 }, OFFER_MESSAGES.cashOverPrice],
    ['earnout.percent', { earnout: { percent: 0, months: 12 } }, OFFER_MESSAGES.earnoutPercent],
    ['earnout.months', { earnout: { percent: 10, months: 121 } }, OFFER_MESSAGES.earnoutMonths],
    ['transition_months', { transition_months: 37 }, OFFER_MESSAGES.transition],
    ['contingencies.0', { contingencies: ['handshake'] }, OFFER_MESSAGES.contingency],
    ['expires_on', { expires_on: 'soon' }, OFFER_MESSAGES.expiresOn],
    ['note', { note: 'x'.repeat(2001) }, OFFER_MESSAGES.note],
  ])('refuses a bad %s with 422 and its message, storing nothing', async (field, change, message) => {
    const deal = await dealBetween(t);
    const response = await make(deal, deal.as.buyer, terms(change));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect((await list(deal, deal.as.buyer)).json().data).toEqual([]);
  });

  it('refuses a deadline of today or more than 90 days out, and an area the listing does not have', async () => {
    const deal = await dealBetween(t);
    const past = await make(deal, deal.as.buyer, terms({ expires_on: today() }));
    expect(past.json().errors.expires_on).toEqual([OFFER_MESSAGES.expiresPast]);
    const far = await make(deal, deal.as.buyer, terms({ expires_on: addDays(today(), 91) }));
    expect(far.json().errors.expires_on).toEqual([OFFER_MESSAGES.expiresFar]);
    const area = await make(deal, deal.as.buyer, terms({ scope: ['tax'] }));
    expect(area.statusCode).toBe(422);
    expect(area.json().errors.scope).toEqual([OFFER_MESSAGES.scopeArea('tax')]);
    expect((await list(deal, deal.as.buyer)).json().data).toEqual([]);
  });

  it('refuses a second open offer with 409, and the seller opening with 403', async () => {
    const { deal } = await opened();
    expect((await make(deal, deal.as.buyer)).statusCode).toBe(409);
    const seller = await make(deal, deal.as.seller);
    expect(seller.statusCode).toBe(403);
    expect(seller.json().message).toBe(OFFER_REFUSALS.buyerOpens);
  });

  it('gives strangers 404, staff 403, and staff acting as the buyer 403', async () => {
    const deal = await dealBetween(t);
    const stranger = await t.loginAs((await buildUser(t.database.db, { userType: 'buying' })).id);
    expect((await make(deal, stranger)).statusCode).toBe(404);
    expect((await make(deal, deal.as.admin)).statusCode).toBe(403);
    const acting = await t.loginAs(deal.buyer.id, { impersonatorId: deal.admin.id });
    expect((await make(deal, acting)).statusCode).toBe(403);
    expect((await http.post('/api/deals/999999/offers', deal.as.buyer, terms())).statusCode).toBe(404);
  });

  it('lets only one of two simultaneous first offers open', async () => {
    const deal = await dealBetween(t);
    const results = await Promise.all([make(deal, deal.as.buyer), make(deal, deal.as.buyer), make(deal, deal.as.buyer)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('GET /deals/{id}/offers', () => {
  it('shows both sides and staff every version newest first; strangers get 404', async () => {
    const { deal, offer } = await opened();
    await counter(offer.id, deal.as.seller, terms({ price: 550_000 }));
    for (const headers of [deal.as.buyer, deal.as.seller, deal.as.admin]) {
      const response = await list(deal, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((item: { version: number; status: string }) => [item.version, item.status])).toEqual([
        [2, 'open'],
        [1, 'countered'],
      ]);
    }
    const stranger = await t.loginAs((await buildUser(t.database.db, { userType: 'buying' })).id);
    expect((await list(deal, stranger)).statusCode).toBe(404);
  });

  it('reads an open offer past its deadline as expired, which can no longer be accepted (409)', async () => {
    const { deal, offer } = await opened();
    await t.database.db
      .update(offers)
      .set({ expiresOn: addDays(today(), -1) })
      .where(eq(offers.id, offer.id));
    expect((await list(deal, deal.as.seller)).json().data[0].status).toBe('expired');
    const accept = await answer(offer.id, deal.as.seller, { action: 'accept' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(OFFER_REFUSALS.expired);
    // The buyer may open again: version 2, compared with the expired one.
    const again = await make(deal, deal.as.buyer, terms({ price: 480_000 }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ version: 2, changed: ['price', 'expires_on'] });
  });
});

describe('POST /offers/{id}/counter', () => {
  it('makes the next version by the other side, lists what changed, and marks the previous one countered', async () => {
    const { deal, offer } = await opened();
    const response = await counter(offer.id, deal.as.seller, terms({ price: 560_000, earnout: null, transition_months: 12 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      version: 2,
      made_by: 'seller',
      status: 'open',
      changed: ['price', 'earnout', 'transition_months'],
    });
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, deal.buyer.id));
    expect(notices.find((notice) => notice.subject === 'Counter-offer (version 2)')?.body).toContain('with $560,000');
    const third = await counter(response.json().id, deal.as.buyer, terms({ price: 530_000, earnout: null, transition_months: 12 }));
    expect(third.json()).toMatchObject({ version: 3, made_by: 'buyer', changed: ['price'] });
  });

  it('refuses the maker countering their own offer (403), a closed offer (409) and bad terms (422)', async () => {
    const { deal, offer } = await opened();
    expect((await counter(offer.id, deal.as.buyer)).statusCode).toBe(403);
    expect((await counter(offer.id, deal.as.seller, terms({ transition_months: 99 }))).statusCode).toBe(422);
    expect((await counter(offer.id, deal.as.seller)).statusCode).toBe(201);
    expect((await counter(offer.id, deal.as.seller)).statusCode).toBe(409);
  });

  it('gives strangers 404 and staff 403', async () => {
    const { deal, offer } = await opened();
    const stranger = await t.loginAs((await buildUser(t.database.db, { userType: 'selling' })).id);
    expect((await counter(offer.id, stranger)).statusCode).toBe(404);
    expect((await counter(offer.id, deal.as.admin)).statusCode).toBe(403);
    expect((await counter(offer.id, await t.loginAs(deal.seller.id, { impersonatorId: deal.admin.id }))).statusCode).toBe(403);
    expect((await counter(999999, deal.as.seller)).statusCode).toBe(404);
  });
});

describe('PUT /offers/{id}', () => {
  it('lets the other side decline with a reason, which the maker hears', async () => {
    const { deal, offer } = await opened();
    expect((await answer(offer.id, deal.as.seller, { action: 'decline' })).json().errors.reason).toEqual([OFFER_MESSAGES.declineReason]);
    const response = await answer(offer.id, deal.as.seller, { action: 'decline', reason: 'The price is too low for the book.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', reason: 'The price is too low for the book.' });
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, deal.buyer.id));
    expect(notices.map((notice) => notice.subject)).toContain('Your offer was declined');
    expect((await answer(offer.id, deal.as.seller, { action: 'accept' })).statusCode).toBe(409);
  });

  it('lets only the maker withdraw, and only the other side accept or decline', async () => {
    const { deal, offer } = await opened();
    expect((await answer(offer.id, deal.as.seller, { action: 'withdraw' })).statusCode).toBe(403);
    expect((await answer(offer.id, deal.as.buyer, { action: 'accept' })).statusCode).toBe(403);
    expect((await answer(offer.id, deal.as.buyer, { action: 'decline', reason: 'x' })).statusCode).toBe(403);
    const withdrawn = await answer(offer.id, deal.as.buyer, { action: 'withdraw' });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
  });

  it('refuses a bad action or a long reason with 422, strangers with 404, staff with 403', async () => {
    const { deal, offer } = await opened();
    expect((await answer(offer.id, deal.as.seller, { action: 'shrug' })).json().errors.action).toEqual([OFFER_MESSAGES.action]);
    expect((await answer(offer.id, deal.as.seller, { action: 'decline', reason: 'x'.repeat(1001) })).json().errors.reason).toEqual([
      OFFER_MESSAGES.reason,
    ]);
    const stranger = await t.loginAs((await buildUser(t.database.db, { userType: 'buying' })).id);
    expect((await answer(offer.id, stranger, { action: 'accept' })).statusCode).toBe(404);
    expect((await answer(offer.id, deal.as.admin, { action: 'accept' })).statusCode).toBe(403);
    const acting = await t.loginAs(deal.seller.id, { impersonatorId: deal.admin.id });
    expect((await answer(offer.id, acting, { action: 'accept' })).statusCode).toBe(403);
    expect((await list(deal, deal.as.seller)).json().data[0].status).toBe('open');
  });

  it('lets one of two simultaneous answers win; the other gets 409', async () => {
    const { deal, offer } = await opened();
    const results = await Promise.all([
      answer(offer.id, deal.as.seller, { action: 'accept' }),
      answer(offer.id, deal.as.seller, { action: 'decline', reason: 'Changed my mind.' }),
      counter(offer.id, deal.as.seller, terms({ price: 600_000 })),
    ]);
    expect(results.filter((result) => result.statusCode === 409)).toHaveLength(2);
    expect(results.filter((result) => result.statusCode === 200 || result.statusCode === 201)).toHaveLength(1);
    const versions = (await list(deal, deal.as.buyer)).json().data as { status: string }[];
    expect(versions.filter((version) => version.status === 'open').length).toBeLessThanOrEqual(1);
  });

  it('accepting issues the letter of intent to both sides; when both sign, the deal enters "Letter of intent" by itself', async () => {
    const { deal, offer } = await opened({ scope: ['estate_planning'] });
    await completeConflictCheck(t, deal);
    const accepted = await answer(offer.id, deal.as.seller, { action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const loiId = accepted.json().loi_document_id as number;
    expect(loiId).toEqual(expect.any(Number));
    const document = (await http.get(`/api/documents/${loiId}`, deal.as.buyer)).json();
    expect(document).toMatchObject({ kind: 'loi', deal_id: deal.dealId, status: 'awaiting_signatures' });
    expect(document.parties.map((party: { side: string }) => party.side).sort()).toEqual(['buyer', 'seller']);
    expect((await make(deal, deal.as.buyer)).statusCode).toBe(409);

    const sign = (headers: Record<string, string>, user: { firstName: string | null; lastName: string | null }) =>
      http.post(`/api/documents/${loiId}/sign`, headers, {
        full_name: `${user.firstName} ${user.lastName}`,
        consent: true,
        sha256: document.sha256,
      });
    expect((await sign(deal.as.buyer, deal.buyer)).statusCode).toBe(200);
    let detail = (await http.get(`/api/deals/${deal.dealId}`, deal.as.seller)).json();
    expect(detail.history.at(-1).to).not.toBe('Letter of intent');
    expect((await sign(deal.as.seller, deal.seller)).statusCode).toBe(200);
    detail = (await http.get(`/api/deals/${deal.dealId}`, deal.as.seller)).json();
    expect(detail.history.at(-1)).toMatchObject({
      field: 'stage',
      by: null,
      to: 'Letter of intent',
      note: 'both parties signed the letter of intent',
    });
    for (const user of [deal.buyer, deal.seller]) {
      const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
      expect(notices.map((notice) => notice.subject)).toContain('Letter of intent signed by both sides');
    }
  });
});

describe('the letter of intent signed by both (issue #34: the system passes the stage gates too)', () => {
  it('leaves a deal whose conflict check is not completed where it is: the letter is signed, no history row, a notice that says why', async () => {
    const deal = await dealBetween(t);
    const before = (await http.get(`/api/deals/${deal.dealId}`, deal.as.seller)).json();
    const { loiId } = await signLetterOn(t, deal);

    expect((await http.get(`/api/documents/${loiId}`, deal.as.buyer)).json()).toMatchObject({ status: 'signed' });
    const after = (await http.get(`/api/deals/${deal.dealId}`, deal.as.seller)).json();
    expect(after.stage_id).toBe(before.stage_id);
    expect(after.history).toEqual(before.history);
    const { stages, named } = await stagesOf(t, deal.as.seller);
    expect(after.pending_gates).toEqual([{ stage_id: named('Conflict check').id, waiting_for: [GATE_MESSAGES.conflictNotStarted] }]);
    const stageName = stages.find((stage) => stage.id === before.stage_id)!.name;
    for (const user of [deal.buyer, deal.seller]) {
      const told = (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).find(
        (row) => row.subject === 'Letter of intent signed by both sides',
      );
      expect(told?.body).toContain(`The deal stays at “${stageName}” for now.`);
      expect(told?.body).toContain(GATE_MESSAGES.conflictNotStarted);
      expect(told?.body).not.toContain('moved to');
    }

    // Once the check is completed the deal does not jump by itself; either side moves it on.
    await completeConflictCheck(t, deal);
    expect((await http.get(`/api/deals/${deal.dealId}`, deal.as.buyer)).json().stage_id).toBe(before.stage_id);
    const moved = await http.put(`/api/deals/${deal.dealId}`, deal.as.buyer, { stage_id: named('Letter of intent').id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().stage_id).toBe(named('Letter of intent').id);
  });

  it('moves a deal whose conflict check is completed, past the stages between, with the system as author', async () => {
    const deal = await dealBetween(t);
    await completeConflictCheck(t, deal);
    await signLetterOn(t, deal);
    const { named } = await stagesOf(t, deal.as.seller);
    const detail = (await http.get(`/api/deals/${deal.dealId}`, deal.as.buyer)).json();
    expect(detail.stage_id).toBe(named('Letter of intent').id);
    expect(detail.history.filter((row: { field: string; to: string }) => row.field === 'stage' && row.to === 'Letter of intent')).toEqual([
      expect.objectContaining({ by: null, note: 'both parties signed the letter of intent' }),
    ]);
  });
});
