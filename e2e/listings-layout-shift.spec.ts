import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO } from './support/demo';
import { layoutShift, watchLayoutShift } from './support/layoutShift';
import { logInPage } from './support/login';

/** Issue #16: the listing grid holds its place while the first page loads, so nothing moves when the cards arrive. */
const LIMIT = 0.02;
const DELAY_MS = 800;

/**
 * The list's API answers late, as on a slow phone network: at least DELAY_MS, and not before `release` is called, so
 * that the loading state can be checked however slow the machine is.
 */
async function delayListCalls(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'GET') {
      await Promise.all([released, new Promise((resolve) => setTimeout(resolve, DELAY_MS))]);
    }
    await route.continue();
  });
  return release;
}

// /all-listings itself comes drawn by the server with its first page (e2e/first-screen.spec.ts); the same grid waits
// for its cards on every other listing page, as here a sorted one.
for (const { path, api } of [
  { path: '/listings/results?sort=asking_price', api: /\/api\/listings\?/ },
  { path: '/watch-list', api: /\/api\/favorites\?/ },
]) {
  test(`${path} keeps its layout while the listings load (CLS < ${LIMIT}) @mobile`, async ({ page }) => {
    await logInPage(page, DEMO.buyer);
    await watchLayoutShift(page);
    const release = await delayListCalls(page, api);
    await page.goto(path);

    const region = page.getByRole('region', { name: 'Listings' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.getByRole('status')).toHaveText('Loading listings…');
    release();
    await expect(region.getByRole('article').first()).toBeVisible();
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(region.getByRole('status')).toHaveText(/^\d+ listings?$/);
    // Late arrivals (the survey prompt, icon and text fonts) have had their chance to move things.
    await page.waitForTimeout(1000);
    const shift = await layoutShift(page);
    expect(shift, `cumulative layout shift on ${path}`).toBeLessThan(LIMIT);
  });
}
