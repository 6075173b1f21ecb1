import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NDA_MESSAGES } from '../../../contracts/documents/nda';
import { CHAT_MESSAGES } from '../../../contracts/chats/chats';
import { DEFAULT_DEAL_STAGES } from '../../../contracts/deals/deals';
import { useTestApp } from '../../test/use-test-app';
import { buildListing, buildUser } from '../../test/factories';
import { dealStageHistory, dealStages, deals } from '../deals/deals.table';
import { hasListingAccess } from '../listings/listing-access';
import { notifications } from '../notifications/notifications.table';
import { marketplace } from '../../test/marketplace';
import { recordingRealtime } from '../../test/realtime';
import { chatClient } from './chats.test-support';
import { chats } from './chats.table';

const realtime = recordingRealtime();
const t = useTestApp({ realtime });
const http = chatClient(t);

describe('POST /chats/create-match', () => {
  it('refuses a buyer who has not signed the listing’s NDA (422), and reaches nobody', async () => {
    const m = await marketplace(t);
    const unsigned = await http.requestMatchUnsigned(m.as.buyer, m.listing.id);
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().message).toBe(NDA_MESSAGES.notSigned);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, m.seller.id))).toEqual([]);
    expect((await http.requestMatch(m.as.buyer, m.listing.id)).statusCode).toBe(201);
  });

  it('tells the seller what happened in the subject: an access request from a buyer (issue #34)', async () => {
    const m = await marketplace(t);
    expect((await http.requestMatch(m.as.buyer, m.listing.id)).statusCode).toBe(201);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.seller.id));
    expect(told.map((n) => [n.event, n.subject])).toEqual([['access_request', 'Access request from a buyer']]);
  });

  it('creates a pending match chat once, then returns the same chat with 200', async () => {
    const m = await marketplace(t);
    const first = await http.requestMatch(m.as.buyer, m.listing.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'match',
      status: 'pending',
      listing: { id: m.listing.id },
      my_role: 'buyer',
      can_answer: false,
    });
    const again = await http.requestMatch(m.as.buyer, m.listing.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.seller.id));
    expect(told.map((n) => n.event)).toEqual(['access_request']);
  });

  it('finds the buyer’s request by listing with GET /chats?filter[listing_id]= (issue #20), and only theirs', async () => {
    const m = await marketplace(t);
    const other = await buildListing(t.database.db, { owner: m.seller });
    const chatId = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
    await http.requestMatch(m.as.buyer, other.id);
    const mine = (await http.get(`/api/chats?filter[type]=match&filter[listing_id]=${m.listing.id}`, m.as.buyer)).json();
    expect(mine.data.map((chat: { id: number; status: string }) => [chat.id, chat.status])).toEqual([[chatId, 'pending']]);
    expect(mine.data[0].listing.reference).toMatch(/^LST-/);
    const stranger = await buildUser(t.database.db, { userType: 'buying' });
    expect((await http.get(`/api/chats?filter[listing_id]=${m.listing.id}`, await t.loginAs(stranger.id))).json().data).toEqual([]);
    expect((await http.get('/api/chats?filter[listing_id]=abc', m.as.buyer)).statusCode).toBe(422);
  });

  it('shows the buyer to the seller anonymously before acceptance: unique id, level, customization, no contact', async () => {
    const m = await marketplace(t);
    const chatId = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
    const seen = (await http.get(`/api/chats/${chatId}`, m.as.seller)).json();
    expect(seen.can_answer).toBe(true);
    expect(seen.members).toEqual([
      expect.objectContaining({
        role: 'buyer',
        unique_id: m.buyer.uniqueId,
        name: m.buyer.uniqueId,
        email: null,
        phone: null,
        full_name: null,
        user_id: null,
        verification_level: 'unverified',
      }),
    ]);
    expect(seen.members[0].customization).toMatchObject({ practice_areas: [] });
    expect(JSON.stringify(seen)).not.toContain(m.buyer.email);
  });

  it('carries docs/product.md "Entities"’s match fields: seller_id, buyer_info and seller_info, names only once accepted', async () => {
    const m = await marketplace(t);
    const chatId = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
    const name = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
    const buyerHandle = { unique_id: m.buyer.uniqueId, verification_level: m.buyer.verificationLevel };
    const sellerHandle = { unique_id: m.seller.uniqueId, verification_level: m.seller.verificationLevel };

    // Pending: the buyer does not learn who the seller is; each side knows its own name.
    const forBuyer = (await http.get(`/api/chats/${chatId}`, m.as.buyer)).json();
    expect(forBuyer).toMatchObject({
      seller_id: null,
      buyer_info: { ...buyerHandle, name: name(m.buyer) },
      seller_info: { ...sellerHandle, name: null },
    });
    const forSeller = (await http.get(`/api/chats/${chatId}`, m.as.seller)).json();
    expect(forSeller).toMatchObject({
      seller_id: m.seller.id,
      buyer_info: { ...buyerHandle, name: null },
      seller_info: { ...sellerHandle, name: name(m.seller) },
    });
    const forStaff = (await http.get(`/api/chats/${chatId}`, m.as.admin)).json();
    expect(forStaff).toMatchObject({ seller_id: m.seller.id, buyer_info: { name: name(m.buyer) }, seller_info: { name: name(m.seller) } });

    // Accepted: both sides are named, in the chat, the list and the active matches.
    await http.answer(m.as.seller, chatId, 'accepted');
    const accepted = {
      seller_id: m.seller.id,
      buyer_info: { ...buyerHandle, name: name(m.buyer) },
      seller_info: { ...sellerHandle, name: name(m.seller) },
    };
    expect((await http.get(`/api/chats/${chatId}`, m.as.buyer)).json()).toMatchObject(accepted);
    expect((await http.get('/api/chats', m.as.buyer)).json().data.find((chat: { id: number }) => chat.id === chatId)).toMatchObject(
      accepted,
    );
    expect((await http.get('/api/chats/active-matches', m.as.seller)).json().data[0]).toMatchObject(accepted);
  });

  it('leaves the match fields empty on support chats', async () => {
    const m = await marketplace(t);
    const support = await http.post('/api/chats', m.as.buyer, {
      subject: 'A question about fees',
      message: 'How are success fees computed?',
    });
    expect(support.statusCode).toBe(201);
    expect(support.json()).toMatchObject({ type: 'support', seller_id: null, buyer_info: null, seller_info: null });
  });

  it('refuses sellers, the owner, listings that are not active, and buyers below the minimum level', async () => {
    const m = await marketplace(t);
    expect((await http.requestMatch(m.as.seller, m.listing.id)).json().message).toBe(CHAT_MESSAGES.buyersOnly);
    const owningBuyer = await buildUser(t.database.db, { userType: 'buying' });
    const own = await buildListing(t.database.db, { owner: owningBuyer });
    const ownRes = await http.requestMatch(await t.loginAs(owningBuyer.id), own.id);
    expect([ownRes.statusCode, ownRes.json().message]).toEqual([422, CHAT_MESSAGES.ownListing]);
    const draft = await buildListing(t.database.db, { owner: m.seller, status: 'draft' });
    expect((await http.requestMatch(m.as.buyer, draft.id)).statusCode).toBe(404);
    const disabled = await buildListing(t.database.db, { owner: m.seller, status: 'disabled' });
    expect((await http.requestMatch(m.as.buyer, disabled.id)).json().message).toBe(CHAT_MESSAGES.listingClosed);
    expect((await http.requestMatch(m.as.buyer, 999_999)).statusCode).toBe(404);
    const strict = await buildListing(t.database.db, { owner: m.seller, minimumVerificationLevel: 'VLP' });
    const low = await http.requestMatch(m.as.buyer, strict.id);
    expect(low.statusCode).toBe(403);
    expect(low.json().message).toContain('Funds Verified');
    expect((await http.post('/api/chats/create-match', m.as.buyer, { listing_id: 'abc' })).statusCode).toBe(422);
  });
});

describe('the minimum verification level', () => {
  it('lets buyers at the listing’s level or above ask, refuses those below with 403 and the level, and stores nothing', async () => {
    const db = t.database.db;
    const m = await marketplace(t);
    const strict = await buildListing(db, { owner: m.seller, minimumVerificationLevel: 'VFL' });
    const outcomes: Record<string, number> = {};
    for (const level of ['unverified', 'VI', 'VBO', 'VFL', 'VLP']) {
      const buyer = await buildUser(db, { userType: 'buying', verificationLevel: level });
      const res = await http.requestMatch(await t.loginAs(buyer.id), strict.id);
      outcomes[level] = res.statusCode;
      if (res.statusCode === 403) expect(res.json()).toEqual({ message: CHAT_MESSAGES.verificationTooLow('Valuation Verified') });
    }
    expect(outcomes).toEqual({ unverified: 403, VI: 403, VBO: 403, VFL: 201, VLP: 201 });
    const requests = await db
      .select()
      .from(chats)
      .where(and(eq(chats.type, 'match'), eq(chats.listingId, strict.id)));
    expect(requests).toHaveLength(2);
  });

  it('shows the level on the listing so the details screen can say so before the request', async () => {
    const m = await marketplace(t);
    const strict = await buildListing(t.database.db, { owner: m.seller, minimumVerificationLevel: 'VLP' });
    const res = await http.get(`/api/listings/${strict.id}`, m.as.buyer);
    expect(res.json()).toMatchObject({ access: 'anonymised', minimum_verification_level: 'VLP' });
  });
});

describe('PUT /chats/{id}', () => {
  it('lets the seller accept: listing access, a deal at the first stage with history, the buyer notified', async () => {
    const m = await marketplace(t);
    const chatId = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
    realtime.published.length = 0;
    const res = await http.answer(m.as.seller, chatId, 'accepted');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', can_answer: false });
    expect(res.json().members[0]).toMatchObject({ full_name: `${m.buyer.firstName} ${m.buyer.lastName}`, email: m.buyer.email });
    expect(await hasListingAccess(t.database.db, m.listing.id, m.buyer.id)).toBe(true);
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.chatId, chatId));
    const [first] = await t.database.db.select().from(dealStages).where(eq(dealStages.id, deal!.stageId));
    expect(first!.name).toBe(DEFAULT_DEAL_STAGES[0]);
    expect(deal).toMatchObject({ buyerId: m.buyer.id, sellerId: m.seller.id, listingId: m.listing.id });
    expect(res.json().deal_id).toBe(deal!.id);
    expect(await t.database.db.select().from(dealStageHistory).where(eq(dealStageHistory.dealId, deal!.id))).toHaveLength(1);
    expect((await t.database.db.select().from(dealStages)).map((stage) => stage.name)).toEqual([...DEFAULT_DEAL_STAGES]);
    expect(realtime.published).toEqual([
      {
        userId: m.buyer.id,
        event: 'notification',
        data: expect.objectContaining({
          subject: 'Your access request was accepted',
          // Issue 33: only what access opens, not the whole data room.
          body: expect.stringContaining("the firm's details and the folders open after access; more open as the deal goes on"),
          url: `/listings/details/${m.listing.id}`,
        }),
      },
    ]);
    const active = (await http.get('/api/chats/active-matches', m.as.buyer)).json();
    expect(active.data.map((chat: { id: number }) => chat.id)).toEqual([chatId]);
    const again = await http.answer(m.as.seller, chatId, 'declined');
    expect([again.statusCode, again.json().message]).toEqual([422, CHAT_MESSAGES.alreadyAnswered]);
  });

  it('lets the seller decline: no access, no deal, the buyer told, the chat closed to new messages', async () => {
    const m = await marketplace(t);
    const chatId = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
    expect((await http.answer(m.as.seller, chatId, 'declined')).json().status).toBe('declined');
    expect(await hasListingAccess(t.database.db, m.listing.id, m.buyer.id)).toBe(false);
    expect(await t.database.db.select().from(deals).where(eq(deals.chatId, chatId))).toEqual([]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.buyer.id));
    expect(told.map((n) => n.subject)).toEqual(['Your access request was declined']);
    const closed = await http.send(m.as.buyer, chatId, 'Please reconsider');
    expect([closed.statusCode, closed.json().message]).toEqual([422, CHAT_MESSAGES.declinedClosed]);
    expect((await http.requestMatch(m.as.buyer, m.listing.id)).statusCode).toBe(200);
  });

  it('refuses the buyer (403), strangers (404), bad statuses (422); staff may answer', async () => {
    const m = await marketplace(t);
    const chatId = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
    expect((await http.answer(m.as.buyer, chatId, 'accepted')).json().message).toBe(CHAT_MESSAGES.answerRefused);
    const stranger = await t.loginAs((await buildUser(t.database.db, { userType: 'selling' })).id);
    expect((await http.answer(stranger, chatId, 'accepted')).statusCode).toBe(404);
    expect((await http.answer(m.as.seller, chatId, 'maybe')).statusCode).toBe(422);
    expect((await http.answer(m.as.admin, chatId, 'accepted')).json().status).toBe('accepted');
    expect(await hasListingAccess(t.database.db, m.listing.id, m.buyer.id)).toBe(true);
  });

  it('does not accept support chats', async () => {
    const m = await marketplace(t);
    const chat = await http.post('/api/chats', m.as.buyer, { subject: 'Help', message: 'How does this work?' });
    const res = await http.answer(m.as.admin, chat.json().id, 'accepted');
    expect([res.statusCode, res.json().message]).toEqual([422, CHAT_MESSAGES.notAMatch]);
  });
});
