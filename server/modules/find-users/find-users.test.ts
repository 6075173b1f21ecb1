import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_AREA_KEYS } from '../../../contracts/practice-areas';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import { sends } from '../auth/auth.test-support';
import { buyerCustomizations } from '../customization/customization.table';
import { buyerScoreSql, directoryFit, sellerScoreSql, type FitBuyer, type FitSeller } from './directory-fit';

let t: TestApp;
let http: ReturnType<typeof sends>;
beforeAll(async () => {
  t = await buildTestApp({}, { RATE_LIMIT_PER_MINUTE: '1000000' });
  http = sends(t);
});
afterAll(() => t.close());

describe('GET /find-users', () => {
  it('shows a buyer active sellers only, anonymised, best fit first with the reasons', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    await db.insert(buyerCustomizations).values({ userId: buyer.id, practiceAreas: ['estate_planning', 'probate'], states: ['MA'], revenueMin: 500_000, revenueMax: 2_000_000 });
    const close = await buildUser(db, { userType: 'selling', verificationLevel: 'VBO' });
    await buildListing(db, { owner: close, practiceAreas: ['estate_planning', 'probate'], state: 'MA', revenue: 900_000 });
    const far = await buildUser(db, { userType: 'selling' });
    await buildListing(db, { owner: far, practiceAreas: ['criminal_defense'], state: 'TX', revenue: 300_000 });
    const noListing = await buildUser(db, { userType: 'selling' });
    const inactive = await buildUser(db, { userType: 'selling', active: false });
    await buildListing(db, { owner: inactive });
    const staff = await buildAdmin(db);
    await buildListing(db, { owner: staff });

    const res = await http.get('/api/find-users?per_page=50', await t.loginAs(buyer.id));
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((entry: { unique_id: string }) => entry.unique_id);
    expect(ids.indexOf(close.uniqueId)).toBeLessThan(ids.indexOf(far.uniqueId));
    expect(ids).not.toContain(noListing.uniqueId);
    expect(ids).not.toContain(inactive.uniqueId);
    expect(ids).not.toContain(staff.uniqueId);
    expect(ids).not.toContain(buyer.uniqueId);
    const top = res.json().data.find((entry: { unique_id: string }) => entry.unique_id === close.uniqueId);
    expect(top).toMatchObject({ verification_level: 'VBO', active_listings: 1, fit: { score: 9, reasons: ['2 shared practice areas', 'same state', 'revenue in range'] } });
    const text = JSON.stringify(res.json());
    for (const secret of [close.email, close.firstName + ' ' + close.lastName, close.phone, 'Firm ', 'Main Street']) expect(text).not.toContain(secret);
  });

  it('shows a seller buyers ranked against a chosen listing; filters apply', async () => {
    const db = t.database.db;
    const seller = await buildUser(db, { userType: 'selling' });
    const listing = await buildListing(db, { owner: seller, practiceAreas: ['immigration'], state: 'GA', revenue: 400_000 });
    const fits = await buildUser(db, { userType: 'buying', verificationLevel: 'VLP' });
    await db.insert(buyerCustomizations).values({ userId: fits.id, practiceAreas: ['immigration'], states: ['GA'] });
    const other = await buildUser(db, { userType: 'other' });
    const sellerToo = await buildUser(db, { userType: 'valuing' });
    const as = await t.loginAs(seller.id);
    const res = (await http.get(`/api/find-users?listing_id=${listing.id}&per_page=50`, as)).json();
    const ids = res.data.map((entry: { unique_id: string }) => entry.unique_id);
    expect(ids[0]).toBe(fits.uniqueId);
    expect(ids).toContain(other.uniqueId);
    expect(ids).not.toContain(sellerToo.uniqueId);
    expect(res.data[0].fit.reasons).toEqual(['Immigration in common', 'same state']);
    const filtered = (await http.get('/api/find-users?filter[verification_level]=VLP&filter[state]=GA&per_page=50', as)).json();
    expect(filtered.data.every((entry: { verification_level: string }) => entry.verification_level === 'VLP')).toBe(true);
    expect((await http.get('/api/find-users?filter[state]=ZZ', as)).statusCode).toBe(422);
    expect((await http.get('/api/find-users?listing_id=abc', as)).statusCode).toBe(422);
    const notMine = await buildListing(db, { owner: await buildUser(db, { userType: 'selling' }) });
    expect((await http.get(`/api/find-users?listing_id=${notMine.id}`, as)).statusCode).toBe(404);
  });
});

describe('introductions', () => {
  it('a buyer contacts a seller about a listing; the seller accepts and a chat and deal open', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    const seller = await buildUser(db, { userType: 'selling' });
    const listing = await buildListing(db, { owner: seller });
    const [asBuyer, asSeller] = [await t.loginAs(buyer.id), await t.loginAs(seller.id)];
    expect((await http.get(`/api/find-users/${seller.uniqueId}/listings`, asBuyer)).json().data).toEqual([{ id: listing.id, headline: listing.headline }]);
    expect((await http.get('/api/find-users/%00/listings', asBuyer)).statusCode).toBe(422);
    const sent = await http.post('/api/introductions', asBuyer, { unique_id: seller.uniqueId, listing_id: listing.id, message: 'Hello' });
    expect(sent.statusCode).toBe(201);
    expect((await http.post('/api/introductions', asBuyer, { unique_id: seller.uniqueId, listing_id: listing.id })).statusCode).toBe(200);
    const incoming = (await http.get('/api/introductions', asSeller)).json().data;
    expect(incoming[0]).toMatchObject({ direction: 'incoming', status: 'pending', counterpart: { unique_id: buyer.uniqueId }, message: 'Hello' });
    expect((await http.put(`/api/introductions/${sent.json().id}`, asBuyer, { status: 'accepted' })).statusCode).toBe(404);
    const accepted = await http.put(`/api/introductions/${sent.json().id}`, asSeller, { status: 'accepted' });
    expect(accepted.json()).toMatchObject({ status: 'accepted', chat_id: expect.any(Number) });
    const deals = (await http.get('/api/deals?side=buyer', asBuyer)).json().data;
    expect(deals).toEqual([expect.objectContaining({ listing: expect.objectContaining({ id: listing.id }) })]);
    expect((await http.put(`/api/introductions/${sent.json().id}`, asSeller, { status: 'declined' })).statusCode).toBe(422);
  });

  it('refuses contacts within the same group, about a listing that is not the seller’s, and bad input', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    const otherBuyer = await buildUser(db, { userType: 'buying' });
    const seller = await buildUser(db, { userType: 'selling' });
    const foreign = await buildListing(db, { owner: await buildUser(db, { userType: 'selling' }) });
    const as = await t.loginAs(buyer.id);
    expect((await http.post('/api/introductions', as, { unique_id: otherBuyer.uniqueId, listing_id: foreign.id })).statusCode).toBe(404);
    expect((await http.post('/api/introductions', as, { unique_id: seller.uniqueId, listing_id: foreign.id })).statusCode).toBe(422);
    expect((await http.post('/api/introductions', as, { unique_id: '', listing_id: 'x' })).statusCode).toBe(422);
  });
});

describe('the ranking SQL and the TypeScript fit rule agree', () => {
  const areas = fc.uniqueArray(fc.constantFrom(...PRACTICE_AREA_KEYS.slice(0, 6)), { maxLength: 4 });
  const states = fc.uniqueArray(fc.constantFrom('MA', 'TX', 'GA', 'IL'), { maxLength: 3 });
  const bound = fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: null });
  const buyerArb: fc.Arbitrary<FitBuyer> = fc.record({ practiceAreas: areas, states, revenueMin: bound, revenueMax: bound });
  const sellerArb: fc.Arbitrary<FitSeller> = fc.record({ practiceAreas: areas, states, revenues: fc.array(fc.integer({ min: 0, max: 3_000_000 }), { maxLength: 3 }) });
  const text = (values: readonly string[]) => (values.length ? sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`);
  const ints = (values: readonly number[]) => (values.length ? sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::bigint[]` : sql`'{}'::bigint[]`);
  const nullable = (value: number | null) => (value === null ? sql`null::bigint` : sql`${value}::bigint`);

  it('scores a buyer row against a seller profile as directoryFit does (property)', async () => {
    await fc.assert(
      fc.asyncProperty(buyerArb, sellerArb, async (buyer, seller) => {
        const score = buyerScoreSql({ areas: text(buyer.practiceAreas), states: text(buyer.states), revenueMin: nullable(buyer.revenueMin), revenueMax: nullable(buyer.revenueMax) }, seller);
        const [row] = (await t.database.db.execute(sql`select ${score} as score`)) as unknown as { score: number }[];
        expect(row!.score).toBe(directoryFit(buyer, seller).score);
      }),
      { numRuns: 60 },
    );
  });

  it('scores a seller row against a buyer profile as directoryFit does (property)', async () => {
    await fc.assert(
      fc.asyncProperty(buyerArb, sellerArb, async (buyer, seller) => {
        const score = sellerScoreSql({ areas: text(seller.practiceAreas), states: text(seller.states), revenues: ints(seller.revenues) }, buyer);
        const [row] = (await t.database.db.execute(sql`select ${score} as score`)) as unknown as { score: number }[];
        expect(row!.score).toBe(directoryFit(buyer, seller).score);
      }),
      { numRuns: 60 },
    );
  });
});
