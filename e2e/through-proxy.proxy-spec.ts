import { expect, test } from './support/test';
import { DEMO } from './support/demo';
import { apiOf, logInPage } from './support/login';
import { expectAt } from './support/screens';

// Run by playwright.proxy.config.ts only: HAProxy in front of two instances, round robin, no stickiness, so the
// login, the page's reads, the message and each side's socket land on either instance (issue #36).
test('through HAProxy and two instances: a buyer logs in, sends a message, and the seller gets it live', async ({ page, browser }) => {
  test.setTimeout(90_000); // two browsers, and the app behind a proxy on a machine shared with the rest of CI
  const stamp = Date.now().toString(36);
  const sellerContext = await browser.newContext();
  try {
    const sellerPage = await sellerContext.newPage();
    await logInPage(sellerPage, DEMO.seller);
    await sellerPage.goto('/all-listings');
    await expectAt(sellerPage, '/all-listings');

    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(DEMO.buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.buyer.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const chats = await apiOf(page).ok<{ data: { id: number; status: string; members: { name: string; full_name: string | null }[] }[] }>(
      'GET',
      '/chats',
    );
    const chat = chats.data.find(
      (candidate) => candidate.status === 'accepted' && candidate.members.some((m) => [m.name, m.full_name].includes(DEMO.seller.name)),
    );
    expect(chat, 'the demo buyer has an accepted chat with the demo seller').toBeDefined();

    await page.goto(`/messages?chat=${chat!.id}`);
    const text = `Through the proxy: may we talk on Monday? ${stamp}`;
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    // Longer than the default: on a machine shared with the rest of CI, two instances and a proxy answer slowly.
    await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible({ timeout: 20_000 });

    // Off the messages page a new message is an info toast (docs/product.md "Notifications"), pushed over the seller's socket.
    await expect(sellerPage.locator('.Toastify__toast--info').filter({ hasText: 'you have a message' })).toBeVisible({
      timeout: 20_000,
    });
    await sellerPage.goto(`/messages?chat=${chat!.id}`);
    await expect(sellerPage.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
  } finally {
    await sellerContext.close();
  }
});
