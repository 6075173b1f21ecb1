import { expect, test } from './support/test';
import { Api } from './support/api';
import { createActiveListing } from './support/listings';
import { apiOf } from './support/login';
import { createUser } from './support/users';

// Issue #20.1: a listing is quoted by its own public reference; nothing on an anonymised listing names its seller.
test('two listings of one seller show different references, and neither shows the seller’s id', async ({ page }) => {
  test.setTimeout(90_000);
  const sellerApi = await Api.standalone();
  let sellerId: string;
  let listings: { id: number; headline: string }[];
  try {
    await createUser(sellerApi, { type: 'selling', label: 'refseller' });
    listings = [await createActiveListing(sellerApi, 'Family law practice'), await createActiveListing(sellerApi, 'Probate practice')];
    sellerId = (await sellerApi.ok<{ unique_id: string }>('GET', '/profile')).unique_id;
  } finally {
    await sellerApi.dispose();
  }
  await createUser(apiOf(page), { type: 'buying', label: 'refbuyer' });

  const references: string[] = [];
  for (const listing of listings) {
    await page.goto(`/listings/details/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.headline })).toBeVisible();
    const shown = (await page.getByTitle('Listing reference').first().textContent())?.trim() ?? '';
    expect(shown).toMatch(/^LST-[0-9A-HJKMNP-TV-Z]{10}$/);
    await expect(page.getByRole('region', { name: 'At a glance' })).toContainText(shown);
    await expect(page.locator('main')).not.toContainText(sellerId);
    references.push(shown);
  }
  expect(references[0]).not.toBe(references[1]);

  // The same references on the buyer's watch list cards, still without the seller's id.
  for (const listing of listings) await apiOf(page).ok('PUT', `/favorites/${listing.id}`);
  await page.goto('/watch-list');
  for (const [i, listing] of listings.entries()) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: listing.headline }) });
    await expect(card.getByTitle('Listing reference')).toHaveText(references[i]!);
  }
  await expect(page.locator('main')).not.toContainText(sellerId);
});
