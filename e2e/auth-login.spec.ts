import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { expectAt } from './support/screens';
import { enableTwoFactor, type TwoFactorSetup } from './support/twoFactor';
import { createUser, type TestUser } from './support/users';

/** A buyer with two-factor on, made and set up entirely through the API in a session of its own. */
async function buyerWithTwoFactor(): Promise<{ user: TestUser; twoFactor: TwoFactorSetup }> {
  const api = await Api.standalone();
  try {
    const user = await createUser(api, { type: 'buying', label: 'twofactor' });
    const twoFactor = await enableTwoFactor(api, user.password);
    expect(twoFactor.recoveryCodes).toHaveLength(8);
    return { user, twoFactor };
  } finally {
    await api.dispose();
  }
}

async function submitPasswordStep(page: Page, user: TestUser) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  // The password alone does not log in.
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('login with two-factor authentication', () => {
  test('the password, then a code from the authenticator app, leads to the dashboard', async ({ page }) => {
    const { user, twoFactor } = await buyerWithTwoFactor();
    await submitPasswordStep(page, user);

    await page.getByLabel('Authentication code').fill(twoFactor.totp.generate() === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The provided two factor authentication code was invalid.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Authentication code').fill(twoFactor.totp.generate());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectAt(page, '/buyer-deals');

    // Logged in for real: a reload keeps the session.
    await page.reload();
    await expectAt(page, '/buyer-deals');
  });

  test('a recovery code works once instead of the app code', async ({ page }) => {
    const { user, twoFactor } = await buyerWithTwoFactor();
    const [recoveryCode] = twoFactor.recoveryCodes;
    await submitPasswordStep(page, user);

    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectAt(page, '/buyer-deals');

    // Used once, it is gone: the same code is refused at the next login.
    await page.context().clearCookies();
    await submitPasswordStep(page, user);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The provided two factor recovery code was invalid.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password is refused with the server message @mobile', async ({ page }) => {
    const api = await Api.standalone();
    const user = await createUser(api, { type: 'selling', label: 'wrongpass' });
    await api.dispose();
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(`${user.password}x`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
