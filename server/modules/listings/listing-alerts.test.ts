import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildUser } from '../../test/factories';
import { jobHandlers } from '../../platform/jobs/handlers';
import type { NewUserRow, UserRow } from '../users/users.table';
import { buyerCustomizations } from '../customization/customization.table';
import { notificationPreferences, notifications } from '../notifications/notifications.table';
import { listingFitsCustomization, type FitCustomization } from './listing-fit';
import { listingAlerts } from './listing-alerts.table';
import { caller } from '../../test/http';
import { listingOf } from './listings.test-support';
import type { ListingRow } from './listings.table';

const t = useTestApp();
let admin: Record<string, string>;
let seller: UserRow;
beforeAll(async () => {
  admin = await t.loginAs((await buildAdmin(t.database.db)).id);
  seller = await buildUser(t.database.db, { userType: 'selling' });
});

const anything: FitCustomization = { practiceAreas: [], states: [], revenueMin: null, revenueMax: null, priceMin: null, priceMax: null };

/** A user (a buyer unless told otherwise) with a saved Buyer Customization. */
async function searcher(customization: Partial<FitCustomization>, user: Partial<NewUserRow> = {}) {
  const row = await buildUser(t.database.db, { userType: 'buying', ...user });
  const search = { ...anything, ...customization };
  await t.database.db
    .insert(buyerCustomizations)
    .values({ userId: row.id, ...search, practiceAreas: [...search.practiceAreas], states: [...search.states] });
  return row;
}

/** A pending listing in IL, estate planning, $900k revenue, $750k asking, unless told otherwise. */
const pending = (overrides: Partial<ListingRow> = {}) => listingOf(t, seller, { status: 'pending', ...overrides });
const approve = (id: number) => caller(t, admin)('PUT', `/listings/enable/${id}`);

const alertsOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.event, 'listing_fits_customization')));

/** The .eml text with quoted-printable undone. */
const decoded = (mail: string) =>
  Buffer.from(
    mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const mailsTo = async (user: UserRow) => (await t.mails()).map(decoded).filter((mail) => mail.includes(`To: ${user.email}`));

describe('alerts when a listing first becomes active', () => {
  it('notifies fitting buyers in-app with the anonymised headline and a link, and no one else', async () => {
    const fitting = await searcher({ practiceAreas: ['estate_planning', 'tax'], states: ['IL'], revenueMin: 500_000, priceMax: 1_000_000 });
    const everything = await searcher({});
    const wrongArea = await searcher({ practiceAreas: ['tax'] });
    const wrongState = await searcher({ states: ['WI'] });
    const tooCheap = await searcher({ priceMax: 500_000 });
    const inactive = await searcher({}, { active: false });
    const sellerWithSearch = await searcher({}, { userType: 'selling' });
    const staff = await searcher({}, { role: 'admin', userType: 'other' });
    const noSearch = await buildUser(t.database.db, { userType: 'buying' });
    const owningBuyer = await searcher({}, { userType: 'other' });
    const listing = await listingOf(t, owningBuyer, { status: 'pending', headline: 'Estate practice near the lake' });

    const res = await approve(listing.id);
    expect(res.statusCode).toBe(200);

    const [alert] = await alertsOf(fitting.id);
    expect(alert).toMatchObject({ subject: 'A new listing fits your Buyer Customization', url: `/listings/details/${listing.id}` });
    expect(alert!.body).toContain('Estate practice near the lake');
    expect(alert!.body).not.toContain(listing.firmName!);
    expect(alert!.body).not.toContain(listing.city!);
    expect(await alertsOf(everything.id)).toHaveLength(1);
    for (const user of [wrongArea, wrongState, tooCheap, inactive, sellerWithSearch, staff, noSearch, owningBuyer]) {
      expect(await alertsOf(user.id), `user ${user.id}`).toEqual([]);
    }
  });

  it('sends no e-mail at once: the e-mail waits for the digest', async () => {
    const buyer = await searcher({});
    const listing = await pending();
    await approve(listing.id);
    expect(await alertsOf(buyer.id)).toHaveLength(1);
    expect(await mailsTo(buyer)).toEqual([]);
  });

  it('alerts only the first time: enabling again after a pause, or after staff feedback, alerts no one', async () => {
    const buyer = await searcher({});
    const listing = await pending();
    await approve(listing.id);
    const owner = caller(t, await t.loginAs(seller.id));
    expect((await owner('PUT', `/listings/disable/${listing.id}`, { reason: 'paused' })).statusCode).toBe(200);
    expect((await owner('PUT', `/listings/enable/${listing.id}`)).statusCode).toBe(200);
    expect((await caller(t, admin)('PUT', `/listings/feedback/${listing.id}`, { message: 'Add the revenue' })).statusCode).toBe(200);
    expect((await owner('PUT', `/listings/${listing.id}/submit`)).statusCode).toBe(200);
    expect((await approve(listing.id)).statusCode).toBe(200);
    expect(await alertsOf(buyer.id)).toHaveLength(1);
  });

  it('finds fitting buyers in SQL exactly as the fit rule says', async () => {
    const listing = await pending({ practiceAreas: ['family_law', 'tax'], state: 'TX', revenue: 2_000_000, askingPrice: null });
    const cases: Partial<FitCustomization>[] = [
      {},
      { practiceAreas: ['tax'] },
      { practiceAreas: ['criminal_defense'] },
      { states: ['TX', 'OK'] },
      { states: ['OK'] },
      { revenueMin: 2_000_000 },
      { revenueMin: 2_000_001 },
      { revenueMax: 2_000_000 },
      { revenueMax: 1_999_999 },
      { revenueMin: 1_000_000, revenueMax: 3_000_000 },
      { revenueMin: 3_000_000, revenueMax: 3_000_000 },
      { revenueMin: 4_999_999 },
      { revenueMin: 5_000_000 },
      { priceMin: 10_000_000 },
      { priceMax: 1 },
      { practiceAreas: ['family_law'], states: ['TX'], revenueMin: 1_000_000, priceMax: 100 },
      { practiceAreas: ['family_law'], states: ['CA'], revenueMin: 1_000_000 },
    ];
    const buyers = await Promise.all(cases.map((customization) => searcher(customization)));
    await approve(listing.id);
    const alerted = await t.database.db
      .select({ userId: listingAlerts.userId })
      .from(listingAlerts)
      .where(eq(listingAlerts.listingId, listing.id));
    const alertedIds = new Set(alerted.map((row) => row.userId));
    const fitFor = {
      practiceAreas: listing.practiceAreas,
      state: listing.state,
      revenue: listing.revenue,
      askingPrice: listing.askingPrice,
    };
    cases.forEach((customization, index) => {
      const expected = listingFitsCustomization(fitFor, { ...anything, ...customization });
      expect(alertedIds.has(buyers[index]!.id), JSON.stringify(customization)).toBe(expected);
    });
    expect(cases.filter((customization) => listingFitsCustomization(fitFor, { ...anything, ...customization }))).toHaveLength(12);
  });

  it('reads the revenue band, not the exact revenue: two listings of one band alert the same buyers, whatever their range (issue #29)', async () => {
    const low = await pending({ practiceAreas: ['bankruptcy'], state: 'NM', revenue: 1_200_000 });
    const high = await pending({ practiceAreas: ['bankruptcy'], state: 'NM', revenue: 1_800_000 });
    const ranges: [number | null, number | null][] = [
      [1_500_000, null],
      [null, 1_500_000],
      [1_250_000, 1_750_000],
      [1_000_000, 1_000_000],
      [1_999_999, 4_000_000],
      [null, 999_999],
      [2_000_000, null],
    ];
    const buyers = await Promise.all(ranges.map(([revenueMin, revenueMax]) => searcher({ states: ['NM'], revenueMin, revenueMax })));
    await approve(low.id);
    await approve(high.id);
    const alerted = async (listingId: number) =>
      new Set(
        (
          await t.database.db.select({ userId: listingAlerts.userId }).from(listingAlerts).where(eq(listingAlerts.listingId, listingId))
        ).map((row) => row.userId),
      );
    const [lowAlerted, highAlerted] = [await alerted(low.id), await alerted(high.id)];
    const fitting = buyers.map((buyer) => lowAlerted.has(buyer.id));
    expect(buyers.map((buyer) => highAlerted.has(buyer.id))).toEqual(fitting);
    // The ranges that touch $1M – $2M fit both; the ones that stop short of it or start past it fit neither.
    expect(fitting).toEqual([true, true, true, true, true, false, false]);
  });
});

describe('the daily e-mail digest', () => {
  const runDigest = () => jobHandlers(t.deps)['listings.alerts-digest']({});

  it('mails each buyer with e-mail on one e-mail of the new fitting listings still active, once', async () => {
    await runDigest(); // earlier tests' alerts
    const buyer = await searcher({ states: ['NV'] });
    const quiet = await searcher({ states: ['NV'] });
    await t.database.db.insert(notificationPreferences).values({ userId: quiet.id, event: 'listing_fits_customization', email: false });
    const first = await pending({ state: 'NV', headline: 'Reno family practice' });
    const second = await pending({ state: 'NV', headline: 'Las Vegas estate practice' });
    const withdrawn = await pending({ state: 'NV', headline: 'Henderson tax practice' });
    for (const listing of [first, second, withdrawn]) expect((await approve(listing.id)).statusCode).toBe(200);
    expect((await caller(t, admin)('PUT', `/listings/disable/${withdrawn.id}`, { reason: 'paused' })).statusCode).toBe(200);

    await runDigest();
    const mails = await mailsTo(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: 2 new listings fit your Buyer Customization');
    expect(mails[0]).toContain('Reno family practice');
    expect(mails[0]).toContain('Las Vegas estate practice');
    expect(mails[0]).toContain(`/listings/details/${first.id}`);
    expect(mails[0]).not.toContain('Henderson tax practice');
    expect(mails[0]).not.toContain(first.firmName!);
    const raw = (await t.mails()).find((mail) => mail.includes(`To: ${buyer.email}`))!;
    expect(raw).toMatch(
      new RegExp(
        `List-Unsubscribe:\\s+<http://localhost:3000/api/notifications/unsubscribe\\?user=${buyer.id}&event=listing_fits_customization&`,
      ),
    );
    expect(await mailsTo(quiet)).toEqual([]);

    await runDigest();
    expect(await mailsTo(buyer)).toHaveLength(1);
    const undigested = await t.database.db.select().from(listingAlerts).where(eq(listingAlerts.userId, quiet.id));
    expect(undigested.every((alert) => alert.digestedAt !== null)).toBe(true);
  });

  it('starts the next digest after the last one', async () => {
    await runDigest();
    const buyer = await searcher({ states: ['ME'] });
    const first = await pending({ state: 'ME', headline: 'Portland general practice' });
    await approve(first.id);
    await runDigest();
    const second = await pending({ state: 'ME', headline: 'Bangor real-estate practice' });
    await approve(second.id);
    await runDigest();
    const mails = await mailsTo(buyer);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('Subject: A new listing fits your Buyer Customization');
    expect(mails[1]).toContain('Bangor real-estate practice');
    expect(mails[1]).not.toContain('Portland general practice');
  });

  it('skips a buyer deactivated since the alert', async () => {
    await runDigest();
    const buyer = await searcher({ states: ['VT'] });
    const listing = await pending({ state: 'VT' });
    await approve(listing.id);
    expect((await caller(t, admin)('PUT', `/users/${buyer.id}`, { active: false })).statusCode).toBe(200);
    await runDigest();
    expect(await mailsTo(buyer)).toEqual([]);
  });
});
