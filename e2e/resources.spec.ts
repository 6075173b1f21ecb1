import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { logInPage, STAFF } from './support/login';
import { createUserAside } from './support/users';

/** Drags by the handle onto the target, with small pointer steps as a hand would (dnd-kit starts after 4 px). */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 15 });
  await page.mouse.up();
}

const titles = (page: Page) => page.locator('.resource-list').getByRole('heading', { level: 2 }).allTextContents();

test.describe('resources', () => {
  test('staff drag a resource above another; a seller sees the new order and reads it', async ({ page, browser }) => {
    const tag = Date.now().toString(36);
    const first = `Trust account transfer at closing ${tag}`;
    const second = `Notifying your malpractice carrier ${tag}`;
    const staffApi = await Api.standalone();
    await staffApi.ok('POST', '/auth/login', STAFF);
    for (const title of [first, second]) {
      await staffApi.ok('POST', '/resources', {
        title,
        summary: 'What to settle with the buyer before the last day.',
        audience: 'seller',
        kind: 'article',
        category: 'Transition',
        body: '<h2>Before closing</h2><p>Reconcile every client balance.</p>',
      });
    }
    await staffApi.dispose();

    await logInPage(page, STAFF);
    await page.goto('/seller-resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Seller resources' })).toBeVisible();
    // The list loads after the heading shows: wait for it rather than read it once.
    await expect.poll(async () => (await titles(page)).slice(-2)).toEqual([first, second]);

    // Drag the second by its handle onto the first.
    const handle = page.getByRole('button', { name: `Move “${second}”` });
    const target = page.locator('.resource-list__item').filter({ has: page.getByRole('heading', { name: first }) });
    await dragOnto(page, handle, target);
    await expect.poll(async () => (await titles(page)).slice(-2)).toEqual([second, first]);
    // Saved: the handles are enabled again once the server has the new order.
    await expect(page.getByRole('button', { name: `Move “${second}”` })).toBeEnabled();

    // Keyboard reordering moves it back: Space, arrow down, Space.
    await page.getByRole('button', { name: `Move “${second}”` }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await titles(page)).slice(-2)).toEqual([first, second]);
    await page.reload();
    await expect.poll(async () => (await titles(page)).slice(-2)).toEqual([first, second]);
    // And drag again, so the seller sees the dragged order.
    await dragOnto(page, page.getByRole('button', { name: `Move “${second}”` }), target);
    await expect.poll(async () => (await titles(page)).slice(-2)).toEqual([second, first]);

    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await sellerPage.addInitScript(() => window.localStorage.setItem('lexchange.sellerRedirect', 'done'));
    const seller = await createUserAside({ type: 'selling', label: 'reader' });
    await logInPage(sellerPage, seller);
    await sellerPage.goto('/seller-resources');
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Seller resources' })).toBeVisible();
    await expect.poll(async () => (await titles(sellerPage)).slice(-2)).toEqual([second, first]);
    await expect(sellerPage.getByRole('button', { name: /^Move/ })).toHaveCount(0);

    await sellerPage.getByRole('link', { name: second }).click();
    await expect(sellerPage.getByRole('heading', { level: 1, name: second })).toBeVisible();
    await expect(sellerPage.getByRole('heading', { level: 2, name: 'Before closing' })).toBeVisible();
    await sellerContext.close();
  });

  test('staff delete a resource after a confirmation that names it', async ({ page }) => {
    const title = `Obsolete checklist ${Date.now().toString(36)}`;
    const api = await logInPage(page, STAFF);
    await api.ok('POST', '/resources', {
      title,
      summary: 'Replaced by a newer guide.',
      audience: 'buyer',
      kind: 'template',
      category: 'Due diligence',
      body: '<p>Old.</p>',
    });
    await page.goto('/buyer-resources');
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete resource' }).click();
    await expect(page.getByText(`“${title}” is deleted.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });
});
