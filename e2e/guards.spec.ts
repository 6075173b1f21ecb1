import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO } from './support/demo';
import { apiOf, logInPage } from './support/login';
import { createUser, type Stage, type UserType } from './support/users';

/** docs/product.md "Screens and routes", "Access gates", as the browser sees them: where each screen leads for one kind of session. */
const SCREENS = ['/dashboard', '/verification', '/marketplace-terms', '/login', '/admin/users', '/all-listings', '/no-such-page'] as const;
type Screen = (typeof SCREENS)[number];
type GuardTable = Record<Screen, string>;

/** Every screen leads to the same place (the earliest gate this session has not passed). */
const allTo = (path: string): GuardTable => Object.fromEntries(SCREENS.map((screen) => [screen, path])) as GuardTable;

/** A fully onboarded member: onboarding and logged-out screens lead to the dashboard, admin screens too. */
const onboarded = (dashboard: string): GuardTable => ({
  '/dashboard': dashboard,
  '/verification': dashboard,
  '/marketplace-terms': dashboard,
  '/login': dashboard,
  '/admin/users': dashboard,
  '/all-listings': '/all-listings',
  '/no-such-page': '/no-such-page',
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectGuardTable(page: Page, table: GuardTable) {
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page, `${screen} should lead to ${table[screen]}`).toHaveURL(new RegExp(`^[^?#]*//[^/]+${escape(table[screen])}$`));
    // The not-found screen is an empty state (an h2); every other screen has its h1.
    const heading =
      table[screen] === '/no-such-page'
        ? page.getByRole('heading', { name: 'We could not find that page' })
        : page.getByRole('heading', { level: 1 });
    await expect(heading, `the screen at ${table[screen]} (from ${screen})`).toBeVisible();
  }
}

/** A member registered through the API (in the page's own context, so the page is logged in), as far as `stage`. */
async function memberAt(page: Page, stage: Stage, type: UserType = 'buying') {
  return createUser(apiOf(page), { stage, type, label: `guard${stage}` });
}

test.describe('the access guards in the browser', () => {
  test('a visitor is sent to login from every screen but login itself', async ({ page }) => {
    await expectGuardTable(page, allTo('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a member with unverified contacts is held on the verification screen @mobile', async ({ page }) => {
    await memberAt(page, 'registered');
    await expectGuardTable(page, allTo('/verification'));
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail and phone' })).toBeVisible();
  });

  test('a verified member without accepted terms is held on the marketplace terms', async ({ page }) => {
    await memberAt(page, 'verified');
    await expectGuardTable(page, allTo('/marketplace-terms'));
    await expect(page.getByRole('heading', { level: 1, name: 'Lexchange marketplace terms' })).toBeVisible();
  });

  test('a buyer gets the app, with buyer deals as the dashboard and no admin screens', async ({ page }) => {
    await memberAt(page, 'onboarded', 'buying');
    await expectGuardTable(page, onboarded('/buyer-deals'));
  });

  test('a seller gets the app, with seller deals as the dashboard and no admin screens', async ({ page }) => {
    await memberAt(page, 'onboarded', 'selling');
    // This seller has been through the onboarding redirects already (tested in auth-register.spec.ts).
    await page.addInitScript(() => window.localStorage.setItem('lexchange.sellerRedirect', 'done'));
    await expectGuardTable(page, onboarded('/seller-deals'));
  });

  test('a buyer who opens Find a Buyer by its address gets Find a Seller, and a seller the other way round (issue #34) @mobile', async ({
    page,
  }) => {
    await memberAt(page, 'onboarded', 'buying');
    await page.goto('/find-buyers');
    await expect(page).toHaveURL(/\/find-sellers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Seller' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Buyer' })).toHaveCount(0);

    await page.context().clearCookies();
    await memberAt(page, 'onboarded', 'selling');
    await page.addInitScript(() => window.localStorage.setItem('lexchange.sellerRedirect', 'done'));
    await page.goto('/find-sellers');
    await expect(page).toHaveURL(/\/find-buyers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Buyer' })).toBeVisible();
  });

  test('staff get the admin screens as well', async ({ page }) => {
    await logInPage(page, DEMO.staff);
    await expectGuardTable(page, { ...onboarded('/buyer-deals'), '/admin/users': '/admin/users' });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });
});
