import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO } from './support/demo';
import { logInPage } from './support/login';

// Issue #35: market data from the demo's past sales (server/seed/seed-market.ts), and the comparables in the estimate.
const SHOTS = process.env.MARKET_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
};

test.describe('market data', () => {
  test('a member reads the market, filters it, exports it, and a visitor reads the public summary @mobile', async ({ page, browser }) => {
    // Two users' pages and a download; about 15 s on a quiet machine, 50 s at a load average of 25.
    test.setTimeout(90_000);
    await logInPage(page, DEMO.buyer);
    await page.goto('/market');
    await expect(page.getByRole('heading', { level: 1, name: 'Market data' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: /Estate Planning, Wills & Trusts\s*Northeast · All revenue bands/ })).toBeVisible();
    await shot(page, 'market');

    await page.getByLabel('Practice area', { exact: true }).selectOption('criminal');
    await expect(page).toHaveURL(/practice_area=criminal/);
    const criminal = table.getByRole('row', { name: /Criminal Defense\s*United States · All revenue bands/ });
    await expect(criminal.getByText('Not enough sales yet')).toBeVisible();
    await page.getByLabel('Practice area', { exact: true }).selectOption('family');
    const south = table.getByRole('row', { name: /Family & Divorce\s*South · All revenue bands/ });
    await expect(south.getByRole('cell').nth(1)).toContainText(/\d\.\d\d×/);
    await expect(page.getByRole('figure', { name: /Price ÷ revenue by quarter: Family & Divorce/ })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^lexchange-market-\d{4}-\d{2}-\d{2}\.csv$/);

    const visitor = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'What practices sell for' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'What law practices sell for' })).toBeVisible();
    await expect(visitor.getByRole('rowheader', { name: /Estate Planning, Wills & Trusts\s*Northeast/ })).toBeVisible();
    await shot(visitor, 'market-summary');
    await visitor.context().close();
  });

  test('the instant estimate shows the matching cell beside the methods', async ({ page }) => {
    await logInPage(page, DEMO.seller);
    await page.goto('/get-valuation');
    const result = page.getByRole('region', { name: 'Instant estimate' });
    const comparable = result.getByRole('complementary', { name: 'Market comparables' });
    await expect(comparable).toContainText(
      /\d+ sales of Estate Planning, Wills & Trusts practices in the Northeast.*, median \d\.\d\d× revenue/,
    );
    await shot(page, 'estimate-comparable');
  });
});
