import { expect, test } from './support/test';

test.describe('the shell for a visitor', () => {
  test('the home path sends a visitor to the login screen @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  });

  test('full-access and admin screens send a visitor to login', async ({ page }) => {
    for (const path of ['/dashboard', '/all-listings', '/messages', '/admin/users', '/settings/account', '/no-such-page']) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL(/\/login$/);
    }
  });

  test('public pages open without an account', async ({ page }) => {
    for (const path of [
      '/terms-and-conditions',
      '/privacy-policy',
      '/confidentiality-terms',
      '/success-fee-terms',
      '/unsubscribe-success',
    ]) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the API answers health and serves the OpenAPI document', async ({ request }) => {
    expect((await request.get('/api/health')).ok()).toBe(true);
    const docs = await request.get('/api/docs/json');
    expect((await docs.json()).openapi).toMatch(/^3\./);
  });
});
