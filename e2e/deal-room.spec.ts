import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { completeConflictCheck, sellerPage } from './support/deals';
import { createActiveListing } from './support/listings';
import { apiOf } from './support/login';
import { signNdaInDialog } from './support/nda';
import { toast } from './support/screens';
import { createUser, type TestUser } from './support/users';

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
  test('the buyer signs the NDA and asks, the seller accepts, they offer and counter, both sign the letter of intent and the deal moves by itself @mobile', async ({
    page: buyer,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shot = (page: Page, name: string, fullPage = true) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage });
    // Set up through the API: the two accounts and the seller's active listing.
    const sellerApi = await Api.standalone();
    const sellerUser = await createUser(sellerApi, { type: 'selling', label: 'roomseller' });
    const listing = await createActiveListing(sellerApi, 'Estate planning practice for the deal room');
    const buyerUser = await createUser(apiOf(buyer), { type: 'buying', label: 'roombuyer' });
    const seller = await sellerPage(browser, sellerUser, testInfo.project.use.viewport);
    try {
      // The buyer reads and signs the listing's NDA, which sends the access request.
      await buyer.goto(`/listings/details/${listing.id}`);
      await buyer.getByRole('button', { name: 'Request access / Connect' }).click();
      const ndaText = buyer.getByRole('dialog', { name: 'Sign the confidentiality agreement' }).getByLabel('Agreement text');
      await expect(ndaText).toContainText(/Listing LST-[0-9A-Z]+ · Version \d+ · /);
      await shot(buyer, 'nda-dialog', false);
      await signNdaInDialog(buyer, buyerUser.fullName);
      await expect(toast(buyer, 'Your request was sent to the seller. Introduce yourself here.')).toBeVisible();

      // The seller accepts it in the conversation, after reading what accepting opens.
      const chats = await sellerApi.ok<{ data: { id: number; listing: { id: number } | null }[] }>('GET', '/chats');
      const chat = chats.data.find((candidate) => candidate.listing?.id === listing.id)!;
      await seller.goto(`/messages?chat=${chat.id}`);
      await seller.getByRole('button', { name: 'Accept', exact: true }).click();
      const acceptDialog = seller.getByRole('dialog');
      await shot(seller, 'accept-dialog', false);
      await acceptDialog.getByRole('button', { name: 'Accept and give access' }).click();
      await expect(acceptDialog).toBeHidden();
      const deals = await sellerApi.ok<{ data: { id: number; listing: { id: number } }[] }>('GET', '/deals?side=seller');
      const dealId = deals.data.find((deal) => deal.listing.id === listing.id)!.id;
      // What this journey is not about, through the API: the conflict check both complete, so the letter can move the deal.
      await completeConflictCheck(sellerApi, apiOf(buyer), dealId);

      // The buyer offers.
      await buyer.goto(`/buyer-deals/${dealId}`);
      await expect(room(buyer).getByText(/No offer yet/)).toBeVisible();
      await room(buyer).getByRole('button', { name: 'Make an offer' }).click();
      const offerForm = await fillOffer(buyer, '450000', '300000');
      await offerForm.getByLabel(/Part of the price is an earn-out/).check();
      await offerForm.getByLabel('Share of fees collected').fill('25');
      await offerForm.getByLabel('Earn-out period').fill('24');
      await offerForm.getByLabel('Financing').check();
      await shot(buyer, 'offer-form');
      await offerForm.getByRole('button', { name: 'Send the offer' }).click();
      // State, not toasts: a live notification's toast (the access accepted) can hold the queue, one toast at a time.
      await expect(room(buyer).getByTestId('current-offer')).toContainText('$450,000');
      await expect(room(buyer).getByRole('button', { name: 'Withdraw' })).toBeVisible();

      await seller.goto(`/seller-deals/${dealId}`);
      const current = room(seller).getByTestId('current-offer');
      await expect(current).toContainText('$450,000');
      await room(seller).getByRole('button', { name: 'Counter' }).click();
      const counterForm = seller.getByRole('dialog');
      await expect(counterForm.getByLabel('Purchase price')).toHaveValue('$450,000');
      await counterForm.getByLabel('Purchase price').fill('520000');
      await counterForm.getByRole('button', { name: 'Send the counter-offer' }).click();
      await expect(room(seller).getByTestId('current-offer')).toContainText('Version 2');

      // The buyer's open page follows: version 2 with the price marked as changed.
      await expect(room(buyer).getByTestId('current-offer')).toContainText('Version 2');
      const buyerCurrent = room(buyer).getByTestId('current-offer');
      await expect(buyerCurrent.getByText('Changed', { exact: true })).toHaveCount(1); // the price (the deadline is the same day)
      await expect(buyerCurrent.locator('del', { hasText: '$450,000' })).toBeVisible();
      await shot(buyer, 'counter-compared');

      await room(buyer).getByRole('button', { name: 'Accept' }).click();
      await buyer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
      await expect(room(buyer).getByTestId('deal-room-loi')).toContainText('Letter of intent');

      const offers = await apiOf(buyer).ok<{ data: { status: string }[] }>('GET', `/deals/${dealId}/offers`);
      expect(offers.data.map((offer) => offer.status)).toEqual(['accepted', 'countered']);
      await signLetter(buyer, buyerUser, testInfo.outputPath(`sign-letter-dialog-${testInfo.project.name}.png`));
      await expect(room(buyer).getByTestId('deal-room-loi')).toContainText('Buyer: signed');
      await expect(room(buyer).getByRole('button', { name: 'Sign the letter of intent' })).toBeHidden();
      // The seller's open page shows the buyer's signature without a reload.
      await expect(room(seller).getByTestId('deal-room-loi')).toContainText('Buyer: signed');
      await signLetter(seller, sellerUser);
      await expect(room(seller).getByTestId('deal-room-loi')).toContainText('Signed by both sides');

      // Both signed: the deal is at "Letter of intent" by itself (the buyer's open page follows), and the history says why.
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
      await shot(buyer, 'verified');
    } finally {
      await seller.context().close();
      await sellerApi.dispose();
    }
  });
});
