import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_HEADLINE, ISSUE_HEADLINE_MESSAGES } from '../../../contracts/public-face/identifying-details.fixture';
import { useTestApp } from '../../test/use-test-app';
import { buildListing, buildUser } from '../../test/factories';
import { caller } from '../../test/http';
import { verifications } from '../verifications/verifications.table';
import { listingActors, listingOf } from './listings.test-support';
import { listings } from './listings.table';

const t = useTestApp();
let actors: Awaited<ReturnType<typeof listingActors>>;
beforeAll(async () => {
  actors = await listingActors(t);
});

const identity = { firm_name: 'Alvarez Family Law PLLC', city: 'Mesa', address: '123 Main St, Mesa, AZ 85201', metro: 'Greater Phoenix' };
const countListings = async (ownerId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(eq(listings.ownerId, ownerId))
  )[0]!.n;

describe('the public face on save (issue #33)', () => {
  it('refuses a headline with a phone number: 422 quoting the words and saying why, nothing stored', async () => {
    const api = caller(t, actors.seller.headers);
    const created = (await api('POST', '/listings', { headline: 'Family practice in the East Valley', ...identity })).json();
    const res = await api('PUT', `/listings/${created.id}`, { headline: 'Family practice — call (602) 555-0119', sde: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.headline).toEqual(['Remove "(602) 555-0119": a phone number identifies the firm.']);
    expect(res.json().message).toBe('Remove "(602) 555-0119": a phone number identifies the firm.');
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row).toMatchObject({ headline: 'Family practice in the East Valley', sde: null });
  });

  it('refuses a create whose headline names the firm, and leaves no draft behind', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling', firstName: 'Denise', lastName: 'Alvarez' });
    const api = caller(t, await t.loginAs(seller.id));
    const res = await api('POST', '/listings', {
      headline: ISSUE_HEADLINE,
      ...identity,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.headline).toEqual(ISSUE_HEADLINE_MESSAGES);
    expect(await countListings(seller.id)).toBe(0);
  });

  it('checks the metro, and the headline against a firm name saved in the same request (any case and spacing)', async () => {
    const api = caller(t, actors.seller.headers);
    const created = (await api('POST', '/listings', { headline: 'Boutique practice' })).json();
    const res = await api('PUT', `/listings/${created.id}`, {
      headline: 'alvarez  family-law boutique',
      metro: 'www.mesalaw.com',
      ...{ firm_name: identity.firm_name },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      headline: ['Remove "alvarez family-law": the firm’s name identifies the firm.'],
      metro: ['Remove "www.mesalaw.com": a web address identifies the firm.'],
    });
  });

  it('knows the seller’s bar numbers, in any spacing', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    await t.database.db
      .insert(verifications)
      .values({ userId: seller.id, level: 'VBO', status: 'approved', barState: 'AZ', barNumber: '031415' });
    const res = await caller(t, await t.loginAs(seller.id))('POST', '/listings', { headline: 'Practice of member 031 415' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.headline).toEqual(['Remove "031 415": a bar number identifies the firm.']);
  });

  it('lets a harmless public face through, the city allowed where the metro names it', async () => {
    const api = caller(t, actors.seller.headers);
    const res = await api('POST', '/listings', {
      ...identity,
      metro: 'Phoenix–Mesa–Chandler',
      headline: 'Main Street-style family practice in Mesa’s East Valley, 35 years',
    });
    expect(res.statusCode).toBe(422); // "Main Street" is this firm's street
    const harmless = await api('POST', '/listings', {
      ...identity,
      metro: 'Phoenix–Mesa–Chandler',
      headline: 'Family practice in Mesa’s East Valley, 35 years',
    });
    expect(harmless.statusCode).toBe(201);
    expect(harmless.json().management.identifying_details).toEqual([]);
  });

  it('flags a listing saved before the check to staff at review, and to its owner', async () => {
    const listing = await listingOf(t, actors.seller.user, {
      status: 'pending',
      headline: 'Firm 1 — call 602-555-0119',
      firmName: 'Harbor Legal Group',
    });
    const flagged = (await caller(t, actors.admin.headers)('GET', `/listings/${listing.id}`)).json();
    expect(flagged.management.identifying_details).toEqual([
      { field: 'headline', words: '602-555-0119', reason: 'phone', message: 'Remove "602-555-0119": a phone number identifies the firm.' },
    ]);
    expect((await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}`)).json().management.identifying_details).toHaveLength(
      1,
    );
    // Approving it is refused, quoting what to remove, until the face is fixed.
    const approve = await caller(t, actors.admin.headers)('PUT', `/listings/enable/${listing.id}`);
    expect(approve.statusCode).toBe(422);
    expect(approve.json().errors.headline).toEqual(['Remove "602-555-0119": a phone number identifies the firm.']);
    const [row] = await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(row!.status).toBe('pending');
    // A buyer does not see a listing in review at all.
    expect((await caller(t, actors.buyer.headers)('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
  });
});

describe('teaser facts (issue #33)', () => {
  const teaser = {
    facts: ['sde_band', 'revenue_trend', 'reason_for_sale', 'transition_period', 'client_mix', 'billing_mix', 'top_client_share'],
    reason_for_sale: 'retirement',
    transition_period: '6_to_12_months',
    top_client_share: 'under_10',
  };

  it('saves the seller’s choices and shows every member the bands, never the figures', async () => {
    const api = caller(t, actors.seller.headers);
    const listing = await listingOf(t, actors.seller.user, {
      sde: 312_345,
      grossRevenues: [1_300_000, 1_200_000, 1_000_000],
      percentages: { client_mix: { individuals: 72, companies: 28 }, billing_mix: { hourly: 35, fixed: 65, contingency: 0 } },
    });
    const saved = await api('PUT', `/listings/${listing.id}`, { teaser });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().management.teaser_settings).toEqual(teaser);
    const seen = await caller(t, actors.buyer.headers)('GET', `/listings/${listing.id}`);
    expect(seen.json().access).toBe('anonymised');
    expect(seen.json().teaser).toEqual([
      { key: 'sde_band', label: 'Seller’s discretionary earnings', value: '$250k – $500k' },
      { key: 'revenue_trend', label: 'Revenue trend', value: 'Up over the 3 years given' },
      { key: 'reason_for_sale', label: 'Reason for sale', value: 'Retirement' },
      { key: 'transition_period', label: 'Transition offered', value: '6 to 12 months' },
      { key: 'client_mix', label: 'Client mix', value: 'Individuals 70 – 80 %, Companies 20 – 30 %' },
      { key: 'billing_mix', label: 'Billing mix', value: 'Fixed fees 60 – 70 %, Hourly 30 – 40 %' },
      { key: 'top_client_share', label: 'Largest client’s share of revenue', value: 'Under 10 %' },
    ]);
    // The exact figures appear nowhere: not as a number in the JSON (ids aside), not in a text (times like 21:28 are not figures).
    const figures = [312_345, 1_300_000, 1_200_000, 1_000_000, 72, 28, 65];
    const numbers: number[] = [];
    JSON.parse(seen.body, (key, value: unknown) => {
      if (typeof value === 'number' && key !== 'id' && !key.endsWith('_id')) numbers.push(value);
      return value;
    });
    expect(numbers.filter((value) => figures.includes(value))).toEqual([]);
    expect(seen.body).not.toMatch(/312,?345|1,?[0-3]00,?000|\b(72|28|65) ?%/);
    // Choices merge: one answer changes, the rest stay; a fact left out is not shown.
    await api('PUT', `/listings/${listing.id}`, { teaser: { facts: ['reason_for_sale'], reason_for_sale: 'relocation' } });
    const after = (await caller(t, actors.buyer.headers)('GET', `/listings/${listing.id}`)).json();
    expect(after.teaser).toEqual([{ key: 'reason_for_sale', label: 'Reason for sale', value: 'Relocation' }]);
  });

  it('refuses bad teaser settings with 422, never 500', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const api = caller(t, actors.seller.headers);
    for (const bad of [
      { facts: ['exact_revenue'] },
      { facts: ['sde_band', 'sde_band'] },
      { facts: 'sde_band' },
      { reason_for_sale: 'bored' },
      { top_client_share: 12 },
      { transition_period: ['none'] },
      { sde: 5 },
      'not json',
      ['sde_band'],
      null,
    ]) {
      const res = await api('PUT', `/listings/${listing.id}`, { teaser: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(
        Object.keys(res.json().errors ?? {}).some((key) => key.startsWith('teaser')),
        JSON.stringify(bad),
      ).toBe(true);
    }
    const [row] = await t.database.db.select({ teaser: listings.teaser }).from(listings).where(eq(listings.id, listing.id));
    expect(row!.teaser).toEqual({});
  });

  it('lets staff acting as the seller save the listing, never change its teaser', async () => {
    const listing = await listingOf(t, actors.seller.user, { teaser: { facts: ['sde_band'] } });
    const acting = caller(t, await t.loginAs(actors.seller.user.id, { impersonatorId: actors.admin.user.id }));
    const refused = await acting('PUT', `/listings/${listing.id}`, { teaser: { facts: ['sde_band', 'client_mix'] } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Staff acting as a member cannot change what buyers see at a glance.');
    // The form resends the settings with every save: unchanged, they pass.
    expect((await acting('PUT', `/listings/${listing.id}`, { staff: 6, teaser: { facts: ['sde_band'] } })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ teaser: listings.teaser, staff: listings.staff })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(row).toEqual({ teaser: { facts: ['sde_band'] }, staff: 6 });
  });

  it('makes two listings whose figures differ inside one band indistinguishable to a member without access', async () => {
    const db = t.database.db;
    const settings = { facts: teaser.facts, reason_for_sale: 'retirement', transition_period: 'none', top_client_share: '10_to_25' };
    const shared = {
      practiceAreas: ['bankruptcy'],
      state: 'WY',
      headline: 'Bankruptcy practice',
      firmName: 'Harbor Legal Group',
      teaser: settings,
    };
    const owners = [await buildUser(db, { userType: 'selling' }), await buildUser(db, { userType: 'selling' })];
    const [low, high] = [
      await buildListing(db, {
        owner: owners[0]!,
        ...shared,
        sde: 251_000,
        revenue: 1_010_000,
        grossRevenues: [1_010_000, 900_000, 800_000],
        percentages: { client_mix: { individuals: 71, companies: 29 }, billing_mix: { hourly: 51, fixed: 49 } },
      }),
      await buildListing(db, {
        owner: owners[1]!,
        ...shared,
        sde: 499_000,
        revenue: 1_990_000,
        grossRevenues: [1_990_000, 1_200_000, 1_100_000],
        percentages: { client_mix: { individuals: 79, companies: 21 }, billing_mix: { hourly: 59, fixed: 41 } },
      }),
    ];
    const buyer = caller(t, actors.buyer.headers);
    const detailOf = async (id: number) => {
      const {
        id: _id,
        reference: _reference,
        seller: _seller,
        created_at: _created,
        ...rest
      } = (await buyer('GET', `/listings/${id}`)).json();
      return rest;
    };
    expect(await detailOf(low!.id)).toEqual(await detailOf(high!.id));
    for (const sort of ['revenue', '-revenue', 'asking_price', '-created_at']) {
      const page = (await buyer('GET', `/listings?filter[state]=WY&filter[practice_area]=bankruptcy&sort=${sort}&per_page=50`)).json();
      const ours = page.data.filter((card: { id: number }) => [low!.id, high!.id].includes(card.id));
      expect(ours, sort).toHaveLength(2);
      const strip = ({ id: _id, reference: _reference, seller: _seller, created_at: _created, ...rest }: Record<string, unknown>) => rest;
      expect(strip(ours[0]), sort).toEqual(strip(ours[1]));
    }
    for (const band of ['1m_2m', '500k_1m']) {
      const page = (await buyer('GET', `/listings?filter[state]=WY&filter[revenue_band]=${band}&per_page=50`)).json();
      const ours = page.data.filter((card: { id: number }) => [low!.id, high!.id].includes(card.id));
      expect(ours.length === 0 || ours.length === 2, band).toBe(true);
    }
    const directory = await buyer('GET', '/find-users?filter[state]=WY&filter[practice_area]=bankruptcy&per_page=50');
    expect(directory.statusCode).toBe(200);
    const entries = directory.json().data as { unique_id: string }[];
    const sellerEntries = entries.filter((entry) => owners.some((owner) => owner.uniqueId === entry.unique_id));
    expect(sellerEntries).toHaveLength(2);
    const { unique_id: _a, ...first } = sellerEntries[0] as Record<string, unknown>;
    const { unique_id: _b, ...second } = sellerEntries[1] as Record<string, unknown>;
    expect(first).toEqual(second);
  });
});
