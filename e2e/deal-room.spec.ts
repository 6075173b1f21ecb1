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

/** Signs the letter of intent as the page's member (the documents API; the deal room's signing dialog comes with A's). */
async function signLetter(page: Page, user: TestUser, documentId: number) {
  const api = apiOf(page);
  const document = await api.ok<{ sha256: string }>('GET', `/documents/${documentId}`);
  await api.ok('POST', `/documents/${documentId}/sign`, { full_name: user.fullName, consent: true, sha256: document.sha256 });
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

      const offers = await apiOf(buyer).ok<{ data: { status: string; loi_document_id: number | null }[] }>(
        'GET',
        `/deals/${setup.dealId}/offers`,
      );
      const letterId = offers.data[0]!.loi_document_id!;
      expect(offers.data.map((offer) => offer.status)).toEqual(['accepted', 'countered']);
      await signLetter(buyer, setup.buyer, letterId);
      await signLetter(seller, setup.seller, letterId);

      // Both signed: the deal is at "Letter of intent" by itself, and the history says why.
      await buyer.reload();
      await expect(buyer.getByRole('heading', { level: 2, name: 'Letter of intent' })).toBeVisible();
      await expect(buyer.getByText('“both parties signed the letter of intent”')).toBeVisible();
      await expect(buyer.getByText('by Lexchange, automatically')).toBeVisible();
      await expect(room(buyer).getByText('Letter of intent signed', { exact: false }).first()).toBeVisible();
      await shot(buyer, 'deal-room-signed');

      // The signed PDF, downloaded, is one Lexchange issued.
      const pdf = await apiOf(buyer).context.get(`/api/documents/${letterId}/pdf`);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      const verified = await apiOf(buyer).context.post('/api/documents/verify', {
        multipart: { file: { name: 'loi.pdf', mimeType: 'application/pdf', buffer: await pdf.body() } },
        headers: {
          'X-XSRF-TOKEN': decodeURIComponent((await buyer.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''),
        },
      });
      expect(await verified.json()).toMatchObject({ valid: true, document: { kind: 'loi', status: 'signed' } });
    } finally {
      await seller.context().close();
    }
  });
});
