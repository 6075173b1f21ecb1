import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_NOTICE_STAGE,
  CLOSED_LOST_STAGE,
  CLOSED_WON_STAGE,
  DEAL_MESSAGES,
  DEFAULT_DEAL_STAGES,
  GATE_MESSAGES,
} from '../../../contracts/deals/deals';
import { LISTING_MESSAGES } from '../../../contracts/listings/listings';
import { PURCHASE_AGREEMENT_MESSAGES } from '../../../contracts/offers/purchase-agreement';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { jobHandlers } from '../../platform/jobs/handlers';
import { dealStageHistory, dealStages, deals, type DealRow } from '../deals/deals.table';
import { notifications } from '../notifications/notifications.table';
import type { UserRow } from '../users/users.table';
import { purgeDeletedListings } from './listing-lifecycle.service';
import { caller, multipartParts, SAMPLE_FILES } from '../../test/http';
import { signNda } from '../../test/nda';
import { listingActors, listingOf } from './listings.test-support';
import { listingFiles, listings, type ListingRow } from './listings.table';

const t = useTestApp();
let actors: Awaited<ReturnType<typeof listingActors>>;
beforeAll(async () => {
  actors = await listingActors(t);
});

const status = async (id: number) => (await caller(t, actors.admin.headers)('GET', `/listings/${id}`)).json().status as string;

describe('listing lifecycle', () => {
  it('staff approve a pending listing; the owner cannot approve their own', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'pending' });
    const own = await caller(t, actors.seller.headers)('PUT', `/listings/enable/${listing.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('A listing pending review is enabled by staff.');
    const res = await caller(t, actors.admin.headers)('PUT', `/listings/enable/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The listing is now active.', listing: { status: 'active' } });
  });

  it('a listing disabled while pending review goes back to review when its owner enables it, and live only through staff', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'pending' });
    const own = caller(t, actors.seller.headers);
    expect((await own('PUT', `/listings/disable/${listing.id}`, { reason: 'paused' })).statusCode).toBe(200);
    const back = await own('PUT', `/listings/enable/${listing.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ message: LISTING_MESSAGES.backInReview, listing: { status: 'pending' } });
    expect((await own('PUT', `/listings/enable/${listing.id}`)).statusCode).toBe(403);
    const approved = await caller(t, actors.admin.headers)('PUT', `/listings/enable/${listing.id}`);
    expect(approved.json().listing.status).toBe('active');
    const [row] = await t.deps.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.approvedAt).not.toBeNull();
  });

  it('the owner disables with a reason and re-enables', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const api = caller(t, actors.seller.headers);
    const res = await api('POST', `/listings/disable/${listing.id}`, { _method: 'PUT', reason: 'sold_elsewhere' });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ status: 'disabled', management: { disabled_reason: 'sold_elsewhere' } });
    expect((await api('PUT', `/listings/enable/${listing.id}`)).json().listing.status).toBe('active');
  });

  it('needs a note for the reason other, and a known reason', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const api = caller(t, actors.seller.headers);
    expect((await api('PUT', `/listings/disable/${listing.id}`, { reason: 'other' })).statusCode).toBe(422);
    expect((await api('PUT', `/listings/disable/${listing.id}`, { reason: 'bored' })).statusCode).toBe(422);
    const res = await api('PUT', `/listings/disable/${listing.id}`, { reason: 'other', note: 'Merging with a partner' });
    expect(res.json().listing.management).toMatchObject({ disabled_reason: 'other', disabled_note: 'Merging with a partner' });
  });

  it('refuses to disable a draft or enable an active listing', async () => {
    const draft = await listingOf(t, actors.seller.user, { status: 'draft' });
    const active = await listingOf(t, actors.seller.user);
    expect((await caller(t, actors.seller.headers)('PUT', `/listings/disable/${draft.id}`, { reason: 'paused' })).statusCode).toBe(409);
    expect((await caller(t, actors.admin.headers)('PUT', `/listings/enable/${active.id}`)).statusCode).toBe(409);
  });

  it('staff feedback sends the listing back to draft with the message', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'pending' });
    const res = await caller(t, actors.admin.headers)('POST', `/listings/feedback/${listing.id}`, {
      _method: 'PUT',
      message: 'Please add <b>last year</b> revenue',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ status: 'draft', management: { feedback_message: 'Please add <b>last year</b> revenue' } });
    const seen = await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}`);
    expect(seen.json().management.feedback_message).toBe('Please add <b>last year</b> revenue');
  });

  it('feedback is staff only', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'pending' });
    expect((await caller(t, actors.seller.headers)('PUT', `/listings/feedback/${listing.id}`, { message: 'x' })).statusCode).toBe(403);
  });

  it('delete needs a reason, hides the listing at once, and keeps it 30 days', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const api = caller(t, actors.seller.headers);
    expect((await api('DELETE', `/listings/${listing.id}`, {})).statusCode).toBe(422);
    const res = await api('DELETE', `/listings/${listing.id}`, { reason: 'Changed my mind' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The listing was deleted.' });
    expect((await api('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await caller(t, actors.admin.headers)('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
    expect(await purgeDeletedListings(t.deps)).toBe(0);
    const later = { ...t.deps, now: () => new Date(Date.now() + 31 * 86_400_000) };
    expect(await purgeDeletedListings(later)).toBeGreaterThanOrEqual(1);
  });

  it('lists the seller’s own listings by status, and all of them for staff', async () => {
    const mine = await listingOf(t, actors.seller.user, { status: 'pending' });
    const theirs = await listingOf(t, actors.otherSeller.user, { status: 'pending' });
    const own = (await caller(t, actors.seller.headers)('GET', '/listings/status/pending')).json();
    expect(own.data.map((l: { id: number }) => l.id)).toContain(mine.id);
    expect(own.data.map((l: { id: number }) => l.id)).not.toContain(theirs.id);
    const staff = (await caller(t, actors.admin.headers)('GET', '/listings/status/pending?per_page=50')).json();
    expect(staff.data.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await status(mine.id)).toBe('pending');
  });
});

describe('changing the public face of an approved listing (issue #29)', () => {
  const browse = async (headers: Record<string, string>) =>
    ((await caller(t, headers)('GET', '/listings?per_page=50&sort=-created_at')).json().data as { id: number }[]).map(
      (listing) => listing.id,
    );

  it('sends an active listing back to review, hidden from buyers until staff enable it with its new face', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const own = caller(t, actors.seller.headers);
    const buyer = caller(t, actors.buyer.headers);
    expect(await browse(actors.buyer.headers)).toContain(listing.id);

    const saved = await own('PUT', `/listings/${listing.id}`, { headline: 'Now with a new headline', metro: 'Springfield' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'pending', headline: 'Now with a new headline', management: { approved_at: null } });
    expect((await buyer('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
    expect(await browse(actors.buyer.headers)).not.toContain(listing.id);
    const queue = (await caller(t, actors.admin.headers)('GET', '/listings/status/pending?per_page=50')).json();
    expect(queue.data.map((item: { id: number }) => item.id)).toContain(listing.id);

    // Not live again through its owner: neither enabling it, nor disabling and enabling it.
    expect((await own('PUT', `/listings/enable/${listing.id}`)).statusCode).toBe(403);
    await own('PUT', `/listings/disable/${listing.id}`, { reason: 'paused' });
    expect((await own('PUT', `/listings/enable/${listing.id}`)).json()).toMatchObject({ listing: { status: 'pending' } });

    expect((await caller(t, actors.admin.headers)('PUT', `/listings/enable/${listing.id}`)).json().listing.status).toBe('active');
    expect((await buyer('GET', `/listings/${listing.id}`)).json()).toMatchObject({
      headline: 'Now with a new headline',
      metro: 'Springfield',
    });
  });

  it.each([
    ['the practice areas', { practice_areas: ['estate_planning', 'probate'] }],
    ['the state', { state: 'WI' }],
    ['the asking price', { asking_price: 800_000 }],
    ['the attorneys', { attorneys: 4 }],
    ['the staff', { staff: 5 }],
    ['the year established', { year_established: 1996 }],
    ['revenue into another band', { gross_revenues: [1_100_000, 850_000, 800_000] }],
  ])('sends it back to review for %s', async (_label, change) => {
    const listing = await listingOf(t, actors.seller.user);
    const saved = await caller(t, actors.seller.headers)('PUT', `/listings/${listing.id}`, change);
    expect([saved.statusCode, saved.json().status]).toEqual([200, 'pending']);
  });

  it('keeps it active for answers only a granted buyer sees, and for the face sent back unchanged', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const saved = await caller(t, actors.seller.headers)('PUT', `/listings/${listing.id}`, {
      headline: listing.headline,
      practice_areas: listing.practiceAreas,
      metro: listing.metro,
      firm_name: 'Renamed LLP',
      city: 'Evanston',
      description: '<p>Three partners.</p>',
      gross_revenues: [950_000, 850_000, 800_000],
      sde: 320_000,
      more_info: { reason_to_sell: 'Moving abroad' },
      minimum_verification_level: 'VI',
    });
    expect([saved.statusCode, saved.json().status]).toEqual([200, 'active']);
    expect(saved.json().confidential).toMatchObject({ firm_name: 'Renamed LLP', sde: 320_000 });
    expect(await browse(actors.buyer.headers)).toContain(listing.id);
  });

  it('needs no review for staff’s own edits', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const saved = await caller(t, actors.admin.headers)('PUT', `/listings/${listing.id}`, { headline: 'Tidied by staff' });
    expect([saved.statusCode, saved.json().status]).toEqual([200, 'active']);
  });

  it('sends a disabled listing to review when its owner enables it again', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'disabled', disabledReason: 'paused' });
    const own = caller(t, actors.seller.headers);
    const saved = await own('PUT', `/listings/${listing.id}`, { headline: 'Changed while paused' });
    expect(saved.json().status).toBe('disabled');
    expect((await own('PUT', `/listings/enable/${listing.id}`)).json()).toMatchObject({
      message: LISTING_MESSAGES.backInReview,
      listing: { status: 'pending' },
    });
  });
});

describe('deleting a user', () => {
  it('deletes their listings and stored files', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const listing = await listingOf(t, seller);
    const form = multipartParts([{ name: 'financials_needed', filename: 'pnl.pdf', data: SAMPLE_FILES.pdf }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/files`,
      headers: { ...(await t.loginAs(seller.id)), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const res = await caller(t, actors.admin.headers)('DELETE', `/users/${seller.id}`, {
      confirm_name: `${seller.firstName} ${seller.lastName}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await caller(t, actors.admin.headers)('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(listingFiles)).toEqual([]);
  });
});

/** A buyer whose access request the seller accepted: a match with a deal at the first stage. */
async function openDeal(listing: ListingRow, seller: { headers: Record<string, string> } = actors.seller) {
  const buyer = await buildUser(t.database.db, { userType: 'buying' });
  const buyerHeaders = await t.loginAs(buyer.id);
  await signNda(t, buyerHeaders, listing.id);
  const asked = await caller(t, buyerHeaders)('POST', '/chats/create-match', { listing_id: listing.id });
  expect(asked.statusCode).toBe(201);
  expect((await caller(t, seller.headers)('PUT', `/chats/${asked.json().id}`, { status: 'accepted' })).statusCode).toBe(200);
  const [deal] = await t.database.db.select().from(deals).where(eq(deals.chatId, asked.json().id));
  return { buyer, deal: deal! };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The deal at the last open stage, its client notices sent `noticeDaysAgo` days ago: with 100 every gate before
 * "Closed — won" has passed (what the deal did to get there is the deals and offers tests' concern).
 */
async function atClientNotice(deal: DealRow, noticeDaysAgo = 100): Promise<DealRow> {
  const [stage] = await t.database.db.select().from(dealStages).where(eq(dealStages.name, CLIENT_NOTICE_STAGE));
  const [moved] = await t.database.db
    .update(deals)
    .set({ stageId: stage!.id, clientNoticeSentOn: daysAgo(noticeDaysAgo) })
    .where(eq(deals.id, deal.id))
    .returning();
  return moved!;
}

const stageNameOf = async (dealId: number) => {
  const [row] = await t.database.db
    .select({ name: dealStages.name, likelihood: deals.likelihoodOfClosing })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(eq(deals.id, dealId));
  return row!;
};

const dealNotices = (user: UserRow) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.event, 'deal_stage_changed')))
    .orderBy(asc(notifications.id));

describe('sold closes the open deals', () => {
  it('sold here with the winning deal: it closes as won, every other open deal as lost, with history and notices', async () => {
    const listing = await listingOf(t, actors.seller.user, { headline: 'Lakeside estate practice' });
    const opened = await openDeal(listing);
    const winner = { ...opened, deal: await atClientNotice(opened.deal) };
    const loser = await openDeal(listing);
    const otherListing = await openDeal(await listingOf(t, actors.seller.user));
    const res = await caller(t, actors.seller.headers)('PUT', `/listings/disable/${listing.id}`, {
      reason: 'sold_here',
      winning_deal_id: winner.deal.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ status: 'disabled', management: { disabled_reason: 'sold_here' } });

    expect(await stageNameOf(winner.deal.id)).toEqual({ name: CLOSED_WON_STAGE, likelihood: 100 });
    expect(await stageNameOf(loser.deal.id)).toEqual({ name: CLOSED_LOST_STAGE, likelihood: 0 });
    expect((await stageNameOf(otherListing.deal.id)).name).toBe(DEFAULT_DEAL_STAGES[0]);

    const history = await t.database.db
      .select()
      .from(dealStageHistory)
      .where(inArray(dealStageHistory.dealId, [winner.deal.id, loser.deal.id]))
      .orderBy(asc(dealStageHistory.id));
    expect(history).toHaveLength(4);
    expect(history.slice(2)).toEqual([
      expect.objectContaining({ dealId: winner.deal.id, fromStageId: winner.deal.stageId, changedById: actors.seller.user.id }),
      expect.objectContaining({ dealId: loser.deal.id, fromStageId: loser.deal.stageId, changedById: actors.seller.user.id }),
    ]);

    const [won] = await dealNotices(winner.buyer);
    expect(won).toMatchObject({ subject: 'Deal stage changed', url: '/buyer-deals' });
    expect(won!.body).toContain('Closed — won');
    expect(won!.body).toContain('Lakeside estate practice');
    const [lost] = await dealNotices(loser.buyer);
    expect(lost!.body).toContain('Closed — lost');
    expect(await dealNotices(otherListing.buyer)).toEqual([]);
    // The seller made the change: no notice about their own action.
    const sellerNotices = await dealNotices(actors.seller.user);
    expect(sellerNotices.filter((n) => n.body.includes('Lakeside estate practice'))).toEqual([]);
  });

  it('sold here without a winner, or sold elsewhere, closes every open deal as lost; staff closing tells the seller too', async () => {
    const here = await listingOf(t, actors.seller.user);
    const first = await openDeal(here);
    expect((await caller(t, actors.seller.headers)('PUT', `/listings/disable/${here.id}`, { reason: 'sold_here' })).statusCode).toBe(200);
    expect((await stageNameOf(first.deal.id)).name).toBe(CLOSED_LOST_STAGE);

    const elsewhere = await listingOf(t, actors.seller.user, { headline: 'Hilltop family practice' });
    const a = await openDeal(elsewhere);
    const b = await openDeal(elsewhere);
    const res = await caller(t, actors.admin.headers)('POST', `/listings/disable/${elsewhere.id}`, {
      _method: 'PUT',
      reason: 'sold_elsewhere',
    });
    expect(res.statusCode).toBe(200);
    expect((await stageNameOf(a.deal.id)).name).toBe(CLOSED_LOST_STAGE);
    expect((await stageNameOf(b.deal.id)).name).toBe(CLOSED_LOST_STAGE);
    const history = await t.database.db
      .select()
      .from(dealStageHistory)
      .where(eq(dealStageHistory.dealId, a.deal.id))
      .orderBy(asc(dealStageHistory.id));
    expect(history.at(-1)).toMatchObject({ changedById: actors.admin.user.id });
    const sellerNotices = (await dealNotices(actors.seller.user)).filter((n) => n.body.includes('Hilltop family practice'));
    expect(sellerNotices.map((n) => n.url)).toEqual(['/seller-deals', '/seller-deals']);
    expect(sellerNotices[0]!.body).toContain(a.buyer.uniqueId);
  });

  it('leaves deals alone for paused and other, and leaves closed deals alone', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const open = await openDeal(listing);
    expect((await caller(t, actors.seller.headers)('PUT', `/listings/disable/${listing.id}`, { reason: 'paused' })).statusCode).toBe(200);
    expect((await stageNameOf(open.deal.id)).name).toBe(DEFAULT_DEAL_STAGES[0]);
    expect((await caller(t, actors.seller.headers)('PUT', `/listings/enable/${listing.id}`)).statusCode).toBe(200);
    expect(
      (await caller(t, actors.seller.headers)('PUT', `/listings/disable/${listing.id}`, { reason: 'sold_elsewhere' })).statusCode,
    ).toBe(200);
    const before = await t.database.db.select().from(dealStageHistory).where(eq(dealStageHistory.dealId, open.deal.id));
    expect((await caller(t, actors.seller.headers)('PUT', `/listings/enable/${listing.id}`)).statusCode).toBe(200);
    expect(
      (await caller(t, actors.seller.headers)('PUT', `/listings/disable/${listing.id}`, { reason: 'sold_elsewhere' })).statusCode,
    ).toBe(200);
    expect(await t.database.db.select().from(dealStageHistory).where(eq(dealStageHistory.dealId, open.deal.id))).toHaveLength(
      before.length,
    );
  });

  it('refuses a winning deal that is not an open deal of the listing with 422, and changes nothing', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const mine = await openDeal(listing);
    const elsewhere = await openDeal(await listingOf(t, actors.seller.user));
    const closed = await listingOf(t, actors.seller.user);
    const closedDeal = await openDeal(closed);
    await caller(t, actors.seller.headers)('PUT', `/listings/disable/${closed.id}`, { reason: 'sold_elsewhere' });
    const api = caller(t, actors.seller.headers);
    for (const winning of [elsewhere.deal.id, closedDeal.deal.id, 2_000_000_000]) {
      const res = await api('PUT', `/listings/disable/${listing.id}`, { reason: 'sold_here', winning_deal_id: winning });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: LISTING_MESSAGES.winningDealInvalid,
        errors: { winning_deal_id: [LISTING_MESSAGES.winningDealInvalid] },
      });
    }
    const [still] = await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(still!.status).toBe('active');
    expect((await stageNameOf(mine.deal.id)).name).toBe(DEFAULT_DEAL_STAGES[0]);
    expect((await stageNameOf(elsewhere.deal.id)).name).toBe(DEFAULT_DEAL_STAGES[0]);
  });

  it('validates winning_deal_id: a positive id, and only with sold here', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const deal = await atClientNotice((await openDeal(listing)).deal);
    const api = caller(t, actors.seller.headers);
    for (const body of [
      { reason: 'sold_here', winning_deal_id: 'abc' },
      { reason: 'sold_here', winning_deal_id: -1 },
      { reason: 'sold_here', winning_deal_id: 1.5 },
      { reason: 'sold_here', winning_deal_id: 99_999_999_999 },
      { reason: 'sold_here', winning_deal_id: { id: 1 } },
      { reason: 'paused', winning_deal_id: deal.id },
      { reason: 'sold_elsewhere', winning_deal_id: deal.id },
    ]) {
      const res = await api('PUT', `/listings/disable/${listing.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.winning_deal_id, JSON.stringify(body)).toBeTruthy();
    }
    // An API client's bad values are refused in the product's words (contracts/common/validation-messages.ts), not zod's.
    const zero = await api('PUT', `/listings/disable/${listing.id}`, { reason: 'sold_here', winning_deal_id: 0 });
    expect(zero.json()).toEqual({
      message: 'Enter a whole number from 1 to 2,147,483,647.',
      errors: { winning_deal_id: ['Enter a whole number from 1 to 2,147,483,647.'] },
    });
    const noReason = await api('PUT', `/listings/disable/${listing.id}`, { winning_deal_id: 'abc' });
    expect(noReason.json().errors).toEqual({ reason: ['This field is required.'], winning_deal_id: ['Enter a whole number.'] });
    const unknownReason = await api('PUT', `/listings/disable/${listing.id}`, { reason: 'gone' });
    expect(unknownReason.json().errors).toEqual({ reason: ['Choose one of: sold_here, sold_elsewhere, paused, other.'] });
    const notSoldHere = await api('PUT', `/listings/disable/${listing.id}`, { reason: 'paused', winning_deal_id: deal.id });
    expect(notSoldHere.json().errors.winning_deal_id).toEqual([LISTING_MESSAGES.winningDealNotSoldHere]);
    // A form post sends the id as text, and an empty choice as ''.
    const form = await api('POST', `/listings/disable/${listing.id}`, `_method=PUT&reason=sold_here&winning_deal_id=${deal.id}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(200);
    expect((await stageNameOf(deal.id)).name).toBe(CLOSED_WON_STAGE);
    const other = await listingOf(t, actors.seller.user);
    const blank = await api('POST', `/listings/disable/${other.id}`, '_method=PUT&reason=sold_here&winning_deal_id=', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(blank.statusCode).toBe(200);
  });
  it('refuses the seller a winning deal whose gates have not passed (422 naming its waits, nothing changed); staff may', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const fresh = (await openDeal(listing)).deal;
    const noticed = await atClientNotice((await openDeal(listing)).deal, 10);
    const sell = (headers: Record<string, string>, dealId: number) =>
      caller(t, headers)('PUT', `/listings/disable/${listing.id}`, { reason: 'sold_here', winning_deal_id: dealId });

    const early = await sell(actors.seller.headers, fresh.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.winning_deal_id).toContain(GATE_MESSAGES.conflictNotStarted);
    const waiting = await sell(actors.seller.headers, noticed.id);
    expect(waiting.statusCode).toBe(422);
    const endsOn = new Date(Date.parse(`${daysAgo(10)}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
    expect(waiting.json()).toMatchObject({ errors: { winning_deal_id: [DEAL_MESSAGES.noticeWindowOpen(endsOn)] } });
    expect(waiting.json().message).toBe(DEAL_MESSAGES.noticeWindowOpen(endsOn));
    expect(await status(listing.id)).toBe('active');
    expect((await stageNameOf(fresh.id)).name).toBe(DEFAULT_DEAL_STAGES[0]);
    expect((await stageNameOf(noticed.id)).name).toBe(CLIENT_NOTICE_STAGE);

    const staff = await sell(actors.admin.headers, noticed.id);
    expect(staff.statusCode).toBe(200);
    expect(await stageNameOf(noticed.id)).toEqual({ name: CLOSED_WON_STAGE, likelihood: 100 });
    expect((await stageNameOf(fresh.id)).name).toBe(CLOSED_LOST_STAGE);
  });
});

describe('GET /listings/{id}/open-deals', () => {
  it('lists the open deals with their buyer to the owner and staff, oldest first', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const first = await openDeal(listing);
    const second = await openDeal(listing);
    const res = await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/open-deals`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [first, second].map(({ buyer, deal }) => ({
        id: deal.id,
        buyer: { id: buyer.id, unique_id: buyer.uniqueId, name: `${buyer.firstName} ${buyer.lastName}` },
        stage: { id: deal.stageId, name: DEFAULT_DEAL_STAGES[0] },
        likelihood_of_closing: deal.likelihoodOfClosing,
        created_at: deal.createdAt.toISOString(),
        pending_gates: expect.any(Array),
      })),
    });
    expect((await caller(t, actors.admin.headers)('GET', `/listings/${listing.id}/open-deals`)).json().data).toHaveLength(2);
    await atClientNotice(first.deal);
    const sold = await caller(t, actors.seller.headers)('PUT', `/listings/disable/${listing.id}`, {
      reason: 'sold_here',
      winning_deal_id: first.deal.id,
    });
    expect(sold.statusCode).toBe(200);
    expect((await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/open-deals`)).json()).toEqual({ data: [] });
  });

  it('says per deal what closing it as won still waits for, every stage left, and [] for a deal that may close', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const ready = await atClientNotice((await openDeal(listing)).deal);
    const waiting = await openDeal(listing);
    const stages = await t.database.db.select().from(dealStages);
    const stageId = (name: string) => stages.find((stage) => stage.name === name)!.id;
    const res = await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/open-deals`);
    expect(res.statusCode).toBe(200);
    const gatesOf = (id: number) =>
      (res.json().data as { id: number; pending_gates: unknown }[]).find((deal) => deal.id === id)?.pending_gates;
    expect(gatesOf(ready.id)).toEqual([]);
    expect(gatesOf(waiting.deal.id)).toEqual([
      { stage_id: stageId('Conflict check'), waiting_for: [GATE_MESSAGES.conflictNotStarted] },
      { stage_id: stageId('Letter of intent'), waiting_for: [GATE_MESSAGES.loiNotIssued] },
      { stage_id: stageId('Purchase agreement'), waiting_for: [PURCHASE_AGREEMENT_MESSAGES.gate] },
      { stage_id: stageId(CLIENT_NOTICE_STAGE), waiting_for: [DEAL_MESSAGES.noticeNotSent] },
    ]);
    // What the seller's "sold here" is refused with is the same list, flattened.
    const refused = await caller(t, actors.seller.headers)('PUT', `/listings/disable/${listing.id}`, {
      reason: 'sold_here',
      winning_deal_id: waiting.deal.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.winning_deal_id).toEqual(
      (gatesOf(waiting.deal.id) as { waiting_for: string[] }[]).flatMap((gate) => gate.waiting_for),
    );
  });

  it('refuses buyers and other sellers, and unknown listings', async () => {
    const listing = await listingOf(t, actors.seller.user);
    expect((await caller(t, actors.buyer.headers)('GET', `/listings/${listing.id}/open-deals`)).statusCode).toBe(403);
    expect((await caller(t, actors.otherSeller.headers)('GET', `/listings/${listing.id}/open-deals`)).statusCode).toBe(403);
    const draft = await listingOf(t, actors.seller.user, { status: 'draft' });
    expect((await caller(t, actors.buyer.headers)('GET', `/listings/${draft.id}/open-deals`)).statusCode).toBe(404);
    expect((await caller(t, actors.seller.headers)('GET', '/listings/999999/open-deals')).statusCode).toBe(404);
    expect((await caller(t, actors.seller.headers)('GET', '/listings/abc/open-deals')).statusCode).toBe(422);
  });
});

describe('the daily purge job', () => {
  it('purges a listing deleted 31 days ago with its files, and keeps one deleted 29 days ago', async () => {
    const upload = async (listing: ListingRow) => {
      const form = multipartParts([{ name: 'financials_needed', filename: 'pnl.pdf', data: SAMPLE_FILES.pdf }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/listings/${listing.id}/files`,
        headers: { ...actors.seller.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      const [file] = await t.database.db.select().from(listingFiles).where(eq(listingFiles.listingId, listing.id));
      return file!.storageKey;
    };
    const day = 86_400_000;
    const old = await listingOf(t, actors.seller.user);
    const recent = await listingOf(t, actors.seller.user);
    const oldKey = await upload(old);
    const recentKey = await upload(recent);
    await t.database.db
      .update(listings)
      .set({ deletedAt: new Date(Date.now() - 31 * day), deleteReason: 'Sold' })
      .where(eq(listings.id, old.id));
    await t.database.db
      .update(listings)
      .set({ deletedAt: new Date(Date.now() - 29 * day), deleteReason: 'Sold' })
      .where(eq(listings.id, recent.id));
    expect(await t.deps.storage.get(oldKey)).not.toBeNull();

    await jobHandlers(t.deps)['listings.purge-deleted']({});

    const left = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(inArray(listings.id, [old.id, recent.id]));
    expect(left).toEqual([{ id: recent.id }]);
    expect(await t.database.db.select().from(listingFiles).where(eq(listingFiles.listingId, old.id))).toEqual([]);
    expect(await t.deps.storage.get(oldKey)).toBeNull();
    const kept = await t.deps.storage.get(recentKey);
    expect(kept).not.toBeNull();
    kept!.body.destroy();
  });
});

describe('seller stats', () => {
  it('counts access requests (match requests, whatever the answer) apart from access grants', async () => {
    const listing = await listingOf(t, actors.seller.user);
    await openDeal(listing);
    const declined = await buildUser(t.database.db, { userType: 'buying' });
    const declinedHeaders = await t.loginAs(declined.id);
    await signNda(t, declinedHeaders, listing.id);
    const asked = await caller(t, declinedHeaders)('POST', '/chats/create-match', { listing_id: listing.id });
    await caller(t, actors.seller.headers)('PUT', `/chats/${asked.json().id}`, { status: 'declined' });
    const waiting = await buildUser(t.database.db, { userType: 'buying' });
    const waitingHeaders = await t.loginAs(waiting.id);
    await signNda(t, waitingHeaders, listing.id);
    await caller(t, waitingHeaders)('POST', '/chats/create-match', { listing_id: listing.id });
    const stats = (await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/stats`)).json();
    const total = (days: { count: number }[]) => days.reduce((sum, d) => sum + d.count, 0);
    expect(total(stats.access_requests)).toBe(3);
    expect(total(stats.access_grants)).toBe(1);
    expect(stats.access_requests[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
