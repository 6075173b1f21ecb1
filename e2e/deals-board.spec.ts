import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { createActiveListing } from './support/listings';
import { logInPage } from './support/login';
import { createUser, type TestUser } from './support/users';
import { signNda } from './support/nda';
import { staffMovesDeal } from './support/deals';

/** A seller with two deals on one listing: one at Introduction, one moved on to Letter of intent (all through the API). */
async function sellerWithTwoDeals(): Promise<TestUser> {
  const sellerApi = await Api.standalone();
  const buyers: Api[] = [];
  try {
    const seller = await createUser(sellerApi, { type: 'selling', label: 'boardseller' });
    const listing = await createActiveListing(sellerApi, 'Family law practice with a long client list');
    for (const label of ['boardbuyer1', 'boardbuyer2']) {
      const buyerApi = await Api.standalone();
      buyers.push(buyerApi);
      await createUser(buyerApi, { type: 'buying', label });
      await signNda(buyerApi, listing.id);
      const chat = await buyerApi.ok<{ id: number }>('POST', '/chats/create-match', { listing_id: listing.id });
      await sellerApi.ok('PUT', `/chats/${chat.id}`, { status: 'accepted' });
    }
    const { data: deals } = await sellerApi.ok<{ data: { id: number }[] }>('GET', '/deals?side=seller');
    await staffMovesDeal(deals[0]!.id, 'Letter of intent');
    return seller;
  } finally {
    await Promise.all([sellerApi, ...buyers].map((api) => api.dispose()));
  }
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** Every card lies whole inside its column, and the column inside the board's width, reachable without a page scroll. */
async function expectNoCardCut(page: Page) {
  const board = page.getByRole('region', { name: 'Pipeline board' });
  const boardBox = await boxOf(board);
  const fits = await board.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits, 'the columns fit the board without a sideways scroll').toBe(true);
  const columns = board.getByRole('region');
  for (const column of await columns.all()) {
    const columnBox = await boxOf(column);
    expect(columnBox.x).toBeGreaterThanOrEqual(boardBox.x);
    expect(columnBox.x + columnBox.width).toBeLessThanOrEqual(boardBox.x + boardBox.width + 0.5);
    for (const card of await column.getByRole('article').all()) {
      const cardBox = await boxOf(card);
      expect(cardBox.x).toBeGreaterThanOrEqual(columnBox.x);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(columnBox.x + columnBox.width + 0.5);
      // Nothing inside the card is clipped: its content is no wider than the card.
      expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('the deals board', () => {
  test('shows empty stages as narrow named strips and every card whole, at 1280 and at 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    const seller = await sellerWithTwoDeals();
    await page.context().addInitScript(() => window.localStorage.setItem('lexchange.sellerRedirect', 'done'));
    await logInPage(page, seller);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/seller-deals');
    const board = page.getByRole('region', { name: 'Pipeline board' });
    const introduction = board.getByRole('region', { name: 'Introduction: 1 deal' });
    await expect(introduction.getByRole('article')).toHaveCount(1);
    await expect(board.getByRole('region', { name: 'Letter of intent: 1 deal' }).getByRole('article')).toHaveCount(1);

    // The eight empty stages collapse: narrow, yet their name and count are there to read.
    const strip = board.getByRole('region', { name: 'Conflict check: 0 deals' });
    await expect(strip.getByRole('heading', { level: 2, name: 'Conflict check' })).toBeVisible();
    expect((await boxOf(strip)).width).toBeLessThan(60);
    expect((await boxOf(introduction)).width).toBeGreaterThan(200);
    await expect(board.getByRole('region', { name: /: 0 deals$/ })).toHaveCount(8);
    await expectNoCardCut(page);

    // Below 1000 px the board is a stage picker over the chosen stage's deals, each card the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const cardBox = await boxOf(card);
    expect(cardBox.x).toBeGreaterThanOrEqual(0);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
    expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
