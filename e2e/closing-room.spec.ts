import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Api } from './support/api';
import { acceptedDeal, sellerPage } from './support/deals';
import { apiOf } from './support/login';
import type { TestUser } from './support/users';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** An accepted offer and its letter of intent signed by both sides, through the API: the closing room opens. */
async function signedLetterOfIntent(dealId: number, buyer: { api: Api; user: TestUser }, seller: { api: Api; user: TestUser }) {
  const expires = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const offer = await buyer.api.ok<{ id: number }>('POST', `/deals/${dealId}/offers`, {
    scope: 'practice',
    price: 400_000,
    cash_at_closing: 300_000,
    earnout: null,
    transition_months: 3,
    contingencies: ['due_diligence'],
    expires_on: expires,
    note: null,
  });
  await seller.api.ok('PUT', `/offers/${offer.id}`, { action: 'accept' });
  const { data } = await buyer.api.ok<{ data: { id: number; kind: string; sha256: string }[] }>('GET', `/deals/${dealId}/documents`);
  const loi = data.find((document) => document.kind === 'loi')!;
  for (const side of [buyer, seller])
    await side.api.ok('POST', `/documents/${loi.id}/sign`, { full_name: side.user.fullName, consent: true, sha256: loi.sha256 });
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Closing room' });

test.describe('closing room', () => {
  test('the checklist reaches done: both sides tick or set aside every item, a file goes from the seller to the buyer @mobile', async ({
    page: buyer,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const setup = await acceptedDeal(buyer, { seller: 'closingseller', buyer: 'closingbuyer' });
    const seller = await sellerPage(browser, setup.seller, buyer.viewportSize());
    const buyerApi = apiOf(buyer);
    const sellerApi = apiOf(seller);
    const shot = (name: string) => testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
    try {
      await signedLetterOfIntent(setup.dealId, { api: buyerApi, user: setup.buyer }, { api: sellerApi, user: setup.seller });
      // All but three items are settled through the API: the journey is about the last steps.
      const room = await buyerApi.ok<{ items: { id: number; key: string }[] }>('GET', `/deals/${setup.dealId}/closing`);
      const last = ['trust_account', 'office_lease', 'purchase_agreement'];
      for (const item of room.items.filter((entry) => !last.includes(entry.key)))
        await buyerApi.ok('PUT', `/deals/${setup.dealId}/closing/items/${item.id}`, { status: 'done' });
      await buyerApi.ok('POST', `/deals/${setup.dealId}/closing/requests`, { title: 'Last 24 months of billing reports by practice area' });

      // The seller attaches the trust reconciliation, ticks it, and sets the office lease aside.
      await seller.goto(`/seller-deals/${setup.dealId}`);
      const sellerRoom = checklist(seller);
      await expect(sellerRoom.getByText('8 of 11')).toBeVisible();
      const trust = sellerRoom.getByTestId('closing-item').filter({ hasText: 'Trust (IOLTA) account' });
      await trust.locator('input[type=file]').setInputFiles({ name: 'trust-reconciliation.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(trust.getByRole('link', { name: 'trust-reconciliation.pdf' })).toBeVisible();
      await sellerRoom.getByLabel('Status of Trust (IOLTA) account reconciliation and transfer').selectOption('done');
      await expect(sellerRoom.getByText('9 of 11')).toBeVisible();
      await sellerRoom.getByLabel('Status of Office lease assigned or ended').selectOption('not_applicable');
      await expect(sellerRoom.getByText('9 of 10')).toBeVisible();
      await sellerRoom.screenshot({ path: shot('closing-room-seller') });

      // The buyer downloads the seller's file and ticks the last item: 100 %.
      await buyer.goto(`/buyer-deals/${setup.dealId}`);
      const buyerRoom = checklist(buyer);
      const download = buyer.waitForEvent('download');
      await buyerRoom.getByRole('link', { name: 'trust-reconciliation.pdf' }).click();
      expect((await download).suggestedFilename()).toBe('trust-reconciliation.pdf');
      await buyerRoom.getByLabel('Status of Purchase agreement signed').selectOption('done');
      await expect(buyerRoom.getByText('10 of 10')).toBeVisible();
      await expect(buyerRoom.getByRole('progressbar', { name: 'Closing checklist progress' })).toHaveAttribute('aria-valuenow', '100');
      await expect(buyerRoom.getByText('Last 24 months of billing reports by practice area')).toBeVisible();
      await buyerRoom.screenshot({ path: shot('closing-room-buyer') });
    } finally {
      await seller.context().close();
    }
  });
});
