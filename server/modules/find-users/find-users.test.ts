import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRACTICE_AREA_KEYS } from '../../../contracts/common/practice-areas';
import { US_STATE_CODES } from '../../../contracts/common/us-states';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import { sends } from '../../test/http';
import { signNda } from '../../test/nda';
import { NDA_MESSAGES } from '../../../contracts/documents/nda';
import { USER_TYPE_KEYS, userGroup } from '../../../contracts/users/users';
import { buyerCustomizations, sellerCustomizations } from '../customization/customization.table';
import { listings } from '../listings/listings.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { buyerScoreSql, directoryFit, practiceAreaBits, sellerScoreSql, stateBits, type FitBuyer, type FitSeller } from './directory-fit';

const t = useTestApp();
const http = sends(t);

describe('GET /find-users', () => {
  it('shows a buyer active sellers only, anonymised, best fit first with the reasons', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    await db.insert(buyerCustomizations).values({
      userId: buyer.id,
      practiceAreas: ['estate_planning', 'probate'],
      states: ['MA'],
      revenueMin: 500_000,
      revenueMax: 2_000_000,
    });
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
    expect(top).toMatchObject({
      verification_level: 'VBO',
      active_listings: 1,
      fit: { score: 9, reasons: ['2 shared practice areas', 'same state', 'revenue in range'] },
    });
    const text = JSON.stringify(res.json());
    for (const secret of [close.email, close.firstName + ' ' + close.lastName, close.phone, 'Firm ', 'Main Street'])
      expect(text).not.toContain(secret);
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
  it('tells the member asked who asks, in the subject: a buyer or a seller (issue #34)', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    const seller = await buildUser(db, { userType: 'selling' });
    const [first, second] = [await buildListing(db, { owner: seller }), await buildListing(db, { owner: seller })];
    const [asBuyer, asSeller] = [await t.loginAs(buyer.id), await t.loginAs(seller.id)];
    await signNda(t, asBuyer, first.id);
    expect((await http.post('/api/introductions', asBuyer, { unique_id: seller.uniqueId, listing_id: first.id })).statusCode).toBe(201);
    expect((await http.post('/api/introductions', asSeller, { unique_id: buyer.uniqueId, listing_id: second.id })).statusCode).toBe(201);
    const subjectsOf = async (userId: number) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.subject);
    expect(await subjectsOf(seller.id)).toEqual(['Introduction request from a buyer']);
    expect(await subjectsOf(buyer.id)).toEqual(['Introduction request from a seller']);
  });

  it('a buyer contacts a seller about a listing; the seller accepts and a chat and deal open', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    const seller = await buildUser(db, { userType: 'selling' });
    const listing = await buildListing(db, { owner: seller });
    const [asBuyer, asSeller] = [await t.loginAs(buyer.id), await t.loginAs(seller.id)];
    expect((await http.get(`/api/find-users/${seller.uniqueId}/listings`, asBuyer)).json().data).toEqual([
      { id: listing.id, headline: listing.headline },
    ]);
    expect((await http.get('/api/find-users/%00/listings', asBuyer)).statusCode).toBe(422);
    const unsigned = await http.post('/api/introductions', asBuyer, { unique_id: seller.uniqueId, listing_id: listing.id });
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([422, NDA_MESSAGES.notSigned]);
    expect((await http.get('/api/introductions', asSeller)).json().data).toEqual([]);
    expect((await signNda(t, asBuyer, listing.id)).statusCode).toBe(201);
    const sent = await http.post('/api/introductions', asBuyer, { unique_id: seller.uniqueId, listing_id: listing.id, message: 'Hello' });
    expect(sent.statusCode).toBe(201);
    expect((await http.post('/api/introductions', asBuyer, { unique_id: seller.uniqueId, listing_id: listing.id })).statusCode).toBe(200);
    const incoming = (await http.get('/api/introductions', asSeller)).json().data;
    expect(incoming[0]).toMatchObject({
      direction: 'incoming',
      status: 'pending',
      counterpart: { unique_id: buyer.uniqueId },
      message: 'Hello',
    });
    expect((await http.put(`/api/introductions/${sent.json().id}`, asBuyer, { status: 'accepted' })).statusCode).toBe(404);
    const accepted = await http.put(`/api/introductions/${sent.json().id}`, asSeller, { status: 'accepted' });
    expect(accepted.json()).toMatchObject({ status: 'accepted', chat_id: expect.any(Number) });
    const deals = (await http.get('/api/deals?side=buyer', asBuyer)).json().data;
    expect(deals).toEqual([expect.objectContaining({ listing: expect.objectContaining({ id: listing.id }) })]);
    expect((await http.put(`/api/introductions/${sent.json().id}`, asSeller, { status: 'declined' })).statusCode).toBe(422);
  });

  it('a seller introduces a listing to a buyer, who signs the NDA before accepting opens it (issue #31)', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    const seller = await buildUser(db, { userType: 'selling' });
    const listing = await buildListing(db, { owner: seller });
    const [asBuyer, asSeller] = [await t.loginAs(buyer.id), await t.loginAs(seller.id)];
    const sent = await http.post('/api/introductions', asSeller, { unique_id: buyer.uniqueId, listing_id: listing.id });
    expect(sent.statusCode).toBe(201);
    const unsigned = await http.put(`/api/introductions/${sent.json().id}`, asBuyer, { status: 'accepted' });
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([422, NDA_MESSAGES.notSigned]);
    expect((await http.get('/api/deals?side=buyer', asBuyer)).json().data).toEqual([]);
    expect((await signNda(t, asBuyer, listing.id)).statusCode).toBe(201);
    const accepted = await http.put(`/api/introductions/${sent.json().id}`, asBuyer, { status: 'accepted' });
    expect(accepted.json()).toMatchObject({ status: 'accepted', chat_id: expect.any(Number) });
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

describe('Find a Seller reads only the public face (issue #29)', () => {
  it('gives two sellers whose revenues share a band the same reasons, order and count for any range the buyer sets', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    const smaller = await buildUser(db, { userType: 'selling' });
    await buildListing(db, { owner: smaller, practiceAreas: ['bankruptcy'], state: 'WY', revenue: 1_200_000 });
    const larger = await buildUser(db, { userType: 'selling' });
    await buildListing(db, { owner: larger, practiceAreas: ['bankruptcy'], state: 'WY', revenue: 1_800_000 });
    const headers = await t.loginAs(buyer.id);
    const directoryFor = async (revenue_min: number | null, revenue_max: number | null) => {
      const saved = await http.put('/api/user/buyer-customization', headers, { states: ['WY'], revenue_min, revenue_max });
      expect(saved.statusCode).toBe(200);
      const res = (await http.get('/api/find-users?filter[state]=WY&filter[practice_area]=bankruptcy&per_page=50', headers)).json();
      return {
        total: res.meta.total,
        order: res.data.map((entry: { unique_id: string }) => entry.unique_id),
        fits: res.data.map((entry: { fit: unknown }) => entry.fit),
      };
    };
    const baseline = await directoryFor(null, null);
    expect(baseline.total).toBe(2);
    // Ranges that cut between the two revenues, or close in on one of them: each would tell them apart by the exact revenue.
    for (const [min, max] of [
      [1_500_000, 3_000_000],
      [null, 1_500_000],
      [1_100_000, 1_300_000],
      [1_799_999, 1_800_001],
      [1_200_000, 1_200_000],
    ] as const) {
      const seen = await directoryFor(min, max);
      expect(seen.total).toBe(2);
      expect(seen.order, `${min}–${max}`).toEqual(baseline.order);
      expect(seen.fits[0], `${min}–${max}`).toEqual(seen.fits[1]);
      expect(seen.fits[0].reasons, `${min}–${max}`).toEqual(['same state', 'revenue in range']);
    }
    // A range that leaves out the whole $1M – $2M band loses the reason for both.
    for (const [min, max] of [
      [2_000_000, 4_000_000],
      [null, 999_999],
    ] as const) {
      const seen = await directoryFor(min, max);
      expect(seen.fits, `${min}–${max}`).toEqual([
        { score: 2, reasons: ['same state'] },
        { score: 2, reasons: ['same state'] },
      ]);
    }
  });

  it('gives any two revenues of one band the same score against any buyer (property)', () => {
    const bands = [
      [0, 499_999],
      [500_000, 999_999],
      [1_000_000, 1_999_999],
      [2_000_000, 4_999_999],
      [5_000_000, 9_000_000],
    ] as const;
    const bound = fc.option(fc.integer({ min: 0, max: 9_000_000 }), { nil: null });
    fc.assert(
      fc.property(
        fc
          .constantFrom(...bands)
          .chain(([low, high]) => fc.tuple(fc.integer({ min: low, max: high }), fc.integer({ min: low, max: high }))),
        bound,
        bound,
        ([first, second], revenueMin, revenueMax) => {
          const buyer = { practiceAreas: [], states: [], revenueMin, revenueMax };
          const fitOf = (revenue: number) => directoryFit(buyer, { practiceAreas: [], states: [], revenues: [revenue] });
          expect(fitOf(first)).toEqual(fitOf(second));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the ranking SQL and the TypeScript fit rule agree', () => {
  // Mostly a few common areas (so sets overlap), sometimes any of them (every bit of the mask).
  const areas = fc.oneof(
    fc.uniqueArray(fc.constantFrom(...PRACTICE_AREA_KEYS.slice(0, 6)), { maxLength: 4 }),
    fc.uniqueArray(fc.constantFrom(...PRACTICE_AREA_KEYS), { maxLength: 8 }),
  );
  const states = fc.oneof(
    fc.uniqueArray(fc.constantFrom('MA', 'TX', 'GA', 'IL'), { maxLength: 3 }),
    fc.uniqueArray(fc.constantFrom(...US_STATE_CODES), { maxLength: 5 }),
  );
  // Across every band, the open top one included.
  const bound = fc.option(fc.integer({ min: 0, max: 7_000_000 }), { nil: null });
  const buyerArb: fc.Arbitrary<FitBuyer> = fc.record({ practiceAreas: areas, states, revenueMin: bound, revenueMax: bound });
  const sellerArb: fc.Arbitrary<FitSeller> = fc.record({
    practiceAreas: areas,
    states,
    revenues: fc.array(fc.integer({ min: 0, max: 7_000_000 }), { maxLength: 3 }),
  });
  const ints = (values: readonly number[]) =>
    values.length
      ? sql`array[${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}]::bigint[]`
      : sql`'{}'::bigint[]`;
  const nullable = (value: number | null) => (value === null ? sql`null::bigint` : sql`${value}::bigint`);

  it('scores a buyer row against a seller profile as directoryFit does (property)', async () => {
    await fc.assert(
      fc.asyncProperty(buyerArb, sellerArb, async (buyer, seller) => {
        // The row's columns as the directory's trigger writes them (the bounds of a range, the extremes for a missing one,
        // 1 and 0 without a range).
        const noRange = buyer.revenueMin === null && buyer.revenueMax === null;
        const low = noRange ? 1 : (buyer.revenueMin ?? Number.MIN_SAFE_INTEGER);
        const high = noRange ? 0 : (buyer.revenueMax ?? Number.MAX_SAFE_INTEGER);
        const score = buyerScoreSql(
          {
            areaBits: practiceAreaBits(buyer.practiceAreas),
            stateBits: stateBits(buyer.states),
            revenueLow: nullable(low),
            revenueHigh: nullable(high),
          },
          seller,
        );
        const [row] = (await t.database.db.execute(sql`select ${score} as score`)) as unknown as { score: number }[];
        expect(row!.score).toBe(directoryFit(buyer, seller).score);
      }),
      { numRuns: 60 },
    );
  });

  it('scores a seller row against a buyer profile as directoryFit does (property)', async () => {
    await fc.assert(
      fc.asyncProperty(buyerArb, sellerArb, async (buyer, seller) => {
        const score = sellerScoreSql(
          { areaBits: practiceAreaBits(seller.practiceAreas), stateBits: stateBits(seller.states), revenues: ints(seller.revenues) },
          buyer,
        );
        const [row] = (await t.database.db.execute(sql`select ${score} as score`)) as unknown as { score: number }[];
        expect(row!.score).toBe(directoryFit(buyer, seller).score);
      }),
      { numRuns: 60 },
    );
  });
});

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

describe('the directory table (directory_profiles, kept by triggers)', () => {
  const profileOf = async (userId: number) => {
    const [row] = (await t.database.db.execute(sql`select * from directory_profiles where user_id = ${userId}`)) as unknown as Record<
      string,
      unknown
    >[];
    return row;
  };

  it('gives each practice area and state the bit of its place in PRACTICE_AREA_KEYS and US_STATE_CODES, and each user type the side of userGroup', async () => {
    const rows = (await t.database.db.execute(
      sql`select k.key, practice_area_bits(array[k.key])::text as bits from unnest(${textArray(PRACTICE_AREA_KEYS)}) as k(key)`,
    )) as unknown as { key: string; bits: string }[];
    expect(rows.map((row) => BigInt(row.bits))).toEqual(PRACTICE_AREA_KEYS.map((_key, i) => 1n << BigInt(i)));
    const states = (await t.database.db.execute(
      sql`select us_state_bits(array[k.code])::text as bits from unnest(${textArray(US_STATE_CODES)}) as k(code)`,
    )) as unknown as { bits: string }[];
    expect(states.map((row) => BigInt.asUintN(64, BigInt(row.bits)))).toEqual(US_STATE_CODES.map((_code, i) => 1n << BigInt(i)));
    const [none] = (await t.database.db.execute(
      sql`select practice_area_bits('{}')::text as empty, practice_area_bits(array['nope'])::text as unknown`,
    )) as unknown as { empty: string; unknown: string }[];
    expect(none).toEqual({ empty: '0', unknown: '0' });
    for (const type of [...USER_TYPE_KEYS, 'seller', 'buyer', '-', 'anything', null]) {
      const [row] = (await t.database.db.execute(sql`select directory_side(${type}) as side`)) as unknown as { side: string | null }[];
      const group = userGroup(type);
      expect(row!.side).toBe(group === 'none' ? null : group);
    }
  });

  it('follows every write that changes who is listed or how they rank', async () => {
    const db = t.database.db;
    const seller = await buildUser(db, { userType: 'selling', verificationLevel: 'VI' });
    expect(await profileOf(seller.id)).toBeUndefined(); // no active listing yet
    // Two listings written at the same time: the row counts both.
    const [first] = await Promise.all([
      buildListing(db, { owner: seller, practiceAreas: ['tax', 'probate'], state: 'TX', revenue: 400_000 }),
      buildListing(db, { owner: seller, practiceAreas: ['probate'], state: 'MA', revenue: null }),
    ]);
    expect(await profileOf(seller.id)).toMatchObject({
      side: 'seller',
      active_listings: 2,
      areas: ['probate', 'tax'],
      states: ['MA', 'TX'],
      verification_level: 'VI',
    });
    await db
      .insert(sellerCustomizations)
      .values({ userId: seller.id, practiceAreas: ['family'], state: 'GA', timeline: 'asap', buyerPreferences: ['solo'] });
    expect(await profileOf(seller.id)).toMatchObject({
      areas: ['family', 'probate', 'tax'],
      states: ['GA', 'MA', 'TX'],
      timeline: 'asap',
      preferences: ['solo'],
    });
    await db.update(listings).set({ status: 'archived' }).where(eq(listings.id, first.id));
    expect(await profileOf(seller.id)).toMatchObject({ active_listings: 1, areas: ['family', 'probate'], revenues: [] });
    await db.update(users).set({ verificationLevel: 'VLP' }).where(eq(users.id, seller.id));
    expect(await profileOf(seller.id)).toMatchObject({ verification_level: 'VLP' });
    await db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.ownerId, seller.id));
    expect(await profileOf(seller.id)).toBeUndefined();

    const buyer = await buildUser(db, { userType: 'buying' });
    expect(await profileOf(buyer.id)).toMatchObject({ side: 'buyer', areas: [], revenue_min: null, revenue_low: '1', revenue_high: '0' });
    await db
      .insert(buyerCustomizations)
      .values({ userId: buyer.id, practiceAreas: ['immigration'], states: ['GA'], revenueMin: 100_000, financing: ['cash'] });
    expect(await profileOf(buyer.id)).toMatchObject({
      areas: ['immigration'],
      states: ['GA'],
      revenue_min: '100000',
      revenue_low: '100000',
      revenue_high: '9223372036854775807',
      preferences: ['cash'],
    });
    await db.update(users).set({ active: false }).where(eq(users.id, buyer.id));
    expect(await profileOf(buyer.id)).toBeUndefined();
    await db.update(users).set({ active: true, userType: 'valuing' }).where(eq(users.id, buyer.id));
    expect(await profileOf(buyer.id)).toBeUndefined(); // a seller now, without a listing
    await buildListing(db, { owner: buyer });
    expect(await profileOf(buyer.id)).toMatchObject({ side: 'seller', active_listings: 1 });
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, buyer.id));
    expect(await profileOf(buyer.id)).toBeUndefined();
    await db.delete(users).where(eq(users.id, seller.id));
    expect(await profileOf(seller.id)).toBeUndefined();
  });

  it('ranks as the TypeScript rule scores: each page in falling order of the fit it shows', async () => {
    const db = t.database.db;
    const buyer = await buildUser(db, { userType: 'buying' });
    await db
      .insert(buyerCustomizations)
      .values({ userId: buyer.id, practiceAreas: ['tax', 'probate', 'family'], states: ['TX'], revenueMin: 300_000, revenueMax: 800_000 });
    const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
    for (let i = 0; i < 12; i++) {
      const seller = await buildUser(db, { userType: 'selling' });
      await buildListing(db, {
        owner: seller,
        practiceAreas: [pick(['tax', 'family', 'criminal'], i), pick(['probate', 'corporate'], i)],
        state: pick(['TX', 'MA', 'GA'], i),
        revenue: pick([250_000, 500_000, 900_000, null], i),
      });
    }
    const as = await t.loginAs(buyer.id);
    const scores: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = (await http.get(`/api/find-users?per_page=5&page=${page}`, as)).json();
      scores.push(...res.data.map((entry: { fit: { score: number } }) => entry.fit.score));
    }
    expect(scores.length).toBeGreaterThanOrEqual(12);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
