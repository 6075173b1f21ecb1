import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { approveListing, completeListingBody, newListingFacts } from './support/listings';
import { logInPage, STAFF } from './support/login';
import { Api } from './support/api';
import { createUser, createUserAside, type TestUser } from './support/users';
import { signNdaInDialog } from './support/nda';

/** The smallest PDF the server's content check recognises, made here rather than kept as a fixture file. */
const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Staff in a browser of their own, on the queue filtered to one member. */
async function staffQueue(browser: Browser, member: TestUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInPage(page, STAFF);
  await page.goto('/admin/verifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Verifications' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(member.lastName);
  await expect(page).toHaveURL(new RegExp(`q=${member.lastName}`));
  await expect(page.getByRole('row').filter({ hasText: member.fullName })).toHaveCount(1);
  await page.getByRole('button', { name: new RegExp(`Review ${member.fullName}`) }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(member.fullName) })).toBeVisible();
  return page;
}

/** The member logs in, fills the Owner Verified form on Get verified with a small PDF and sends it; the form is returned. */
async function sendOwnerVerified(
  page: Page,
  member: TestUser,
  bar: { filename: string; state: string; number: string; year: string },
): Promise<Locator> {
  await logInPage(page, member);
  await page.goto('/get-verified');
  await page.getByRole('button', { name: 'Get Owner Verified' }).click();
  const form = page.getByRole('dialog', { name: 'Get Owner Verified (VBO)' });
  await form.getByLabel('Proof of firm ownership').setInputFiles({ name: bar.filename, mimeType: 'application/pdf', buffer: SMALL_PDF });
  await form.getByLabel('State of admission').selectOption(bar.state);
  await form.getByLabel('Bar number').fill(bar.number);
  await form.getByLabel('Year admitted').fill(bar.year);
  await form.getByLabel('Name as registered with the bar').fill(member.fullName);
  await form.getByRole('button', { name: 'Send for review' }).click();
  return form;
}

/** Staff view a document in the review panel (framed from the authorised route); the panel then shows it as opened. */
async function openDocumentInline(panel: Locator, filename: string): Promise<void> {
  const document = panel.getByRole('listitem').filter({ hasText: filename });
  await expect(document.getByText('Not opened yet')).toBeVisible();
  await document.getByRole('button', { name: `View ${filename}` }).click();
  await expect(document.locator(`iframe[title="${filename}"]`)).toBeVisible();
  await expect(document.getByText('Opened by you')).toBeVisible();
}

test.describe('verification levels', () => {
  test('a buyer submits Funds Verified, staff approve it, the buyer shows the badge and can request a listing that requires it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A seller's active listing open only to Funds Verified buyers.
    const sellerApi = await Api.standalone();
    await createUser(sellerApi, { type: 'selling', label: 'seller' });
    const facts = newListingFacts('Trusts and estates practice');
    const { id: listingId } = await sellerApi.ok<{ id: number }>('POST', '/listings', {
      ...completeListingBody(facts),
      minimum_verification_level: 'VLP',
    });
    await sellerApi.ok('PUT', `/listings/${listingId}/submit`);
    await approveListing(listingId);
    await sellerApi.dispose();

    const buyer = await createUserAside({ type: 'buying', label: 'funded' });
    await logInPage(page, buyer);
    await page.goto(`/listings/details/${listingId}`);
    await expect(page.getByText(/only to buyers who are at least/)).toContainText('Funds Verified');
    await expect(page.getByRole('button', { name: 'Request access / Connect' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Get verified' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Get Funds Verified' }).click();
    const form = page.getByRole('dialog', { name: 'Get Funds Verified (VLP)' });
    await form
      .getByLabel('Proof-of-funds or financing letter')
      .setInputFiles({ name: 'financing-letter.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await form.getByLabel('Amount of funds or financing').fill('1,500,000');
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(form).toBeHidden();
    const submission = page.getByRole('listitem').filter({ hasText: 'financing-letter.pdf' });
    await expect(submission).toContainText('Submitted');
    await expect(submission).toContainText('$1,500,000');

    const staff = await staffQueue(browser, buyer);
    const panel = staff.getByRole('dialog', { name: new RegExp(buyer.fullName) });
    await openDocumentInline(panel, 'financing-letter.pdf');
    await panel.getByRole('button', { name: 'Approve…' }).click();
    await staff
      .getByRole('dialog', { name: `Approve Funds Verified for ${buyer.fullName}?` })
      .getByRole('button', { name: 'Approve Funds Verified' })
      .click();
    await expect(staff.getByText('The submission was approved.', { exact: true })).toBeVisible();
    await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
    await staff.context().close();

    await page.reload();
    const standing = page.getByRole('region', { name: 'Your level' });
    await expect(standing.locator('.verification-badge')).toContainText('Funds Verified');
    await expect(page.getByRole('listitem').filter({ hasText: 'financing-letter.pdf' })).toContainText('Approved');

    await page.goto(`/listings/details/${listingId}`);
    await page.getByRole('button', { name: 'Request access / Connect' }).click();
    await signNdaInDialog(page, buyer.fullName);
    await expect(page.getByText(/Waiting for the seller|request was sent|asked to connect/i).first()).toBeVisible();
  });

  test('staff reject an Owner Verified submission with a reason, which the member reads @mobile', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const member = await createUserAside({ type: 'buying', label: 'owner' });
    const form = await sendOwnerVerified(page, member, {
      filename: 'engagement-letter.pdf',
      state: 'TX',
      number: '24A01234',
      year: '2005',
    });
    // Texas numbers are digits only: the error stands beside the field.
    await expect(form.getByText('A Texas bar number is digits only.')).toBeVisible();
    await form.getByLabel('Bar number').fill('24001234');
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(form).toBeHidden();

    const staff = await staffQueue(browser, member);
    const panel = staff.getByRole('dialog', { name: new RegExp(member.fullName) });
    await expect(panel.getByRole('link', { name: /Texas attorney lookup/ })).toHaveAttribute('href', /texasbar\.com/);
    await panel.getByRole('button', { name: 'Assign to me' }).click();
    await expect(panel.getByText('In review', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Reject…' }).click();
    const reason = 'The engagement letter names another firm as the owner. Please upload your firm’s state registration.';
    const dialog = staff.getByRole('dialog', { name: /Reject/ });
    await dialog.getByLabel('Reason for the member').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(staff.getByText('The submission was rejected.', { exact: true })).toBeVisible();
    await staff.context().close();

    await page.reload();
    const rejected = page.getByRole('listitem').filter({ hasText: 'engagement-letter.pdf' });
    await expect(rejected).toContainText('Rejected');
    await expect(rejected).toContainText(reason);
    await expect(rejected.getByRole('button', { name: 'Submit again' })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByText('Your Owner Verified verification was not approved').first()).toBeVisible();
  });

  test('a review that must open the document: staff approve Owner Verified only after opening it inline, checking the bar and confirming', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await createUserAside({ type: 'buying', label: 'vouched' });
    const form = await sendOwnerVerified(page, member, { filename: 'certificate.pdf', state: 'CA', number: '123456', year: '2004' });
    await expect(form).toBeHidden();

    const staff = await staffQueue(browser, member);
    const panel = staff.getByRole('dialog', { name: new RegExp(member.fullName) });
    const approve = panel.getByRole('button', { name: 'Approve…' });
    // Not opened, not checked: Approve stays shut and says why; the blank PDF is flagged.
    await expect(approve).toBeDisabled();
    await expect(panel.getByRole('list', { name: 'Still to do before approving' })).toContainText('Open certificate.pdf in the panel.');
    await expect(panel.getByText(/too small for most real scans/)).toBeVisible();
    await openDocumentInline(panel, 'certificate.pdf');
    await expect(approve).toBeDisabled();
    await expect(panel.getByRole('link', { name: /California attorney lookup/ })).toHaveAttribute('href', /calbar\.ca\.gov.*123456/);
    await panel.getByLabel(/in good standing on the state bar’s lookup/).check();
    await approve.click();
    const confirm = staff.getByRole('dialog', { name: `Approve Owner Verified for ${member.fullName}?` });
    await expect(confirm).toContainText(`${member.fullName} will show Owner Verified (VBO) beside their name`);
    await confirm.getByRole('button', { name: 'Approve Owner Verified' }).click();
    await expect(staff.getByText('The submission was approved.', { exact: true })).toBeVisible();
    await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
    await staff.context().close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your level' }).locator('.verification-badge')).toContainText('Owner Verified');
  });
});
