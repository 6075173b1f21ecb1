import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiOf } from './support/login';
import { linkIn, waitForMail } from './support/outbox';
import { expectAt } from './support/screens';
import { createUserAside, type TestUser } from './support/users';

const SENT = 'If an account exists for that e-mail address, we have sent a link to reset the password.';

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save password and log in' }).click();
}

async function requestReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectAt(page, '/forget-password');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
}

test.describe('forgotten password', () => {
  test('the e-mailed link sets a new password and logs in; then only the new password works', async ({ page }) => {
    const user: TestUser = await createUserAside({ type: 'buying', label: 'reset' });
    const since = Date.now() - 1;
    await requestReset(page, user.email);

    const mail = await waitForMail(user.email, /reset your password/i, since);
    await page.goto(linkIn(mail, '/reset-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(user.email);
    const newPassword = `${user.password} renewed`;
    await choosePassword(page, newPassword);
    await expectAt(page, '/buyer-deals');
    await apiOf(page).ok('POST', '/auth/logout');

    // The link works once: the server's message says so.
    await page.goto(linkIn(mail, '/reset-password'));
    await choosePassword(page, `${newPassword} again`);
    await expect(page.getByText('This password reset link is invalid or has expired. Request a new one.')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?/);

    await logInThroughForm(page, user.email, user.password);
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logInThroughForm(page, user.email, newPassword);
    await expectAt(page, '/buyer-deals');
  });

  test('an unknown address gets the same answer', async ({ page }) => {
    await requestReset(page, `nobody.${Date.now()}@lexchange.test`);
    await expect(page).toHaveURL(/\/forget-password$/);
  });
});
