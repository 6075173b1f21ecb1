import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Api } from './support/api';
import { createActiveListing } from './support/listings';
import { apiOf } from './support/login';
import { signNda, signNdaInDialog } from './support/nda';
import { toast } from './support/screens';
import { expect, test } from './support/test';
import { createUser } from './support/users';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/sign-e2e/shots';

test.describe('the listing’s NDA before access', () => {
  test('a buyer reads and signs the NDA, the request reaches the seller, and the signed PDF verifies @mobile', async ({ page }, info) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const width = page.viewportSize()?.width ?? 1280;
    const sellerApi = await Api.standalone();
    try {
      await createUser(sellerApi, { type: 'selling', label: 'ndaseller' });
      const listing = await createActiveListing(sellerApi, 'Estate planning practice under NDA');
      await sellerApi.ok('PUT', `/listings/${listing.id}/nda`, {
        clauses: ['The Buyer will not solicit the Seller’s associates for 12 months.'],
      });
      const buyer = await createUser(apiOf(page), { type: 'buying', label: 'ndabuyer' });

      await page.goto(`/listings/details/${listing.id}`);
      await page.getByRole('button', { name: 'Request access / Connect' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign the confidentiality agreement' });
      const text = dialog.getByLabel('Agreement text');
      await expect(text).toContainText(/Listing LST-[0-9A-Z]+ · Version 2 · /);
      await expect(text).toContainText('review it with their own counsel');
      await expect(text).toContainText('10.1. The Buyer will not solicit the Seller’s associates for 12 months.');
      await page.screenshot({ path: `${SHOTS}/nda-dialog-${width}.png` });
      // Nothing is sent without the name and the consent.
      await dialog.getByRole('button', { name: 'Sign and send my request' }).click();
      await expect(dialog.getByText('Type your full name exactly as it appears on your account.')).toBeVisible();
      await dialog.getByLabel('Your full name, as on your account').fill('Somebody Else');
      await dialog.getByLabel(/I agree to sign this agreement electronically/).check();
      await dialog.getByRole('button', { name: 'Sign and send my request' }).click();
      await expect(dialog.getByText('Type your full name exactly as it appears on your account.')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/nda-dialog-error-${width}.png` });
      await signNdaInDialog(page, buyer.fullName);
      await expect(toast(page, 'Your request was sent to the seller. Introduce yourself here.')).toBeVisible();

      // The request reached the seller, with the signed NDA on their listing.
      const chats = await sellerApi.ok<{ data: { status: string; listing: { id: number } | null }[] }>('GET', '/chats');
      expect(chats.data.find((chat) => chat.listing?.id === listing.id)?.status).toBe('pending');
      const signed = await sellerApi.ok<{ data: { kind: string; status: string }[] }>('GET', `/listings/${listing.id}/ndas`);
      expect(signed.data).toMatchObject([{ kind: 'nda', status: 'signed' }]);

      // The buyer downloads the signed PDF from the listing and checks it on /verify-document.
      await page.goto(`/listings/details/${listing.id}`);
      const panel = page.getByRole('region', { name: 'Your confidentiality agreement' });
      await expect(panel).toContainText(`Signed by ${buyer.fullName}`);
      await page.screenshot({ path: `${SHOTS}/listing-nda-${width}.png`, fullPage: true });
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download PDF' }).click()]);
      const pdfPath = info.outputPath('signed-nda.pdf');
      await download.saveAs(pdfPath);
      expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');

      await panel.getByRole('link', { name: 'Verify a copy' }).click();
      await expect(page.getByRole('heading', { name: 'Verify a signed document' })).toBeVisible();
      await page.getByLabel('The PDF to check').setInputFiles(pdfPath);
      await page.getByRole('button', { name: 'Check the file' }).click();
      await expect(page.getByText('Lexchange issued this exact file')).toBeVisible();
      await expect(page.getByText(/Confidentiality agreement \(NDA\): Confidentiality agreement — listing/)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/verify-valid-${width}.png`, fullPage: true });

      // One byte changed: not what Lexchange issued.
      const bytes = await readFile(pdfPath);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 30) ^ 1, bytes.length - 30);
      await page.getByLabel('The PDF to check').setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: bytes });
      await page.getByRole('button', { name: 'Check the file' }).click();
      await expect(page.getByText('Lexchange did not issue this exact file')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/verify-invalid-${width}.png`, fullPage: true });
    } finally {
      await sellerApi.dispose();
    }
  });

  test('the seller adds a clause (a new version), sees who signed, and finds the NDA on the deal page', async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const width = page.viewportSize()?.width ?? 1280;
    const buyerApi = await Api.standalone();
    try {
      const seller = await createUser(apiOf(page), { type: 'selling', label: 'ndaowner' });
      // A seller without a customization is sent to fill it in first.
      await apiOf(page).ok('PUT', '/user/seller-customization', {
        practice_areas: ['family'],
        state: 'VT',
        timeline: 'asap',
        buyer_preferences: [],
        buyer_notes: '',
      });
      const listing = await createActiveListing(apiOf(page), 'Family law practice with an NDA');
      await createUser(buyerApi, { type: 'buying', label: 'ndasigner' });
      await signNda(buyerApi, listing.id);
      const chat = await buyerApi.ok<{ id: number }>('POST', '/chats/create-match', { listing_id: listing.id });
      await apiOf(page).ok('PUT', `/chats/${chat.id}`, { status: 'accepted' });
      const deals = await apiOf(page).ok<{ data: { id: number }[] }>('GET', '/deals?side=seller');
      expect(seller.fullName).toBeTruthy();

      await page.goto(`/listings/edit/${listing.id}`);
      const editor = page.getByRole('region', { name: 'Your confidentiality agreement' });
      await expect(editor).toContainText('Current version: 1.');
      await editor.getByRole('button', { name: 'Add a clause' }).click();
      await editor
        .getByLabel('Clause 1', { exact: true })
        .fill('Meetings with the Seller’s staff happen only at the office, with the Seller present.');
      await editor.getByRole('button', { name: 'Save the NDA' }).click();
      await expect(editor).toContainText('Current version: 2.');
      await editor.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/nda-clauses-${width}.png` });

      await page.goto(`/listings/details/${listing.id}`);
      const signed = page.getByRole('region', { name: 'Confidentiality agreement' });
      await expect(signed).toContainText('Version 2, with 1 clause of yours.');
      await expect(signed.getByRole('link', { name: 'Download PDF' })).toHaveCount(1);
      await signed.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/seller-ndas-${width}.png` });

      await page.goto(`/seller-deals/${deals.data[0]!.id}`);
      const documents = page.getByRole('region', { name: 'Documents' });
      await expect(documents).toContainText('Confidentiality agreement (NDA)');
      await expect(documents).toContainText('version 1');
      await documents.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/deal-documents-${width}.png` });
    } finally {
      await buyerApi.dispose();
    }
  });
});
