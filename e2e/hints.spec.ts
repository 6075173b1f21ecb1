import { expect, test } from './support/test';
import { apiOf } from './support/login';
import { createUser } from './support/users';

test.describe('hints', () => {
  test('a buyer hovers a seller’s verification badge and reads what was checked; Escape closes it', async ({ page }) => {
    await createUser(apiOf(page), { type: 'buying', label: 'hints' });
    // Margaret's seeded Massachusetts listings (a VBO seller with usable information); the newest-first page alone
    // may hold only listings that parallel tests created.
    await page.goto('/listings/results?state=MA&verified_seller=1');
    const badge = page.locator('article.card .verification-badge[data-level="VBO"]').first();
    await expect(badge).toBeVisible();
    await badge.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('bar');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();

    // The usable-information badge is reached by keyboard and explains what counts.
    const usable = page.locator('article.card .hint-target').filter({ hasText: 'Usable information' }).first();
    await usable.focus();
    await expect(page.getByRole('tooltip')).toContainText('financial document');
  });
});
