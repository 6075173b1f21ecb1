import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiOf, logInPage, STAFF } from './support/login';
import { expectAt } from './support/screens';
import { Api } from './support/api';
import { createUser } from './support/users';

// Issue #36: on the embedded default, staff read a newcomer's e-mails and texts in the Outbox.
const SHOTS = process.env.OUTBOX_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
};

test('staff open the Outbox, read a newcomer’s verification e-mail and open its link @mobile', async ({ page }) => {
  // A newcomer registers and asks for the SMS code, in a session of their own.
  const newcomerApi = await Api.standalone();
  const newcomer = await createUser(newcomerApi, { stage: 'registered', label: 'newcomer' });
  await newcomerApi.ok('POST', '/auth/send-phone-verification-text');
  await newcomerApi.dispose();
  await logInPage(page, STAFF);
  await page.goto('/admin/users');
  // The side navigation lists the Outbox; at 1000 px or less it is in the menu.
  if ((page.viewportSize()?.width ?? 1280) <= 1000) await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
  await expectAt(page, '/admin/outbox');
  await shot(page, 'outbox-list');

  // The e-mail is written by the mail queue, perhaps after the list loaded: the list refreshes itself. Other tests'
  // e-mails fill the outbox at the same time, so find the newcomer's by recipient.
  await page.getByLabel('Find by recipient').fill(newcomer.email);
  await page
    .getByRole('list', { name: 'E-mails, newest first' })
    .getByRole('button')
    .filter({ hasText: newcomer.email })
    .filter({ hasText: /verify your e-mail/i })
    .first()
    .click();
  const mail = page.getByRole('article');
  await expect(mail.getByRole('heading', { level: 2 })).toHaveText(/verify your e-mail/i);
  await expect(mail.getByText(newcomer.email, { exact: true })).toBeVisible();
  const frame = page.frameLocator('iframe[title^="The e-mail"]');
  const button = frame
    .getByRole('link')
    .filter({ hasText: /verify/i })
    .first();
  await expect(button).toBeVisible();
  await shot(page, 'outbox-mail');

  // The link opens in a tab of its own, out of the sandbox (the app's opener policy gives it a fresh browsing context,
  // so look for the tab by where it lands), and verifies the newcomer's address.
  await button.click();
  const landed = () =>
    page
      .context()
      .pages()
      .find((tab) => tab !== page && /\/verification/.test(tab.url()));
  await expect.poll(() => Boolean(landed()), { message: 'a tab at /verification', timeout: 30_000 }).toBe(true);
  await landed()!.close();
  const { user } = await apiOf(page).ok<{ user: { email_verified_at: string | null } }>('GET', `/users/${newcomer.id}`);
  expect(user.email_verified_at).not.toBeNull();

  // The texts: the newcomer's code, by their phone.
  await page.getByRole('button', { name: 'Texts' }).click();
  await page.getByLabel('Find by recipient').fill(newcomer.phone);
  const text = page.getByRole('list', { name: 'Texts, newest first' }).getByRole('listitem').filter({ hasText: newcomer.phone }).first();
  await expect(text).toContainText(/\b\d{6}\b/);
  await shot(page, 'outbox-texts');
});
