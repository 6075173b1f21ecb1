import { mkdirSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Browser, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { Api, BASE_URL } from './support/api';
import { createActiveListing } from './support/listings';
import { apiOf, logInPage } from './support/login';
import { expect, test } from './support/test';
import { createUser, type TestUser } from './support/users';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/data-room-stages';
const room = (page: Page) => page.locator('section[aria-labelledby="data-room-title"]');

async function profitAndLoss(): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 1; page <= 2; page++) document.addPage().drawText(`Profit and loss, page ${page}`, { x: 72, y: 700, size: 14 });
  return Buffer.from(await document.save());
}

/** Files the two data-room folders through the API (multipart), as the listing page's upload does. */
async function fillDataRoom(api: Api, listingId: number) {
  await api.context.get(`${BASE_URL}/api/csrf-cookie`);
  const { cookies } = await api.context.storageState();
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const response = await api.context.post(`${BASE_URL}/api/listings/${listingId}/files`, {
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    multipart: {
      financials_needed: { name: 'Profit and loss 2023-2025.pdf', mimeType: 'application/pdf', buffer: await profitAndLoss() },
      'financials_ready[]': { name: 'Client-matter summary.csv', mimeType: 'text/csv', buffer: Buffer.from('matter,fees\nA-1,1200\n') },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs the listing's NDA when the NDA gate (issue 31) is there: typed name, consent and the hash shown. */
async function signNdaIfAsked(api: Api, listingId: number, user: TestUser) {
  const nda = await api.send('GET', `/listings/${listingId}/nda`);
  if (nda.status() === 404) return;
  const { sha256 } = (await nda.json()) as { sha256: string };
  await api.ok('POST', `/listings/${listingId}/nda`, { full_name: `${user.firstName} ${user.lastName}`, consent: true, sha256 });
}

async function pageOf(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('lexchange.sellerRedirect', 'done'));
  const page = await context.newPage();
  await logInPage(page, user);
  return page;
}

/** 390 and 1280 px screenshots: of `part` when given (a card of a long page), else of the viewport (a dialog). */
async function shoot(page: Page, name: string, part?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const path = `${SHOTS}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
}

// Issue 33: the seller confirms what accepting opens; the buyer gets the "after access" folder only and a stamped PDF;
// the seller revokes access and the buyer loses it.
test('a buyer gets only the folder open after access, a stamped PDF, and loses both when the seller revokes', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const sellerApi = await Api.standalone();
  const seller = await createUser(sellerApi, { type: 'selling', label: 'stagesseller' });
  const listing = await createActiveListing(sellerApi, 'Staged data room practice');
  await fillDataRoom(sellerApi, listing.id);
  await sellerApi.ok('PUT', `/listings/${listing.id}/data-room/folders/financials_ready`, { opens_at: 'letter_of_intent' });

  const buyerApi = apiOf(page);
  const buyer = await createUser(buyerApi, { type: 'buying', label: 'stagesbuyer' });
  await signNdaIfAsked(buyerApi, listing.id, buyer);
  const chat = await buyerApi.ok<{ id: number }>('POST', '/chats/create-match', { listing_id: listing.id });

  // The seller accepts after reading what the buyer will see.
  const sellerPage = await pageOf(browser, seller);
  await sellerPage.goto(`/messages?chat=${chat.id}`);
  await sellerPage.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = sellerPage.getByRole('dialog');
  await expect(dialog).toContainText(`Your name: ${seller.firstName} ${seller.lastName}`);
  await expect(dialog).toContainText('Financial statements (profit and loss, last 3 years) (1 file)');
  await expect(dialog).toContainText('Other financial documents ready to share (opens when the letter of intent is signed)');
  await shoot(sellerPage, 'accept-dialog');
  await dialog.getByRole('button', { name: 'Accept and give access' }).click();
  await expect(dialog).toBeHidden();

  // The buyer sees the P&L, and the later folder by its stage only.
  await page.goto(`/listings/details/${listing.id}`);
  await expect(room(page).getByRole('link', { name: 'Profit and loss 2023-2025.pdf' })).toBeVisible();
  await expect(room(page).getByText('Opens when the letter of intent is signed.')).toBeVisible();
  await expect(room(page).getByText('Client-matter summary.csv')).toHaveCount(0);
  await shoot(page, 'buyer-data-room', room(page));

  const download = page.waitForEvent('download');
  await room(page).getByRole('link', { name: 'Profit and loss 2023-2025.pdf' }).click();
  const bytes = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  expect(text).toHaveLength(2);
  for (const pageText of text) expect(pageText).toContain(buyer.email);

  // The seller's own data room shows each folder's stage; they make a folder that opens after the letter of intent.
  await sellerPage.goto(`/listings/details/${listing.id}`);
  await expect(room(sellerPage).getByLabel('Opens to buyers').nth(1)).toHaveValue('letter_of_intent');
  const newFolder = room(sellerPage).getByRole('form', { name: 'New folder' });
  await newFolder.getByRole('button', { name: 'Client-matter summary' }).click();
  await expect(newFolder.getByLabel('When it opens')).toHaveValue('letter_of_intent');
  await newFolder.getByRole('button', { name: 'Add folder' }).click();
  await expect(room(sellerPage).getByRole('heading', { name: 'Client-matter summary' })).toBeVisible();
  await expect(room(sellerPage).getByLabel('Opens to buyers').nth(2)).toHaveValue('letter_of_intent');
  await shoot(sellerPage, 'seller-data-room', room(sellerPage));

  // The buyer, whose deal has not reached the letter of intent, never reads that folder's name.
  await page.reload();
  await expect(room(page).getByText('Opens when the letter of intent is signed.')).toHaveCount(2);
  await expect(room(page)).not.toContainText('Client-matter summary');
  const seen = await buyerApi.ok<object>('GET', `/listings/${listing.id}`);
  expect(JSON.stringify(seen)).not.toContain('Client-matter summary');
  await shoot(page, 'buyer-data-room-later-folders', room(page));

  // The seller revokes from the deal page; the buyer loses the firm and the data room, the deal stays marked.
  const deals = await sellerApi.ok<{ data: { id: number; listing: { id: number } }[] }>(
    'GET',
    `/deals?side=seller&listing_id=${listing.id}`,
  );
  await sellerPage.goto(`/seller-deals/${deals.data[0]!.id}`);
  await sellerPage.getByRole('button', { name: 'Revoke access' }).click();
  const revoke = sellerPage.getByRole('dialog');
  await expect(revoke).toContainText('They are told in the app and by e-mail.');
  await shoot(sellerPage, 'revoke-dialog');
  await revoke.getByRole('button', { name: 'Revoke access' }).click();
  await expect(sellerPage.getByText('Access revoked', { exact: true })).toBeVisible();

  const after = await buyerApi.ok<{ confidential: unknown }>('GET', `/listings/${listing.id}`);
  expect(after.confidential).toBeNull();
  await page.goto(`/listings/details/${listing.id}`);
  await expect(room(page)).toHaveCount(0);
  await page.goto(`/buyer-deals/${deals.data[0]!.id}`);
  await expect(page.getByText('The seller closed the firm’s details and data room to you.', { exact: false })).toBeVisible();
  await sellerApi.dispose();
  await sellerPage.context().close();
});
