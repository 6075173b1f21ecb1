import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { createActiveListing, newListingFacts, type TestListing } from './support/listings';
import { apiOf, logInPage, STAFF } from './support/login';
import { expectAt, toast } from './support/screens';
import { createUser, createUserAside } from './support/users';

/** The smallest PDF the server's content check recognises, made here rather than kept as a fixture file. */
const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PDF_NAME = 'profit-and-loss-2024.pdf';

/** The browse filters: the listing's state, and its asking price as both ends of the range (unique per listing). */
async function filterByStateAndPrice(page: Page, listing: Omit<TestListing, 'id'>) {
  const filters = page.getByRole('form', { name: 'Filter listings' });
  await filters.getByRole('searchbox', { name: 'Filter the list: State' }).fill(listing.stateName);
  await filters.getByRole('checkbox', { name: listing.stateName, exact: true }).check();
  await filters.getByLabel('From', { exact: true }).fill(String(listing.askingPrice));
  await filters.getByLabel('To', { exact: true }).fill(String(listing.askingPrice));
  await filters.getByRole('button', { name: 'Show listings' }).click();
}

const card = (page: Page, headline: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: headline }) });

test.describe('a listing from the seller’s form to a buyer’s watch list', () => {
  test('seller submits through the form, staff approve, a buyer finds, stars and opens the anonymised face; disabled, it is gone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const facts = newListingFacts('Estate and probate practice');
    const seller = await createUserAside({ type: 'selling', label: 'lister' });
    await logInPage(page, seller);

    // A new seller is first sent to Seller Customization once; then Create listing opens.
    await page.goto('/listings/create');
    await expect(page).toHaveURL(/\/settings\/seller-customization\?redirect=2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Seller customization' })).toBeVisible();

    // 1. The practice.
    await page.goto('/listings/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create listing' })).toBeVisible();
    await page.getByLabel('Headline').fill(facts.headline);
    await page.getByRole('checkbox', { name: 'Estate Planning, Wills & Trusts' }).check();
    await page.getByLabel('State', { exact: true }).selectOption(facts.state);
    await page.getByLabel('Metro area').fill('Greater Burlington');
    await page.getByLabel('Year established').fill('1998');
    await page.getByLabel('Attorneys', { exact: true }).fill('3');
    await page.getByLabel('Staff (non-attorneys)').fill('5');
    await page.getByLabel('Firm name').fill(facts.firmName);
    await page.getByLabel('City', { exact: true }).fill(facts.city);

    // 2. Finances: the first save creates the draft, and the form moves to its edit address on the same step.
    await page.getByRole('button', { name: 'Next: Finances' }).click();
    await expect(page).toHaveURL(/\/listings\/edit\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Revenue and earnings' })).toBeVisible();
    await page.getByLabel('Gross revenue, last year').fill('1200000');
    await expect(page.getByLabel('Gross revenue, last year')).toHaveValue(/^\$1,200,000$/);
    await page.getByLabel('Gross revenue, 2 years ago').fill('1100000');
    await page.getByLabel('Gross revenue, 3 years ago').fill('1000000');
    await page.getByLabel(/discretionary earnings/).fill('400000');
    await page.getByLabel('Asking price (optional)').fill(String(facts.askingPrice));

    // 3. The three mixes, each totalling 100 %.
    await page.getByRole('button', { name: 'Next: Clients and mix' }).click();
    await page.getByRole('group', { name: 'Billing mix' }).getByLabel('Hourly').fill('100');
    await page.getByRole('group', { name: 'Client mix' }).getByLabel('Individuals').fill('100');
    await page.getByRole('group', { name: 'Referral sources' }).getByLabel('Referrals').fill('100');
    await expect(page.getByRole('group', { name: 'Referral sources' }).getByText('Total: 100 %')).toBeVisible();

    // 4. Litigation, then straight to the documents (the sale and ratings questions are optional).
    await page.getByRole('button', { name: 'Next: Litigation' }).click();
    await page.getByRole('group', { name: 'Does the firm offer litigation services?' }).getByRole('radio', { name: 'No' }).check();
    await page
      .getByRole('navigation', { name: 'Listing form steps' })
      .getByRole('button', { name: /Documents/ })
      .click();

    // 7. The financial statements, a PDF made here.
    await page.getByLabel(/^Financial statements/).setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: SMALL_PDF });
    await expect(toast(page, `${PDF_NAME} was uploaded.`)).toBeVisible();
    await expect(page.getByRole('link', { name: PDF_NAME })).toBeVisible();

    // 8. The teaser facts are optional; 9. review and submit.
    await page.getByRole('button', { name: 'Next: Teaser facts' }).click();
    await page.getByRole('button', { name: 'Next: Review and submit' }).click();
    await expect(page.getByText('Every core fact is in.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(toast(page, 'Your listing was submitted for review.')).toBeVisible();
    await expectAt(page, '/my-seller-listings');
    const mine = card(page, facts.headline);
    await expect(mine.getByText('Pending review', { exact: true })).toBeVisible();
    const href = await mine.getByRole('link', { name: facts.headline }).getAttribute('href');
    const id = Number(/\/listings\/details\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);

    // Staff approve it in Admin → Listings (pending first), narrowed to the state.
    const staffContext = await browser.newContext();
    const buyerContext = await browser.newContext();
    try {
      const staffPage = await staffContext.newPage();
      await logInPage(staffPage, STAFF);
      await staffPage.goto(`/admin/listings?state=${facts.state}`);
      const approve = staffPage.getByRole('button', { name: `Approve ${facts.headline}`, exact: true });
      await approve.click();
      await expect(toast(staffPage, 'The listing is now active.')).toBeVisible();
      await expect(approve).toHaveCount(0);

      // A buyer finds it by filter on All listings, the only match.
      const buyerPage = await buyerContext.newPage();
      await createUser(apiOf(buyerPage), { type: 'buying', label: 'finder' });
      await buyerPage.goto('/all-listings');
      await expect(buyerPage.getByRole('heading', { level: 1, name: 'All listings' })).toBeVisible();
      await filterByStateAndPrice(buyerPage, facts);
      await expect(buyerPage).toHaveURL(
        new RegExp(`/listings/results\\?state=${facts.state}&asking_price_min=${facts.askingPrice}&asking_price_max=${facts.askingPrice}$`),
      );
      await expect(buyerPage.getByRole('heading', { level: 1, name: 'Filtered listings' })).toBeVisible();
      const found = card(buyerPage, facts.headline);
      await expect(found).toBeVisible();
      await expect(buyerPage.getByRole('article')).toHaveCount(1);
      await expect(found).toContainText('Greater Burlington, Vermont');
      await expect(found).toContainText('$1M – $2M');

      // Stars it: it is on the watch list.
      await found.getByRole('button', { name: `Add ${facts.headline} to your watch list` }).click();
      await expect(toast(buyerPage, 'Added to your watch list.')).toBeVisible();
      await expect(found.getByRole('button', { name: `Remove ${facts.headline} from your watch list` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await buyerPage.goto('/watch-list');
      await expect(buyerPage.getByRole('heading', { level: 1, name: 'Watch list' })).toBeVisible();
      const watched = card(buyerPage, facts.headline);
      await expect(watched).toBeVisible();

      // Opens it: the anonymised face only, no firm name, city or data-room file, on screen or in the answer.
      await watched.getByRole('link', { name: facts.headline }).click();
      await expectAt(buyerPage, `/listings/details/${id}`);
      await expect(buyerPage.getByRole('heading', { level: 1, name: facts.headline })).toBeVisible();
      await expect(buyerPage.getByRole('heading', { name: 'At a glance' })).toBeVisible();
      await expect(buyerPage.getByRole('heading', { name: 'Confidential details' })).toBeVisible();
      await expect(buyerPage.getByRole('button', { name: 'Request access / Connect' })).toBeVisible();
      await expect(buyerPage.getByRole('heading', { name: 'The firm' })).toHaveCount(0);
      await expect(buyerPage.getByText(facts.firmName)).toHaveCount(0);
      await expect(buyerPage.getByText(facts.city)).toHaveCount(0);
      await expect(buyerPage.getByText(PDF_NAME)).toHaveCount(0);
      const answer = await apiOf(buyerPage).send('GET', `/listings/${id}`);
      expect(answer.status()).toBe(200);
      const body = await answer.text();
      for (const secret of [facts.firmName, facts.city, PDF_NAME, 'financials_needed']) expect(body).not.toContain(secret);

      // The seller disables it with a reason.
      await page.goto('/my-seller-listings');
      await expect(mine.getByText('Active', { exact: true })).toBeVisible();
      await mine.getByRole('button', { name: `Disable ${facts.headline}` }).click();
      const dialog = page.getByRole('dialog', { name: `Disable “${facts.headline}”?` });
      await dialog.getByRole('radio', { name: 'Paused' }).check();
      await dialog.getByLabel('Anything to add (optional)').fill('Back after the summer.');
      await dialog.getByRole('button', { name: 'Disable listing' }).click();
      await expect(toast(page, 'The listing is now disabled.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(mine.getByText('Disabled', { exact: true })).toBeVisible();

      // Gone for the buyer: off the watch list, out of the search, and the page itself is closed.
      await buyerPage.goto('/watch-list');
      await expect(buyerPage.getByRole('heading', { name: 'Your watch list is empty' })).toBeVisible();
      await expect(card(buyerPage, facts.headline)).toHaveCount(0);
      await buyerPage.goto(
        `/listings/results?state=${facts.state}&asking_price_min=${facts.askingPrice}&asking_price_max=${facts.askingPrice}`,
      );
      await expect(buyerPage.getByRole('heading', { name: 'No listings match these filters yet' })).toBeVisible();
      await buyerPage.goto(`/listings/details/${id}`);
      await expect(buyerPage.getByRole('heading', { name: 'This listing is not available' })).toBeVisible();
      await expect(buyerPage.getByText(facts.headline)).toHaveCount(0);
    } finally {
      await staffContext.close();
      await buyerContext.close();
    }
  });

  test('buyers filter all listings, in a drawer on a phone @mobile', async ({ page }) => {
    const sellerApi = await Api.standalone();
    let listing: TestListing;
    try {
      await createUser(sellerApi, { type: 'selling', label: 'phoneseller' });
      listing = await createActiveListing(sellerApi, 'Family law practice');
    } finally {
      await sellerApi.dispose();
    }
    await createUser(apiOf(page), { type: 'buying', label: 'phonebuyer' });

    await page.goto('/all-listings');
    await expect(page.getByRole('heading', { level: 1, name: 'All listings' })).toBeVisible();
    const phone = (page.viewportSize()?.width ?? 1280) <= 1000;
    if (phone) {
      // On a phone the filters are not beside the list: a button opens them in a drawer, which closes on apply.
      await expect(page.getByRole('form', { name: 'Filter listings' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer).toBeVisible();
      await filterByStateAndPrice(page, listing);
      await expect(drawer).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
      await filterByStateAndPrice(page, listing);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Filtered listings' })).toBeVisible();
    const found = card(page, listing.headline);
    await expect(found).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(found.getByRole('button', { name: `Add ${listing.headline} to your watch list` })).toBeInViewport();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
