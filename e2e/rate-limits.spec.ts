import type { Browser, Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { createActiveListing } from './support/listings';
import { logInPage } from './support/login';
import { Api } from './support/api';
import { createUser, createUserAside, type TestUser } from './support/users';

/**
 * The coarse rate limit at its default settings (playwright.config.ts sets none): ten people of one office behind
 * one address, browsing fast, never see a 429; and when a browser is over its limit the SPA says so and when to
 * retry, without a blank page and without any guard letting it through.
 */

const VISITOR_SCREENS = ['/login', '/register', '/forget-password', '/terms-and-conditions', '/privacy-policy'];
const BUYER_SCREENS = [
  '/all-listings',
  '/watch-list',
  '/my-buyer-listings',
  '/buyer-deals',
  '/get-valuation',
  '/buyer-valuations',
  '/buyer-resources',
  '/find-sellers',
  '/messages',
  '/notifications',
  '/get-verified',
  '/book-a-call',
  '/get-expert-help',
  '/settings/account',
  '/settings/notification',
  '/settings/buyer-customization',
];
const SELLER_SCREENS = [
  '/all-listings',
  '/my-seller-listings',
  '/seller-deals',
  '/seller-valuations',
  '/seller-resources',
  '/find-buyers',
  '/listings/create',
  '/messages',
  '/notifications',
  '/settings/account',
  '/settings/seller-customization',
];

async function watchStatuses(page: Page, refused: string[], counted: { api: number }) {
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) counted.api += 1;
    if (response.status() === 429) refused.push(`${response.request().method()} ${url.pathname}`);
  });
}

/** Ten browsers render at once on a shared machine: slow is fine here, a 429 is not. */
const RENDERED = { timeout: 40_000 };

async function browseAsOnePerson(
  browser: Browser,
  user: TestUser,
  screens: string[],
  listingId: number,
  refused: string[],
  counted: { api: number },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await watchStatuses(page, refused, counted);
  try {
    // Before logging in, counted with everybody else at the office's address.
    for (const path of VISITOR_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible(RENDERED);
    }
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login$/, RENDERED);
    // Every screen by a full load: every start-up call again, the heaviest way to browse. (A seller without a listing
    // may be led on to create one: any screen that renders is fine, a 429 is not.)
    for (const path of [...screens, `/listings/details/${listingId}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible(RENDERED);
    }
  } finally {
    await context.close();
  }
}

test.describe('rate limits', () => {
  test('ten people behind one address browse every screen fast and never see a 429', async ({ browser }) => {
    test.setTimeout(600_000);
    const seller = await Api.standalone();
    await createUser(seller, { type: 'selling', label: 'office' });
    const listing = await createActiveListing(seller, 'Busy downtown practice');
    await seller.dispose();
    const people = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createUserAside({ type: i % 2 ? 'selling' : 'buying', label: i % 2 ? 'officeseller' : 'officebuyer' }),
      ),
    );
    const refused: string[] = [];
    const counted = { api: 0 };
    const started = Date.now();
    await Promise.all(
      people.map((user, i) => browseAsOnePerson(browser, user, i % 2 ? SELLER_SCREENS : BUYER_SCREENS, listing.id, refused, counted)),
    );
    const seconds = (Date.now() - started) / 1000;
    test.info().annotations.push({ type: 'load', description: `${counted.api} API calls from one address in ${seconds.toFixed(1)} s` });
    expect(refused).toEqual([]);
    expect(counted.api).toBeGreaterThan(300);
  });

  test('over its limit, a signed-in browser is told to wait and when, and no guard lets it through', async ({ page }) => {
    const user = await createUserAside({ type: 'buying', label: 'limited' });
    test.setTimeout(120_000);
    const api = await logInPage(page, user);
    // Spend this session's whole minute (other sessions, and the address, are not touched), 50 requests at a time.
    let refused = false;
    for (let round = 0; round < 100 && !refused; round++) {
      const statuses = await Promise.all(Array.from({ length: 50 }, async () => (await api.send('GET', '/config')).status()));
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      refused = statuses.includes(429);
    }
    expect(refused).toBe(true);

    await page.goto('/all-listings');
    await expect(page.getByRole('heading', { level: 1, name: 'Too many requests' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/Trying again in \d+ seconds?\./);
    // Not sent to log in (the session is fine), not shown the screen (nothing could be read).
    await expect(page).toHaveURL(/\/all-listings$/);
    await expect(page.getByRole('button', { name: 'Try again now' })).toBeVisible();
  });

  test('a 429 met at start-up or while using the app is shown with the time left, then the app goes on', async ({ page }) => {
    const user = await createUserAside({ type: 'buying', label: 'waits' });
    await logInPage(page, user);
    // The server's limit, answered for a few seconds (the real one waits up to a minute).
    const refuse = async (route: import('@playwright/test').Route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '3', 'x-ratelimit-limit': '1200', 'x-ratelimit-remaining': '0' },
        body: JSON.stringify({ message: 'Too many requests. Please try again in 3 seconds.' }),
      });
    await page.route('**/api/profile', refuse);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Too many requests' })).toBeVisible();
    await expect(page).toHaveURL(/\/notifications$/);
    await page.unroute('**/api/profile');
    // It tries again by itself when the wait is over, and the screen asked for appears.
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/notifications$/);

    await page.route('**/api/listings**', refuse);
    await page.getByRole('link', { name: 'All listings' }).first().click();
    const banner = page.getByRole('alert').filter({ hasText: 'Too many requests.' });
    await expect(banner).toContainText(/Please try again in \d seconds?\./);
    await page.unroute('**/api/listings**');
    await expect(banner).toBeHidden({ timeout: 8_000 });
  });
});
