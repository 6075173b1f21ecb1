import { describe, expect, it } from 'vitest';
import { MARKET_MESSAGES, type MarketCell, type MarketResponse } from '../../../contracts/market/market';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import { sends } from '../../test/http';
import { useTestApp } from '../../test/use-test-app';
import { afterDealClosed } from '../deals/deal-closed';
import { runMarketRecompute } from './market.jobs';
import { insertPastSales, type PastSale } from '../../seed/past-sales';

const t = useTestApp();
const http = sends(t);
const FIGURES = ['price_to_revenue', 'price_to_sde', 'share_at_closing', 'earnout_months', 'days_to_close'] as const;
const DAY = 86_400_000;

/** count sales of one practice area in one state, from `sellers` different sellers, prices spread out. */
async function sold(practiceArea: string, state: string, count: number, sellers: number, priceBase = 600_000) {
  const owners = await Promise.all(Array.from({ length: sellers }, () => buildUser(t.database.db, { userType: 'selling' })));
  const now = Date.now();
  const sales: PastSale[] = Array.from({ length: count }, (_, index) => ({
    ownerId: owners[index % sellers]!.id,
    headline: `Sold ${practiceArea} ${index}`,
    practiceAreas: [practiceArea],
    state,
    revenue: 800_000,
    sde: 300_000,
    price: priceBase + index * 17_000,
    cashAtClosing: priceBase,
    earnoutMonths: 24,
    listedAt: new Date(now - (200 + index) * DAY),
    closedAt: new Date(now - (20 + index) * DAY),
  }));
  return t.database.db.transaction((tx) => insertPastSales(tx, sales));
}

const recompute = () => runMarketRecompute(t.deps, {});
const member = async () => t.loginAs((await buildUser(t.database.db)).id);
const market = async (query: string, headers?: Record<string, string>) => {
  const response = await http.get(`/api/market${query}`, headers ?? (await member()));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MarketResponse>();
};
const cellOf = (cells: MarketCell[], where: Partial<MarketCell>) =>
  cells.find((cell) => Object.entries(where).every(([key, value]) => cell[key as keyof MarketCell] === value));

describe('GET /market', () => {
  it('shows figures for a cell of 5 sales from 3 sellers, and only the count below that', async () => {
    await sold('tax', 'NY', 6, 3);
    await sold('tax', 'TX', 4, 3);
    await sold('tax', 'CA', 5, 2);
    await recompute();
    const { as_of, cells } = await market('?practice_area=tax');
    expect(as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const northeast = cellOf(cells, { region: 'northeast', state: null, revenue_band: '500k_1m' })!;
    expect(northeast).toMatchObject({ sales: 6, sellers: 3, price_to_revenue: { p25: expect.any(Number) } });
    expect(cellOf(cells, { region: 'south', state: null, revenue_band: null })).toMatchObject({ sales: 4, sellers: null });
    // 5 sales but 2 sellers: still not enough.
    expect(cellOf(cells, { region: 'west', state: null, revenue_band: null })).toMatchObject({ sales: 5, sellers: null });
    // The states too small for a cell of their own are merged into their region.
    expect(cells.some((cell) => cell.state === 'TX' || cell.state === 'CA')).toBe(false);
  });

  it('never carries a figure, nor the sellers, in a cell under the threshold', async () => {
    await sold('immigration', 'FL', 3, 3);
    await sold('immigration', 'GA', 4, 2);
    await recompute();
    const { cells } = await market('');
    const small = cells.filter((cell) => cell.sales < 5 || cell.sellers === null);
    expect(small.length).toBeGreaterThan(0);
    for (const cell of small) {
      expect(cell.sellers).toBeNull();
      for (const figure of FIGURES) expect(cell[figure], `${figure} of ${JSON.stringify(cell)}`).toBeNull();
    }
    for (const cell of cells) expect(JSON.stringify(cell)).not.toMatch(/min|max/);
  });

  it('keeps a published cell as it was when one sale is added, and republishes after the second', async () => {
    await sold('bankruptcy', 'OH', 8, 4);
    await recompute();
    const before = cellOf((await market('?practice_area=bankruptcy')).cells, { region: null, revenue_band: null })!;
    expect(before.sales).toBe(8);
    await sold('bankruptcy', 'OH', 1, 1, 2_000_000);
    await recompute();
    const afterOne = cellOf((await market('?practice_area=bankruptcy')).cells, { region: null, revenue_band: null })!;
    // Comparing the two answers tells nothing about the ninth sale: they are the same.
    expect(afterOne).toEqual(before);
    await sold('bankruptcy', 'OH', 1, 1, 2_100_000);
    await recompute();
    const afterTwo = cellOf((await market('?practice_area=bankruptcy')).cells, { region: null, revenue_band: null })!;
    expect(afterTwo.sales).toBe(10);
    expect(afterTwo.price_to_revenue).not.toEqual(before.price_to_revenue);
  });

  it('merges a state without a cell of its own into its region', async () => {
    await sold('employment', 'NY', 6, 3);
    await recompute();
    const { cells } = await market('?practice_area=employment&state=CT');
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => cell.region === 'northeast' && cell.state === null)).toBe(true);
    const inNY = await market('?practice_area=employment&state=NY');
    expect(inNY.cells.every((cell) => cell.state === 'NY')).toBe(true);
  });

  it.each([
    ['practice_area=nope', 'practice_area'],
    ['region=atlantis', 'region'],
    ['state=ZZ', 'state'],
    ['revenue_band=huge', 'revenue_band'],
    ['region=west&state=NY', 'state'],
  ])('refuses %s with 422 and the field', async (query, field) => {
    const response = await http.get(`/api/market?${query}`, await member());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
  });

  it('is for members: a visitor gets 401', async () => {
    expect((await http.get('/api/market')).statusCode).toBe(401);
    expect((await http.get('/api/market/trend')).statusCode).toBe(401);
    expect((await http.get('/api/market/comparable?practice_area=tax')).statusCode).toBe(401);
  });
});

describe('GET /market/summary', () => {
  it('is public, coarser (no state, no band) and asks 10 sales from 5 sellers', async () => {
    await sold('elder_law', 'MA', 6, 3);
    await sold('elder_law', 'WA', 10, 5);
    await recompute();
    const response = await http.get('/api/market/summary');
    expect(response.statusCode).toBe(200);
    const { cells } = response.json<MarketResponse>();
    expect(cells.every((cell) => cell.state === null && cell.revenue_band === null)).toBe(true);
    expect(cellOf(cells, { practice_area: 'elder_law', region: 'northeast' })).toMatchObject({
      sales: 6,
      sellers: null,
      price_to_revenue: null,
    });
    expect(cellOf(cells, { practice_area: 'elder_law', region: 'west' })).toMatchObject({ sales: 10, sellers: 5 });
  });
});

describe('GET /market/comparable and /market/trend', () => {
  it('answer the most specific cell with figures, and the quarters of a practice area', async () => {
    await sold('probate', 'PA', 6, 3);
    await recompute();
    const headers = await member();
    const comparable = await http.get('/api/market/comparable?practice_area=probate&state=PA&revenue_band=500k_1m', headers);
    expect(comparable.json().cell).toMatchObject({ practice_area: 'probate', state: 'PA', revenue_band: '500k_1m', sales: 6 });
    const elsewhere = await http.get('/api/market/comparable?practice_area=probate&state=CA', headers);
    expect(elsewhere.json().cell).toMatchObject({ practice_area: 'probate', region: null, revenue_band: null, sales: 6 });
    expect((await http.get('/api/market/comparable?practice_area=probate&state=XX', headers)).statusCode).toBe(422);
    const trend = await http.get('/api/market/trend?practice_area=probate', headers);
    expect(trend.statusCode).toBe(200);
    const quarters = trend.json<{ quarters: { practice_area: string; sales: number }[] }>().quarters;
    expect(quarters.every((quarter) => quarter.practice_area === 'probate')).toBe(true);
    expect(quarters.reduce((sum, quarter) => sum + quarter.sales, 0)).toBe(6);
  });
});

describe('staff: the sales behind a cell, and excluding one', () => {
  it('lists the deals to staff only, and an exclusion with a reason leaves the figures at the recount', async () => {
    const dealIds = await sold('construction', 'CO', 5, 3);
    await recompute();
    const admin = await t.loginAs((await buildAdmin(t.database.db)).id);
    const someone = await buildUser(t.database.db);
    expect((await http.get('/api/market/deals?practice_area=construction', await t.loginAs(someone.id))).statusCode).toBe(403);
    // Staff impersonating a member are that member here.
    const impersonating = await t.loginAs(someone.id, { impersonatorId: (await buildAdmin(t.database.db)).id });
    expect(
      (await http.put(`/api/market/exclusions/${dealIds[0]}`, impersonating, { excluded: true, reason: 'Related parties' })).statusCode,
    ).toBe(403);

    const listed = await http.get('/api/market/deals?practice_area=construction&region=west', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().deals).toHaveLength(5);
    expect(listed.json().deals[0]).toMatchObject({ price: expect.any(Number), excluded: false, exclusion_reason: null });

    const missingReason = await http.put(`/api/market/exclusions/${dealIds[0]}`, admin, { excluded: true, reason: ' ' });
    expect(missingReason.statusCode).toBe(422);
    expect(missingReason.json().errors.reason).toEqual([MARKET_MESSAGES.reasonRequired]);
    const excluded = await http.put(`/api/market/exclusions/${dealIds[0]}`, admin, { excluded: true, reason: 'Sale between relatives' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json()).toMatchObject({ deal_id: dealIds[0], excluded: true, reason: 'Sale between relatives' });
    // The recount ran (inline jobs in tests): 4 sales left, under the threshold.
    const cell = cellOf((await market('?practice_area=construction', admin)).cells, { region: null, revenue_band: null })!;
    expect(cell).toMatchObject({ sales: 4, sellers: null });
    const relisted = (await http.get('/api/market/deals?practice_area=construction', admin)).json().deals;
    expect(relisted.find((deal: { deal_id: number }) => deal.deal_id === dealIds[0])).toMatchObject({
      excluded: true,
      exclusion_reason: 'Sale between relatives',
    });
    const back = await http.put(`/api/market/exclusions/${dealIds[0]}`, admin, { excluded: false, reason: 'Checked: arm’s length' });
    expect(back.json()).toMatchObject({ excluded: false });
  });

  it('refuses a deal that is not a closed sale with 404', async () => {
    const admin = await t.loginAs((await buildAdmin(t.database.db)).id);
    const owner = await buildUser(t.database.db, { userType: 'selling' });
    await buildListing(t.database.db, { owner });
    expect((await http.put('/api/market/exclusions/2147483000', admin, { excluded: true, reason: 'Whatever it is' })).statusCode).toBe(404);
  });
});

describe('when a deal closes', () => {
  it('queues a recount on a won deal, and none on a lost one', async () => {
    const [dealId] = await sold('securities', 'NV', 1, 1);
    const event = { dealId: dealId!, listingId: 0, buyerId: null, sellerId: null, now: new Date() };
    const ran = (t.deps.jobs as unknown as { ran: { name: string }[] }).ran;
    const before = ran.filter((job) => job.name === 'market.recompute').length;
    expect(await afterDealClosed(t.deps, [{ ...event, outcome: 'lost' }])).toEqual([]);
    expect(ran.filter((job) => job.name === 'market.recompute').length).toBe(before);
    expect(await afterDealClosed(t.deps, [{ ...event, outcome: 'won' }])).toEqual([]);
    expect(ran.filter((job) => job.name === 'market.recompute').length).toBe(before + 1);
    const { cells } = await market('?practice_area=securities');
    expect(cellOf(cells, { region: null, revenue_band: null })).toMatchObject({ sales: 1 });
  });
});
