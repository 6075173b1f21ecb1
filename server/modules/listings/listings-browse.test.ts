import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { users } from '../users/users.table';
import { grantListingAccess } from './listing-access';
import { revenueRanges } from './listings.query';
import { listings } from './listings.table';
import { caller } from '../../test/http';
import { listingActors, listingOf } from './listings.test-support';

const t = useTestApp();
let actors: Awaited<ReturnType<typeof listingActors>>;
beforeAll(async () => {
  actors = await listingActors(t);
});

const ids = (body: { data: { id: number }[] }) => body.data.map((listing) => listing.id);

/** Runs `work` with the app's listings queries (both pools) going through one connection that counts statements. */
async function countStatements(work: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const sql = postgres(t.database.url, { max: 1, onnotice: () => {}, debug: () => void statements++ });
  await sql`select 1`; // the first connection also fetches array types: not the endpoint's statements
  statements = 0;
  const original = t.deps.database;
  t.deps.database = { ...original, sql, customPlanSql: sql, db: drizzle(sql) };
  try {
    await work();
  } finally {
    t.deps.database = original;
    await sql.end();
  }
  return statements;
}

describe('browsing listings', () => {
  it('filters by practice area, state, revenue band, price, usable information and verified seller', async () => {
    const verified = await buildUser(t.database.db, { userType: 'selling', verificationLevel: 'VBO' });
    const match = await listingOf(t, verified, {
      practiceAreas: ['immigration', 'family'],
      state: 'TX',
      revenue: 1_500_000,
      askingPrice: 1_000_000,
      moreInfo: { billing_structures: ['contingency'] },
    });
    const other = await listingOf(t, actors.seller.user, {
      practiceAreas: ['immigration'],
      state: 'TX',
      revenue: 300_000,
      askingPrice: 200_000,
      hasUsableInformation: false,
    });
    const api = caller(t, actors.buyer.headers);
    const query = (q: string) => api('GET', `/listings?per_page=50&${q}`).then((res) => ids(res.json()));
    expect(await query('filter[practice_area]=immigration')).toEqual(expect.arrayContaining([match.id, other.id]));
    expect(await query('filter[practice_area]=family,tax')).toEqual([match.id]);
    expect(await query('filter[state]=TX&filter[revenue_band]=1m_2m')).toEqual([match.id]);
    expect(await query('filter[state]=TX&filter[revenue_band]=under_500k')).toEqual([other.id]);
    expect(await query('filter[state]=TX&filter[asking_price_min]=500000&filter[asking_price_max]=1000000')).toEqual([match.id]);
    expect(await query('filter[state]=TX&filter[usable_information]=false')).toEqual([other.id]);
    expect(await query('filter[state]=TX&filter[verified_seller]=1')).toEqual([match.id]);
    expect(await query('filter[state]=TX&sort=-asking_price')).toEqual([match.id, other.id]);
    expect(await query('filter[state]=TX&sort=revenue')).toEqual([other.id, match.id]);
  });

  it('pages with the list meta', async () => {
    for (let i = 0; i < 3; i++) await listingOf(t, actors.seller.user, { state: 'WY' });
    const body = (await caller(t, actors.buyer.headers)('GET', '/listings?filter[state]=WY&per_page=2&page=2')).json();
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(body.data).toHaveLength(1);
  });

  it('filter[owner]=me lists the seller’s own listings in every status', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const draft = await listingOf(t, seller, { status: 'draft' });
    const active = await listingOf(t, seller);
    const body = (await caller(t, await t.loginAs(seller.id))('GET', '/listings?filter[owner]=me')).json();
    expect(ids(body).sort()).toEqual([draft.id, active.id].sort());
  });

  it('stars and unstars listings into the watch list; hidden listings cannot be starred', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const draft = await listingOf(t, actors.seller.user, { status: 'draft' });
    const api = caller(t, actors.buyer.headers);
    expect((await api('PUT', `/favorites/${listing.id}`)).json()).toEqual({ favorited: true });
    expect((await api('PUT', `/favorites/${draft.id}`)).statusCode).toBe(404);
    const list = (await api('GET', '/favorites')).json();
    expect(ids(list)).toEqual([listing.id]);
    expect(list.data[0].is_favorite).toBe(true);
    expect((await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/stats`)).json().watchers).toBe(1);
    expect((await api('PUT', `/favorites/${listing.id}`)).json()).toEqual({ favorited: false });
    expect((await api('GET', '/favorites')).json().data).toEqual([]);
  });

  it('disabling a listing removes it from the buyer’s list and watch list', async () => {
    const listing = await listingOf(t, actors.seller.user, { state: 'VT' });
    const api = caller(t, actors.buyer.headers);
    await api('PUT', `/favorites/${listing.id}`);
    await caller(t, actors.seller.headers)('PUT', `/listings/disable/${listing.id}`, { reason: 'paused' });
    expect(ids((await api('GET', '/listings?filter[state]=VT')).json())).toEqual([]);
    expect((await api('GET', '/favorites')).json().data).toEqual([]);
  });

  it('counts unique viewers per day', async () => {
    const listing = await listingOf(t, actors.seller.user);
    await caller(t, actors.buyer.headers)('GET', `/listings/${listing.id}`);
    await caller(t, actors.buyer.headers)('GET', `/listings/${listing.id}`);
    await caller(t, actors.otherSeller.headers)('GET', `/listings/${listing.id}`);
    await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}`);
    const stats = (await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/stats`)).json();
    expect(stats.views).toEqual([{ date: new Date().toISOString().slice(0, 10), viewers: 2 }]);
    expect(stats.total_unique_viewers).toBe(2);
  });

  it('listing details take at most 3 SQL statements, with files and access', async () => {
    const listing = await listingOf(t, actors.seller.user);
    await grantListingAccess(t.database.db, { listingId: listing.id, buyerId: actors.buyer.user.id, grantedById: null });
    let status = 0;
    const statements = await countStatements(async () => {
      status = (await caller(t, actors.buyer.headers)('GET', `/listings/${listing.id}`)).statusCode;
    });
    expect(status).toBe(200);
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(3); // the listing with media and flags, then the unique-view insert
  });

  it('the list takes the same number of statements for 2 or 20 listings (no N+1)', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const headers = await t.loginAs(seller.id);
    await listingOf(t, seller);
    await listingOf(t, seller);
    const few = await countStatements(() => caller(t, headers)('GET', '/listings?filter[owner]=me&per_page=50'));
    for (let i = 0; i < 18; i++) await listingOf(t, seller);
    const many = await countStatements(() => caller(t, headers)('GET', '/listings?filter[owner]=me&per_page=50'));
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(2);
  });

  it('GET /favorites takes the same number of statements for 2 or 20 starred listings', async () => {
    const buyer = await buildUser(t.database.db, { userType: 'buying' });
    const headers = await t.loginAs(buyer.id);
    const star = async () => {
      const listing = await listingOf(t, actors.seller.user);
      expect((await caller(t, headers)('PUT', `/favorites/${listing.id}`)).json()).toEqual({ favorited: true });
    };
    for (let i = 0; i < 2; i++) await star();
    const few = await countStatements(() => caller(t, headers)('GET', '/favorites?per_page=50'));
    for (let i = 0; i < 18; i++) await star();
    let body: { data: unknown[]; meta: { total: number } } = { data: [], meta: { total: 0 } };
    const many = await countStatements(async () => {
      body = (await caller(t, headers)('GET', '/favorites?per_page=50')).json();
    });
    expect(body.data).toHaveLength(20);
    expect(body.meta.total).toBe(20);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(2);
  });
});

describe('what the filters read stays in step with its source', () => {
  const query = (q: string) => caller(t, actors.buyer.headers)('GET', `/listings?per_page=50&${q}`).then((res) => ids(res.json()));

  it('filter[verified_seller] follows the seller’s verification level, both ways, for old and new listings', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const first = await listingOf(t, seller, { state: 'NV' });
    const setLevel = (verificationLevel: string) => t.database.db.update(users).set({ verificationLevel }).where(eq(users.id, seller.id));
    expect(await query('filter[state]=NV&filter[verified_seller]=1')).toEqual([]);
    expect(await query('filter[state]=NV&filter[verified_seller]=0')).toEqual([first.id]);

    await setLevel('VI');
    const second = await listingOf(t, seller, { state: 'NV' });
    expect((await query('filter[state]=NV&filter[verified_seller]=1')).sort()).toEqual([first.id, second.id].sort());
    expect(await query('filter[state]=NV&filter[verified_seller]=0')).toEqual([]);
    await setLevel('VLP'); // another verified level: still verified
    expect(await query('filter[state]=NV&filter[verified_seller]=1&filter[usable_information]=1')).toHaveLength(2);

    await setLevel('unverified');
    expect(await query('filter[state]=NV&filter[verified_seller]=1')).toEqual([]);
    expect((await query('filter[state]=NV&filter[verified_seller]=0')).sort()).toEqual([first.id, second.id].sort());

    // The flag is the owner's, whoever writes it: a listing moved to a verified owner, or a write of the flag itself.
    const verified = await buildUser(t.database.db, { userType: 'selling', verificationLevel: 'VBO' });
    await t.database.db.update(listings).set({ ownerId: verified.id }).where(eq(listings.id, first.id));
    await t.database.db.update(listings).set({ sellerVerified: true }).where(eq(listings.id, second.id));
    expect(await query('filter[state]=NV&filter[verified_seller]=1')).toEqual([first.id]);
  });

  it('the cards’ seller handle and badge follow the owner, for old and new listings and a change of owner', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const first = await listingOf(t, seller, { state: 'WV' });
    const sellersOf = () =>
      caller(t, actors.buyer.headers)('GET', '/listings?per_page=50&filter[state]=WV').then((res) =>
        (res.json() as { data: { id: number; seller: { unique_id: string; verification_level: string } }[] }).data
          .map(({ id, seller }) => ({ id, ...seller }))
          .sort((a, b) => a.id - b.id),
      );
    expect(await sellersOf()).toEqual([{ id: first.id, unique_id: seller.uniqueId, verification_level: 'unverified' }]);

    await t.database.db.update(users).set({ verificationLevel: 'VFL', uniqueId: 'LX-RENAMED' }).where(eq(users.id, seller.id));
    const second = await listingOf(t, seller, { state: 'WV' });
    expect(await sellersOf()).toEqual([
      { id: first.id, unique_id: 'LX-RENAMED', verification_level: 'VFL' },
      { id: second.id, unique_id: 'LX-RENAMED', verification_level: 'VFL' },
    ]);

    // Written directly, the copies still come from the owner.
    const other = await buildUser(t.database.db, { userType: 'selling', verificationLevel: 'VI' });
    await t.database.db.update(listings).set({ ownerId: other.id }).where(eq(listings.id, first.id));
    await t.database.db
      .update(listings)
      .set({ sellerUniqueId: 'LX-FORGED', sellerVerificationLevel: 'VLP' })
      .where(eq(listings.id, second.id));
    expect(await sellersOf()).toEqual([
      { id: first.id, unique_id: other.uniqueId, verification_level: 'VI' },
      { id: second.id, unique_id: 'LX-RENAMED', verification_level: 'VFL' },
    ]);
  });

  it('lets no buyer infer the confidential questionnaire: filter[billing_structure] filters nothing (issue #19)', async () => {
    const api = caller(t, actors.seller.headers);
    const { id } = (await api('POST', '/listings', { headline: 'Billing practice', state: 'ND' })).json();
    expect((await api('PUT', `/listings/${id}`, { more_info: { billing_structures: ['contingency'] } })).statusCode).toBe(200);
    await t.database.db.update(listings).set({ status: 'active' }).where(eq(listings.id, id));
    // A buyer without access to the listing: every billing structure answers the same as no filter at all.
    for (const billing of ['contingency', 'fixed_fees', 'hourly', 'barter']) {
      const res = await caller(t, actors.buyer.headers)('GET', `/listings?filter[state]=ND&filter[billing_structure]=${billing}`);
      expect([res.statusCode, ids(res.json())], billing).toEqual([200, [id]]);
    }
  });
});

describe('revenue bands and sorts', () => {
  it('merges adjacent revenue bands into one range', () => {
    expect(revenueRanges(['1m_2m', '2m_5m'])).toEqual([{ min: 1_000_000, max: 5_000_000 }]);
    expect(revenueRanges(['5m_plus', 'under_500k'])).toEqual([
      { min: 0, max: 500_000 },
      { min: 5_000_000, max: null },
    ]);
    expect(revenueRanges(['under_500k', '500k_1m', '1m_2m', '2m_5m', '5m_plus'])).toEqual([{ min: 0, max: null }]);
    expect(revenueRanges([])).toEqual([]);
  });

  it('filters by any mix of bands and sorts both ways with unknown figures last', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const small = await listingOf(t, actors.seller.user, { state: 'SD', revenue: 300_000, askingPrice: 100_000, createdAt: at(3) });
    const middle = await listingOf(t, actors.seller.user, { state: 'SD', revenue: 1_500_000, askingPrice: null, createdAt: at(1) });
    const edge = await listingOf(t, actors.seller.user, { state: 'SD', revenue: 5_000_000, askingPrice: 4_000_000, createdAt: at(4) });
    const unknown = await listingOf(t, actors.seller.user, { state: 'SD', revenue: null, askingPrice: 900_000, createdAt: at(2) });
    const query = (q: string) => caller(t, actors.buyer.headers)('GET', `/listings?filter[state]=SD&${q}`).then((res) => ids(res.json()));
    expect(await query('filter[revenue_band]=under_500k,5m_plus&sort=revenue')).toEqual([small.id, edge.id]);
    expect(await query('filter[revenue_band]=1m_2m,2m_5m&sort=revenue')).toEqual([middle.id]);
    expect(await query('filter[revenue_band]=under_500k,500k_1m,1m_2m,2m_5m,5m_plus&sort=revenue')).toEqual([small.id, middle.id, edge.id]);
    expect(await query('sort=revenue')).toEqual([small.id, middle.id, edge.id, unknown.id]);
    expect(await query('sort=-revenue')).toEqual([edge.id, middle.id, small.id, unknown.id]);
    // Inside a band the order is the id's, never the exact (confidential) revenue's.
    const richer = await listingOf(t, actors.seller.user, { state: 'SD', revenue: 499_999, createdAt: at(5) });
    const poorer = await listingOf(t, actors.seller.user, { state: 'SD', revenue: 1, createdAt: at(6) });
    expect(await query('filter[revenue_band]=under_500k&sort=revenue')).toEqual([small.id, richer.id, poorer.id]);
    expect(await query('filter[revenue_band]=under_500k&sort=-revenue')).toEqual([poorer.id, richer.id, small.id]);
    await t.database.db.delete(listings).where(inArray(listings.id, [richer.id, poorer.id]));
    expect(await query('sort=asking_price')).toEqual([small.id, unknown.id, edge.id, middle.id]);
    expect(await query('sort=-asking_price')).toEqual([edge.id, unknown.id, small.id, middle.id]);
    expect(await query('sort=created_at')).toEqual([middle.id, unknown.id, small.id, edge.id]);
    expect(await query('sort=-created_at')).toEqual([edge.id, small.id, unknown.id, middle.id]);
    const page = (await caller(t, actors.buyer.headers)('GET', '/listings?filter[state]=SD&sort=created_at&per_page=3&page=2')).json();
    expect(ids(page)).toEqual([edge.id]);
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
  });
});
