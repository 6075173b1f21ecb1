import { expect, test } from './support/test';
import { logInPage } from './support/login';
import { createUserAside } from './support/users';

test.describe('expert calls', () => {
  test('a buyer books a call with an expert and sees it in their upcoming calls', async ({ page }) => {
    const buyer = await createUserAside({ type: 'buying', label: 'caller' });
    await logInPage(page, buyer);
    await page.goto('/book-a-call');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a call' })).toBeVisible();
    await expect(page.getByText('No calls booked yet. Pick a time below.')).toBeVisible();

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Martin Okonkwo, CPA' }) });
    const times = card.getByRole('group', { name: /^Times with Martin Okonkwo, CPA: times on/ });
    const first = times.getByRole('button').first();
    const label = (await first.textContent())!.trim();
    await first.click();

    const dialog = page.getByRole('dialog', { name: 'Book a call with Martin Okonkwo, CPA' });
    await dialog.getByRole('button', { name: 'Book the call' }).click();
    await expect(dialog.getByText('Choose what the call is about.')).toBeVisible();
    await dialog.getByLabel('What would you like to talk about?').selectOption('Financing a purchase');
    await dialog.getByLabel(/A note for the expert/).fill('An SBA loan for a Chicago business-law firm.');
    await dialog.getByRole('button', { name: 'Book the call' }).click();

    await expect(dialog).toBeHidden();
    const upcoming = page.getByRole('list', { name: 'Upcoming calls' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(1);
    await expect(upcoming).toContainText('Financing a purchase · with Martin Okonkwo, CPA');
    await expect(upcoming).toContainText(label);
    await expect(upcoming.getByRole('button', { name: 'Cancel call' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('list', { name: 'Upcoming calls' }).getByRole('listitem')).toHaveCount(1);
  });
});
