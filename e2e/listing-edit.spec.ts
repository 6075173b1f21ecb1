import { expect, test } from './support/test';
import { createActiveListing } from './support/listings';
import { apiOf, logInPage } from './support/login';
import { createUserAside } from './support/users';

// Issue #20.2: the description edits as text, not tags, and what the seller saves comes back unchanged.
test('an edited description round-trips without tags, under the listing’s real status', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = await createUserAside({ type: 'selling', label: 'editseller' });
  await logInPage(page, seller);
  const api = apiOf(page);
  await api.ok('PUT', '/user/seller-customization', {
    practice_areas: ['estate_planning'],
    state: 'VT',
    timeline: 'asap',
    buyer_preferences: [],
    buyer_notes: '',
  });
  const listing = await createActiveListing(api, 'Estate planning practice');
  await api.ok('PUT', `/listings/${listing.id}`, { description: '<p>Founded in 1988, <strong>three</strong> partners.</p>' });

  await page.goto(`/listings/edit/${listing.id}`);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const box = page.getByLabel('Description of the practice');
  await expect(box).toHaveValue('Founded in 1988, **three** partners.');
  await box.press('End');
  await box.pressSequentially(' Two offices.');
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  const saved = await api.ok<{ confidential: { description: string } }>('GET', `/listings/${listing.id}`);
  expect(saved.confidential.description).toBe('<p>Founded in 1988, <strong>three</strong> partners. Two offices.</p>');
  await page.reload();
  await expect(page.getByLabel('Description of the practice')).toHaveValue('Founded in 1988, **three** partners. Two offices.');
});
