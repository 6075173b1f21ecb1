import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { codeIn, linkIn, waitForMail, waitForSms } from './support/outbox';
import { expectAt, toast } from './support/screens';
import { newIdentity, type TestUser } from './support/users';

/** Fills and sends the registration form (the one test path that does not register through the API). */
async function registerThroughForm(page: Page, user: Omit<TestUser, 'id'>) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Mobile phone').fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Registration → e-mail link from the outbox → SMS code → the marketplace terms screen. */
async function registerAndVerify(page: Page, user: Omit<TestUser, 'id'>) {
  await registerThroughForm(page, user);
  await expectAt(page, '/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail and phone' })).toBeVisible();
  const emailCard = page.getByRole('region', { name: 'E-mail address' });
  const phoneCard = page.getByRole('region', { name: 'Mobile phone' });
  await expect(emailCard.getByText('Not verified yet')).toBeVisible();
  await expect(emailCard.getByText(user.email)).toBeVisible();

  const mail = await waitForMail(user.email, /verify your e-mail/i);
  await page.goto(linkIn(mail, '/email/verify/'));
  await expectAt(page, '/verification');
  await expect(emailCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(emailCard.getByText('Thank you — this address is confirmed.')).toBeVisible();
  await expect(phoneCard.getByText('Not verified yet')).toBeVisible();

  const since = Date.now() - 1;
  await phoneCard.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'Verification code sent')).toBeVisible();
  const code = codeIn(await waitForSms(user.phone, since));
  await phoneCard.getByLabel('6-digit code').fill(code);
  await phoneCard.getByRole('button', { name: 'Verify' }).click();

  await expectAt(page, '/marketplace-terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Lexchange marketplace terms' })).toBeVisible();
}

async function acceptTermsAs(page: Page, typeLabel: RegExp) {
  await page.getByRole('radio', { name: typeLabel }).check();
  await page.getByRole('checkbox', { name: /I have read and accept the Lexchange marketplace terms/ }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

test.describe('registration and onboarding', () => {
  test('a buyer registers, verifies e-mail and phone, accepts the terms and lands on buyer deals @mobile', async ({ page }) => {
    const user = newIdentity('buyer');
    await registerAndVerify(page, user);

    // Accepting needs a user type and the box ticked.
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page.getByText('Choose how you will use Lexchange.')).toBeVisible();
    await expect(page).toHaveURL(/\/marketplace-terms$/);

    await acceptTermsAs(page, /Buying a law practice/);
    await expectAt(page, '/buyer-deals');

    // Onboarding is over: its screens now lead to the dashboard, and the dashboard is the buyer's deals.
    for (const path of ['/verification', '/marketplace-terms', '/dashboard']) {
      await page.goto(path);
      await expectAt(page, '/buyer-deals');
    }
  });

  test('a seller is sent to Seller Customization once, then to Create Listing once, then no more', async ({ page }) => {
    const user = newIdentity('seller');
    await registerAndVerify(page, user);
    await acceptTermsAs(page, /Selling my law practice/);

    await expect(page).toHaveURL(/\/settings\/seller-customization\?redirect=2$/);
    await expect(page.getByRole('heading', { name: 'Seller customization' })).toBeVisible();
    await expect(page.getByText(/Welcome to Lexchange\. Before you create your listing/)).toBeVisible();

    await page.goto('/dashboard');
    await expectAt(page, '/listings/create');

    for (let visit = 0; visit < 2; visit++) {
      await page.goto('/dashboard');
      await expectAt(page, '/seller-deals');
    }
    await page.goto('/settings/seller-customization');
    await expect(page.getByRole('heading', { name: 'Seller customization' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/seller-customization$/);
  });
});
