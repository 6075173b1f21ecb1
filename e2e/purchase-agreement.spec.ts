import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptedDeal, completeConflictCheck, sellerPage } from './support/deals';
import { apiOf } from './support/login';
import type { Api } from './support/api';
import type { TestUser } from './support/users';

const room = (page: Page) => page.getByRole('region', { name: 'Deal room' });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signThroughApi(api: Api, documentId: number, user: TestUser) {
  const { sha256 } = await api.ok<{ sha256: string }>('GET', `/documents/${documentId}`);
  await api.ok('POST', `/documents/${documentId}/sign`, { full_name: user.fullName, consent: true, sha256 });
}

/** Signs the agreement in the deal room's signing dialog, as the page's member. */
async function signInDialog(page: Page, panel: Locator, user: TestUser) {
  await panel.getByRole('button', { name: 'Sign the purchase agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign the purchase agreement' });
  await dialog.getByLabel('Your full name, as on your account').fill(user.fullName);
  await dialog.getByLabel(/I agree to sign this purchase agreement electronically/).check();
  await dialog.getByRole('button', { name: 'Sign the purchase agreement' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('purchase agreement', () => {
  test('the seller generates a first draft from the signed letter, both sign, and the deal moves to "Purchase agreement"', async ({
    page: buyer,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Set up through the API what this journey is not about: the deal, its conflict check, the accepted offer and the signed letter.
    const setup = await acceptedDeal(buyer, { seller: 'paseller', buyer: 'pabuyer' });
    const buyerApi = apiOf(buyer);
    const seller = await sellerPage(browser, setup.seller, { width: 390, height: 844 });
    try {
      const sellerApi = apiOf(seller);
      await completeConflictCheck(sellerApi, buyerApi, setup.dealId);
      const offer = await buyerApi.ok<{ id: number }>('POST', `/deals/${setup.dealId}/offers`, {
        price: 480_000,
        cash_at_closing: 300_000,
        earnout: { percent: 20, months: 24 },
        transition_months: 3,
        contingencies: ['due_diligence'],
        expires_on: inDays(10),
      });
      const accepted = await sellerApi.ok<{ loi_document_id: number }>('PUT', `/offers/${offer.id}`, { action: 'accept' });
      await signThroughApi(buyerApi, accepted.loi_document_id, setup.buyer);
      await signThroughApi(sellerApi, accepted.loi_document_id, setup.seller);

      await seller.goto(`/seller-deals/${setup.dealId}`);
      const panel = room(seller).getByTestId('deal-room-purchase-agreement');
      await panel.getByRole('button', { name: 'Generate a first draft' }).click();
      await expect(panel).toContainText(/Purchase agreement \(first draft\) — LST-/);
      await expect(panel).toContainText('Buyer: not yet signed · Seller: not yet signed');
      await panel.scrollIntoViewIfNeeded();
      await seller.screenshot({ path: testInfo.outputPath('purchase-agreement-seller-390.png') });
      await signInDialog(seller, panel, setup.seller);

      await buyer.goto(`/buyer-deals/${setup.dealId}`);
      const buyerPanel = room(buyer).getByTestId('deal-room-purchase-agreement');
      await expect(buyerPanel).toContainText(/Seller: signed/);
      await expect(buyerPanel.getByRole('button', { name: /Generate a first draft|Upload/ })).toHaveCount(0);
      await signInDialog(buyer, buyerPanel, setup.buyer);
      await expect(buyerPanel).toContainText('Signed by both sides.');
      const detail = await buyerApi.ok<{ history: { field: string; to: string | null; note: string | null }[] }>(
        'GET',
        `/deals/${setup.dealId}`,
      );
      expect(detail.history.at(-1)).toMatchObject({
        field: 'stage',
        to: 'Purchase agreement',
        note: 'both parties signed the purchase agreement',
      });
      await buyerPanel.scrollIntoViewIfNeeded();
      await buyer.screenshot({ path: testInfo.outputPath('purchase-agreement-buyer-1280.png') });
    } finally {
      await seller.context().close();
    }
  });
});
