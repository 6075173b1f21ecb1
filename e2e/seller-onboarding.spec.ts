import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { createActiveListing } from './support/listings';
import { logInPage } from './support/login';
import { toast } from './support/screens';
import { createUser, type TestUser } from './support/users';

const CUSTOMIZATION = {
  practice_areas: ['estate_planning'],
  state: 'VT',
  timeline: 'within_12_months',
  buyer_preferences: [],
  buyer_notes: '',
};

/** A seller made and set up through the API, in a session of its own: customization saved, and a listing if asked. */
async function setUpSeller(withListing: boolean): Promise<TestUser> {
  const api = await Api.standalone();
  try {
    const seller = await createUser(api, { type: 'selling', label: 'setupseller' });
    await api.ok('PUT', '/user/seller-customization', CUSTOMIZATION);
    if (withListing) await createActiveListing(api, 'Estate planning practice');
    return seller;
  } finally {
    await api.dispose();
  }
}

/** A browser the seller has never used: no redirect flag in its storage. */
async function freshPage(browser: Browser, seller: TestUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInPage(page, seller);
  return page;
}

/** The onboarding has decided (docs/product.md "Session and start-up"'s flag is 'done': nothing more is forced), and the router has had its turn. */
async function settled(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lexchange.sellerRedirect'))).toBe('done');
  await page.waitForTimeout(500);
}

// Issue #20.5: docs/product.md "Session and start-up"'s flag lives in one browser; the account decides whether a redirect is still needed.
test('a seller with a complete customization and a listing is not sent through setup in a fresh browser', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await freshPage(browser, await setUpSeller(true));
  try {
    await page.goto('/my-seller-listings');
    await expect(page.getByRole('heading', { level: 1, name: 'My seller listings' })).toBeVisible();
    // Both checks (customization, listings) answered: any redirect would have happened by now.
    await settled(page);
    await expect(page).toHaveURL(/\/my-seller-listings$/);
    await page.goto('/seller-deals');
    await settled(page);
    await expect(page).toHaveURL(/\/seller-deals$/);
  } finally {
    await page.context().close();
  }
});

test('a seller with a complete customization but no listing goes to Create listing once, told why', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await freshPage(browser, await setUpSeller(false));
  try {
    await page.goto('/seller-deals');
    await expect(page).toHaveURL(/\/listings\/create$/);
    await expect(
      toast(page, 'You have no listing yet, so Create listing opened. This happens once; go anywhere from the menu.'),
    ).toBeVisible();
    await page.goto('/seller-deals');
    await settled(page);
    await expect(page).toHaveURL(/\/seller-deals$/);
  } finally {
    await page.context().close();
  }
});
