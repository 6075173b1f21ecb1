import { expect, type Page } from '@playwright/test';

/** A success/info toast by its exact text (SPEC.md §8 quotes them). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The page is at `path` (no query unless given) and its screen has rendered its main heading. */
export async function expectAt(page: Page, path: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`^[^?#]*//[^/]+${escape(path)}$`) : path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * GET /api/listings?filter[owner]=me tells seller onboarding whether to send a seller to Create Listing. Until the
 * listings API is mounted it answers 404, which the SPA treats as "unknown" and never redirects; then this answers
 * "no listings", as the real endpoint would for a new seller. Once the route exists the real answer passes through.
 */
export async function answerOwnListingsWhenMissing(page: Page): Promise<void> {
  await page.route(/\/api\/listings\?.*filter%5Bowner%5D=me|\/api\/listings\?.*filter\[owner\]=me/, async (route) => {
    const response = await route.fetch();
    if (response.status() !== 404) return route.fulfill({ response });
    return route.fulfill({ status: 200, json: { data: [], meta: { total: 0 } } });
  });
}
