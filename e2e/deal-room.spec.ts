import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptedDeal, sellerPage } from './support/deals';
import { apiOf } from './support/login';
import type { TestUser } from './support/users';

const room = (page: Page) => page.getByRole('region', { name: 'Deal room' });

async function fillOffer(page: Page, price: string, cash: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Purchase price').fill(price);
  await dialog.getByLabel(/Cash at closing/).fill(cash);
  return dialog;
}

/** Signs the letter of intent as the page's member in the deal room's signing dialog, with the hash it shows. */
async function signLetter(page: Page, user: TestUser, shotPath?: string) {
  await room(page).getByRole('button', { name: 'Sign the letter of intent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign the letter of intent' });
  await expect(dialog.getByRole('link', { name: 'Read the document (PDF)' })).toBeVisible();
  await expect(dialog.getByTestId('sign-document-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  await dialog.getByLabel('Your full name, as on your account').fill(user.fullName);
  await dialog.getByLabel(/I agree to sign this letter of intent electronically/).check();
  if (shotPath) await page.screenshot({ path: shotPath }); // the viewport: a full-page shot misplaces the fixed dialog
  await dialog.getByRole('button', { name: 'Sign the letter of intent' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('deal room', () => {
  test('the buyer offers, the seller counters, the buyer accepts, both sign the letter of intent and the deal moves by itself @mobile', async ({
    page: buyer,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const setup = await acceptedDeal(buyer, { seller: 'roomseller', buyer: 'roombuyer' });
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

    await buyer.goto(`/buyer-deals/${setup.dealId}`);
    await expect(room(buyer).getByText(/No offer yet/)).toBeVisible();
    await room(buyer).getByRole('button', { name: 'Make an offer' }).click();
    const offerForm = await fillOffer(buyer, '450000', '300000');
    await offerForm.getByLabel(/Part of the price is an earn-out/).check();
    await offerForm.getByLabel('Share of fees collected').fill('25');
    await offerForm.getByLabel('Earn-out period').fill('24');
    await offerForm.getByLabel('Financing').check();
    await shot(buyer, 'offer-form');
    await offerForm.getByRole('button', { name: 'Send the offer' }).click();
    await expect(buyer.getByText('Offer sent.')).toBeVisible();
    await expect(room(buyer).getByTestId('current-offer')).toContainText('$450,000');
    await expect(room(buyer).getByRole('button', { name: 'Withdraw' })).toBeVisible();

    const seller = await sellerPage(browser, setup.seller, testInfo.project.use.viewport);
    try {
      await seller.goto(`/seller-deals/${setup.dealId}`);
      const current = room(seller).getByTestId('current-offer');
      await expect(current).toContainText('$450,000');
      await room(seller).getByRole('button', { name: 'Counter' }).click();
      const counterForm = seller.getByRole('dialog');
      await expect(counterForm.getByLabel('Purchase price')).toHaveValue('$450,000');
      await counterForm.getByLabel('Purchase price').fill('520000');
      await counterForm.getByRole('button', { name: 'Send the counter-offer' }).click();
      await expect(seller.getByText('Counter-offer sent.')).toBeVisible();

      // The buyer's open page follows: version 2 with the price marked as changed.
      await expect(room(buyer).getByTestId('current-offer')).toContainText('Version 2');
      const buyerCurrent = room(buyer).getByTestId('current-offer');
      await expect(buyerCurrent.getByText('Changed', { exact: true })).toHaveCount(1); // the price (the deadline is the same day)
      await expect(buyerCurrent.locator('del', { hasText: '$450,000' })).toBeVisible();
      await shot(buyer, 'counter-compared');

      await room(buyer).getByRole('button', { name: 'Accept' }).click();
      await buyer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
      await expect(buyer.getByText('Offer accepted: the letter of intent is ready to sign.')).toBeVisible();
      await expect(room(buyer).getByTestId('deal-room-loi')).toContainText('Letter of intent');

      const offers = await apiOf(buyer).ok<{ data: { status: string }[] }>('GET', `/deals/${setup.dealId}/offers`);
      expect(offers.data.map((offer) => offer.status)).toEqual(['accepted', 'countered']);
      await signLetter(buyer, setup.buyer, testInfo.outputPath(`sign-letter-dialog-${testInfo.project.name}.png`));
      await expect(buyer.getByText('You signed the letter of intent.')).toBeVisible();
      await expect(room(buyer).getByTestId('deal-room-loi')).toContainText('Buyer: signed');
      await expect(room(buyer).getByRole('button', { name: 'Sign the letter of intent' })).toBeHidden();
      await seller.reload();
      await signLetter(seller, setup.seller);
      await expect(seller.getByText('Signed by both sides: the letter of intent is final.')).toBeVisible();

      // Both signed: the deal is at "Letter of intent" by itself, and the history says why.
      await buyer.reload();
      await expect(buyer.getByRole('heading', { level: 2, name: 'Letter of intent' })).toBeVisible();
      await expect(buyer.getByText('“both parties signed the letter of intent”')).toBeVisible();
      await expect(buyer.getByText('by Lexchange, automatically')).toBeVisible();
      await expect(room(buyer).getByText('Letter of intent signed', { exact: false }).first()).toBeVisible();
      await shot(buyer, 'deal-room-signed');

      // The signed PDF, downloaded from the deal room, is one Lexchange issued (checked on /verify-document).
      const [download] = await Promise.all([
        buyer.waitForEvent('download'),
        room(buyer).getByRole('link', { name: 'Download the letter (PDF)' }).click(),
      ]);
      const pdfPath = testInfo.outputPath('signed-loi.pdf');
      await download.saveAs(pdfPath);
      await buyer.goto('/verify-document');
      await buyer.getByLabel('The PDF to check').setInputFiles(pdfPath);
      await buyer.getByRole('button', { name: 'Check the file' }).click();
      await expect(buyer.getByText('Lexchange issued this exact file')).toBeVisible();
      await expect(buyer.getByText(/Letter of intent: Letter of intent/)).toBeVisible();
    } finally {
      await seller.context().close();
    }
  });
});
