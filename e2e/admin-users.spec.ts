import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiOf, logInPage, STAFF } from './support/login';
import { expectAt, toast } from './support/screens';
import { createUserAside, type TestUser } from './support/users';

/** Staff logged in (through the API) on Admin → Users, narrowed to one member by a search on their name. */
async function staffFind(page: Page, user: TestUser) {
  await logInPage(page, STAFF);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(user.lastName);
  // The search is kept in the address, so it survives a reload or a link.
  await expect(page).toHaveURL(new RegExp(`[?&]\\w+=${user.lastName}`));
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and this member only
  return row;
}

async function rowAction(page: Page, user: TestUser, action: string) {
  await page.getByRole('button', { name: `Actions for ${user.fullName}` }).click();
  await page.getByRole('button', { name: action, exact: true }).click();
}

test.describe('staff managing users', () => {
  test('staff find a seller, act as them with the banner showing, and leave back to the users table', async ({ page }) => {
    const seller = await createUserAside({ type: 'selling', label: 'impersonated' });
    const row = await staffFind(page, seller);
    // The type shows in its column, or under the name on a phone: whichever is on screen.
    await expect(row.getByText('Selling my law practice').filter({ visible: true })).toBeVisible();

    await rowAction(page, seller, 'Impersonate');
    // Staff see the seller's dashboard (no onboarding redirects while impersonating), under the banner.
    await expectAt(page, '/seller-deals');
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText(`Acting as ${seller.fullName}`);
    await expect(page.getByRole('button', { name: `Account menu for ${seller.firstName}`, exact: false })).toBeVisible();
    // Staff acting as a member cannot reach the admin screens: the session is the member's.
    await page.goto('/admin/users');
    await expectAt(page, '/seller-deals');
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Leave' }).click();
    await expectAt(page, '/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
    expect(await apiOf(page).ok<{ is_impersonating: boolean }>('GET', '/impersonate/check')).toEqual({ is_impersonating: false });
  });

  test('deactivating a member ends their open session in another browser', async ({ page, browser }) => {
    const member = await createUserAside({ type: 'buying', label: 'deactivated' });
    const theirContext = await browser.newContext();
    try {
      const theirPage = await theirContext.newPage();
      await logInPage(theirPage, member);
      await theirPage.goto('/dashboard');
      await expectAt(theirPage, '/buyer-deals');

      const row = await staffFind(page, member);
      // The status shows in its column, or under the name on a phone: whichever is on screen.
      await expect(row.getByText('Active', { exact: true }).filter({ visible: true })).toBeVisible();
      await rowAction(page, member, 'Set inactive');
      await expect(toast(page, 'User is now inactive.')).toBeVisible();
      await expect(row.getByText('Inactive', { exact: true }).filter({ visible: true })).toBeVisible();

      // Their next API call is refused, and their next navigation lands on the login screen.
      expect((await apiOf(theirPage).send('GET', '/profile')).status()).toBe(401);
      await theirPage.goto('/all-listings');
      await expectAt(theirPage, '/login');
      await expect(theirPage.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    } finally {
      await theirContext.close();
    }
  });

  test('deleting a member needs their name typed, then they are gone from the list', async ({ page }) => {
    // A member without listings: the listings API is not mounted yet, so "with listings" waits for it.
    const member = await createUserAside({ type: 'selling', label: 'deleted' });
    await staffFind(page, member);

    await rowAction(page, member, 'Delete…');
    const dialog = page.getByRole('dialog', { name: `Delete ${member.fullName}?` });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete user' });
    await expect(confirm).toBeDisabled();
    const nameField = dialog.getByLabel(`Type ${member.fullName} to confirm`);
    await nameField.fill(member.firstName);
    await expect(confirm).toBeDisabled();
    await nameField.fill(member.fullName);
    await confirm.click();

    await expect(toast(page, 'The user with his/her listings are deleted successfully.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No users match these filters yet')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);

    // The account is gone: its password no longer logs in.
    const login = await apiOf(page).send('POST', '/auth/login', { email: member.email, password: member.password });
    expect(login.status()).toBe(422);
  });
});
