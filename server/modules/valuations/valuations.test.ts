import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUATION_COMPLETED_SUBJECT, VALUATION_MESSAGES } from '../../../contracts/valuations/valuations';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import { grantListingAccess } from '../listings/listing-access';
import { caller } from '../../test/http';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { valuations } from './valuations.table';

let t: TestApp;
let seller: { user: { id: number }; call: ReturnType<typeof caller> };
let buyer: { user: { id: number }; call: ReturnType<typeof caller> };
let stranger: ReturnType<typeof caller>;
let staff: { user: { id: number }; call: ReturnType<typeof caller> };
let listingId: number;

const INPUTS = {
  practice_areas: ['estate_planning'],
  state: 'MA',
  gross_revenues: [900_000, 800_000, 700_000],
  sde: 300_000,
  largest_client_share: 6,
  repeat_referral_share: 70,
  owner_hours_share: 40,
  ratings: { firm_name_recognition: 4, office_setup: 4 },
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const actor = async (user: { id: number }) => ({ user, call: caller(t, await t.loginAs(user.id)) });
  seller = await actor(await buildUser(db, { userType: 'selling' }));
  buyer = await actor(await buildUser(db, { userType: 'buying' }));
  stranger = caller(t, await t.loginAs((await buildUser(db, { userType: 'selling' })).id));
  staff = await actor(await buildAdmin(db));
  listingId = (await buildListing(db, { owner: seller.user })).id;
  await grantListingAccess(db, { listingId, buyerId: buyer.user.id, grantedById: seller.user.id });
});
afterAll(() => t.close());

const create = async (who: { call: ReturnType<typeof caller> }, body: Record<string, unknown>) => {
  const res = await who.call('POST', '/valuations', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().valuation as { id: number; status: string; side: string; estimate: { mid: number }; title: string };
};

describe('saving valuations', () => {
  it('saves an estimate the server recomputed, tied to the seller’s listing', async () => {
    const valuation = await create(seller, { inputs: INPUTS, listing_id: listingId });
    expect(valuation).toMatchObject({ status: 'estimate', side: 'seller' });
    expect(valuation.estimate.mid).toBe(742_000);
    const [row] = await t.database.db.select().from(valuations).where(eq(valuations.id, valuation.id));
    expect(row!.estimateMid).toBe(742_000);
  });

  it('lists only the caller’s own valuations', async () => {
    await create(seller, { inputs: INPUTS, title: 'Whitfield Estate Law' });
    const mine = (await seller.call('GET', '/valuations')).json();
    expect(mine.data.length).toBeGreaterThanOrEqual(2);
    expect(mine.data.every((item: { owner: unknown }) => item.owner === null)).toBe(true);
    expect((await stranger('GET', '/valuations')).json().data).toEqual([]);
  });

  it('keeps a buyer’s valuation of a listing private from the seller', async () => {
    const valuation = await create(buyer, { inputs: { ...INPUTS, sde: 250_000 }, listing_id: listingId });
    expect(valuation.side).toBe('buyer');
    expect((await seller.call('GET', `/valuations/${valuation.id}`)).statusCode).toBe(404);
    expect((await stranger('GET', `/valuations/${valuation.id}`)).statusCode).toBe(404);
    expect((await buyer.call('GET', `/valuations/${valuation.id}`)).statusCode).toBe(200);
    expect((await staff.call('GET', `/valuations/${valuation.id}`)).json().owner.id).toBe(buyer.user.id);
  });

  it('refuses a listing the caller neither owns nor has access to', async () => {
    const other = await buildListing(t.database.db, { owner: seller.user });
    const res = await buyer.call('POST', '/valuations', { inputs: INPUTS, listing_id: other.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.listing_id).toEqual([VALUATION_MESSAGES.listingNotAvailable]);
  });

  it.each([
    ['a negative revenue', { inputs: { ...INPUTS, gross_revenues: [-1] } }, 'inputs.gross_revenues.0'],
    [
      'a billing mix not totalling 100',
      { inputs: { ...INPUTS, billing_mix: { hourly: 10, fixed: 10, contingency: 10 } } },
      'inputs.billing_mix',
    ],
    ['a rating of 9', { inputs: { ...INPUTS, ratings: { office_setup: 9 } } }, 'inputs.ratings.office_setup'],
    ['a client-sent estimate', { inputs: INPUTS, estimate: { mid: 1 } }, '_'],
  ])('refuses %s with 422 naming the field', async (_label, body, field) => {
    const res = await seller.call('POST', '/valuations', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
  });

  it('lets the owner change an estimate, recomputing it, through the method override', async () => {
    const valuation = await create(seller, { inputs: INPUTS });
    const res = await seller.call('POST', `/valuations/${valuation.id}`, { _method: 'PUT', inputs: { ...INPUTS, sde: 330_000 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().valuation.estimate.mid).toBeGreaterThan(742_000);
    expect((await stranger('PUT', `/valuations/${valuation.id}`, { title: 'Mine now' })).statusCode).toBe(404);
  });
});

describe('expert valuations', () => {
  it('shows staff the queue of requests, never plain estimates, and refuses members the queue', async () => {
    const estimate = await create(seller, { inputs: INPUTS });
    const requested = await create(seller, { inputs: INPUTS, request_expert: true });
    expect(requested.status).toBe('requested');
    const queue = (await staff.call('GET', '/valuations?scope=expert&per_page=100')).json();
    const ids = queue.data.map((item: { id: number }) => item.id);
    expect(ids).toContain(requested.id);
    expect(ids).not.toContain(estimate.id);
    expect(queue.data.find((item: { id: number }) => item.id === requested.id).owner.id).toBe(seller.user.id);
    expect((await seller.call('GET', '/valuations?scope=expert')).statusCode).toBe(403);
    const filtered = (await staff.call('GET', '/valuations?scope=expert&filter[status]=in_review')).json();
    expect(filtered.data.every((item: { status: string }) => item.status === 'in_review')).toBe(true);
  });

  it('lets staff assign, review and complete with a stored PDF, notifying the owner', async () => {
    const valuation = await create(seller, { inputs: INPUTS, listing_id: listingId });
    const requested = await seller.call('PUT', `/valuations/${valuation.id}`, { request_expert: true });
    expect(requested.json()).toMatchObject({ message: VALUATION_MESSAGES.expertRequested, valuation: { status: 'requested' } });
    expect((await seller.call('PUT', `/valuations/${valuation.id}`, { inputs: INPUTS })).statusCode).toBe(409);
    expect((await seller.call('PUT', `/valuations/${valuation.id}`, { final_mid: 1 })).statusCode).toBe(403);

    const assigned = await staff.call('PUT', `/valuations/${valuation.id}`, { assigned_to: staff.user.id });
    expect(assigned.json().valuation).toMatchObject({ status: 'in_review', assigned_to: { id: staff.user.id } });
    expect((await staff.call('PUT', `/valuations/${valuation.id}`, { assigned_to: seller.user.id })).statusCode).toBe(422);

    const incomplete = await staff.call('PUT', `/valuations/${valuation.id}`, { final_low: 700_000, complete: true });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['final_high', 'final_mid']);
    const misordered = await staff.call('PUT', `/valuations/${valuation.id}`, {
      final_low: 900_000,
      final_mid: 800_000,
      final_high: 950_000,
    });
    expect(misordered.statusCode).toBe(422);

    const done = await staff.call('PUT', `/valuations/${valuation.id}`, {
      final_low: 700_000,
      final_mid: 760_000,
      final_high: 820_000,
      notes: 'Strong referral base.',
      complete: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().valuation).toMatchObject({
      status: 'completed',
      final: { low: 700_000, mid: 760_000, high: 820_000 },
      report_url: `/api/valuations/${valuation.id}/report`,
    });
    expect((await staff.call('PUT', `/valuations/${valuation.id}`, { notes: 'late' })).statusCode).toBe(409);

    const pdf = await seller.call('GET', `/valuations/${valuation.id}/report`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await stranger('GET', `/valuations/${valuation.id}/report`)).statusCode).toBe(404);
    expect((await staff.call('GET', `/valuations/${valuation.id}/report`)).statusCode).toBe(200);

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(notes.map((note) => note.subject)).toContain(VALUATION_COMPLETED_SUBJECT);
    expect((await t.mails()).some((mail) => mail.includes(VALUATION_COMPLETED_SUBJECT))).toBe(true);
    // The seller's own active listing valued by our experts: Valuation Verified.
    const [owner] = await t.database.db.select({ level: users.verificationLevel }).from(users).where(eq(users.id, seller.user.id));
    expect(owner!.level).toBe('VFL');
  });

  it('earns the buyer no level for valuing someone else’s listing', async () => {
    const valuation = await create(buyer, { inputs: INPUTS, listing_id: listingId, request_expert: true });
    const done = await staff.call('PUT', `/valuations/${valuation.id}`, { final_low: 1, final_mid: 2, final_high: 3, complete: true });
    expect(done.json().valuation.status).toBe('completed');
    const [row] = await t.database.db.select({ level: users.verificationLevel }).from(users).where(eq(users.id, buyer.user.id));
    expect(row!.level).toBe('unverified');
  });

  it('has no report before completion', async () => {
    const valuation = await create(seller, { inputs: INPUTS, request_expert: true });
    expect((await seller.call('GET', `/valuations/${valuation.id}/report`)).statusCode).toBe(404);
    expect((await staff.call('PUT', `/valuations/${valuation.id}`, { status: 'in_review' })).json().valuation.status).toBe('in_review');
  });

  it('refuses staff changes to a plain estimate', async () => {
    const valuation = await create(seller, { inputs: INPUTS });
    expect((await staff.call('PUT', `/valuations/${valuation.id}`, { status: 'in_review' })).statusCode).toBe(409);
  });
});
