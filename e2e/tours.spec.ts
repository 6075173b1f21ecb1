import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiOf } from './support/login';
import { createUser } from './support/users';

const tooltip = (page: Page) => page.getByRole('alertdialog');

async function onboardingStatus(page: Page) {
  return (
    await apiOf(page).ok<{ onboarding_status: { tours: Record<string, boolean>; active_tour: string | null } }>('GET', '/onboarding/status')
  ).onboarding_status;
}

/** Holds GET /onboarding/status back until `release()`: the tour becomes ready when the test says so. */
async function holdTourStatus(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/onboarding/status', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  return release;
}

test.describe('guided tours', () => {
  test('a new member gets the welcome tour once, then each screen’s tour, and can take one again from the help menu @mobile', async ({
    page,
  }) => {
    await createUser(apiOf(page), { type: 'buying', label: 'tourist', tours: 'new' });
    const surveyLookup = page.waitForResponse((response) => response.url().includes('/api/form/submission/check'));
    await page.goto('/all-listings');

    // The welcome tour starts on its own and goes step by step.
    await expect(tooltip(page)).toContainText('Welcome to Lexchange');
    expect((await onboardingStatus(page)).active_tour).toBe('dashboard');
    // One thing at a time: the buyer survey's prompt (not answered yet) waits for the tour.
    expect(await (await surveyLookup).json()).toEqual({ is_submitted: false });
    await page.waitForTimeout(300);
    await expect(page.getByText('Tell us about your search')).toHaveCount(0);
    for (let step = 0; step < 8 && !(await page.getByRole('button', { name: 'Done' }).isVisible()); step++) {
      await page.getByRole('button', { name: /^Next/ }).click();
    }
    await expect(tooltip(page)).toContainText('Your account');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(tooltip(page)).toBeHidden();
    await expect(page.getByText('Tell us about your search')).toBeVisible();
    await expect.poll(async () => (await onboardingStatus(page)).tours).toEqual({ dashboard: true });

    // After a reload the welcome tour is gone for good; this screen's own tour starts instead, and can be skipped.
    await page.reload();
    await expect(tooltip(page)).toContainText('Every practice for sale');
    await expect(page.getByText('Welcome to Lexchange')).toHaveCount(0);
    await page.getByRole('button', { name: 'Skip tour' }).click();
    await expect(tooltip(page)).toBeHidden();
    await expect
      .poll(async () => await onboardingStatus(page))
      .toEqual({ tours: { dashboard: true, all_listings: true }, active_tour: null });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All listings' })).toBeVisible();
    await page.waitForTimeout(1500); // longer than a tour waits for its screen
    await expect(tooltip(page)).toHaveCount(0);

    // The help menu replays it on request.
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('button', { name: 'Take the tour of All listings' }).click();
    await expect(tooltip(page)).toContainText('Every practice for sale');
    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toBeHidden();
  });

  test('a tour waits for a dialog to close, never covers it, and leaves a person who has started working alone (issue #34)', async ({
    page,
  }) => {
    await createUser(apiOf(page), { type: 'buying', label: 'tourwait', tours: 'new' });
    let release = await holdTourStatus(page);
    await page.goto('/all-listings');

    // The person opens a dialog before the tour is ready (the buyer survey, offered on this screen).
    await page.getByRole('button', { name: 'Answer now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tell us about your search' });
    await expect(dialog).toBeVisible();
    const status = page.waitForResponse((response) => response.url().endsWith('/api/onboarding/status'));
    release();
    await status;
    await page.waitForTimeout(1500); // longer than a tour waits for its screen
    await expect(tooltip(page)).toHaveCount(0);
    // The dialog still takes its clicks.
    const firstChoice = dialog.getByRole('radio').first();
    await firstChoice.check();
    await expect(firstChoice).toBeChecked();

    // Closed: now the tour starts, and the tour status says so.
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    await expect(tooltip(page)).toContainText('Welcome to Lexchange');
    await page.getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(async () => (await onboardingStatus(page)).tours).toEqual({ dashboard: true });

    // Next visit: the person starts filtering before the screen's tour is ready, so it does not interrupt them…
    await page.unroute('**/api/onboarding/status');
    release = await holdTourStatus(page);
    await page.reload();
    await page.getByRole('checkbox', { name: 'Verified sellers only' }).check();
    release();
    await page.waitForTimeout(1500);
    await expect(tooltip(page)).toHaveCount(0);
    expect((await onboardingStatus(page)).tours).toEqual({ dashboard: true });

    // …and comes on their next visit of the screen, when they have not started anything yet.
    await page.unroute('**/api/onboarding/status');
    await page.goto('/watch-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Watch list' })).toBeVisible();
    await page.goto('/all-listings');
    await expect(tooltip(page)).toContainText('Every practice for sale');
  });
});
