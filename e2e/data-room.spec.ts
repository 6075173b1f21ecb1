import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { DEMO } from './support/demo';
import { createActiveListing } from './support/listings';
import { apiOf, logInPage } from './support/login';
import { createUserAside } from './support/users';

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
const card = (page: Page) => page.locator('section[aria-labelledby="data-room-title"]');

/** Drops files on the data room's drop zone as a browser does: a drop event carrying a DataTransfer. */
async function dropFiles(page: Page, files: { name: string; type: string; text: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) data.items.add(new File([file.text], file.name, { type: file.type }));
    return data;
  }, files);
  const zone = page.getByTestId('data-room-drop');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

// Issue #20.4: the seller fills the data room from the listing page; refused files say why and cost nothing.
test('a seller uploads documents from the listing page by drag and drop and by the button, and removes one @mobile', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = await createUserAside({ type: 'selling', label: 'roomseller' });
  await logInPage(page, seller);
  const api = apiOf(page);
  await api.ok('PUT', '/user/seller-customization', {
    practice_areas: ['estate_planning'],
    state: 'VT',
    timeline: 'asap',
    buyer_preferences: [],
    buyer_notes: '',
  });
  const listing = await createActiveListing(api, 'Probate practice');

  await page.goto(`/listings/details/${listing.id}`);
  await expect(card(page).getByText(/^No documents yet\./)).toBeVisible();

  // Drag and drop: a PDF dropped on the zone joins the list without a reload.
  await dropFiles(page, [{ name: 'Profit and loss 2023-2025.pdf', type: 'application/pdf', text: PDF('statements').toString('latin1') }]);
  await expect(card(page).getByRole('link', { name: 'Profit and loss 2023-2025.pdf' })).toBeVisible();

  // The button: several files, two of them refused, each with the server's own words; the good one still lands.
  const chooser = page.waitForEvent('filechooser');
  await card(page).getByRole('button', { name: 'Upload documents' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'Lease abstract.pdf', mimeType: 'application/pdf', buffer: PDF('lease') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') },
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text pretending to be a PDF') },
    { name: 'archive.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(25 * 1024 * 1024 + 1, 0x20) },
  ]);
  await expect(card(page).getByRole('link', { name: 'Lease abstract.pdf' })).toBeVisible();
  const alerts = card(page).getByRole('alert');
  await expect(alerts.filter({ hasText: 'notes.txt is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.' })).toBeVisible();
  await expect(alerts.filter({ hasText: 'archive.pdf is larger than 25 MB.' })).toBeVisible();
  // This one passed the browser's check by its name; the server read its bytes and refused it.
  await expect(alerts.filter({ hasText: 'scan.pdf is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.' })).toBeVisible();

  // Nothing was lost: both good files are there, under the collections they were filed in, and survive a reload.
  const saved = await api.ok<{ confidential: { media: { filename: string; collection_name: string }[] } }>(
    'GET',
    `/listings/${listing.id}`,
  );
  expect(saved.confidential.media.map((file) => [file.filename, file.collection_name]).sort()).toEqual([
    ['Lease abstract.pdf', 'financials_ready'],
    ['Profit and loss 2023-2025.pdf', 'financials_needed'],
  ]);
  await page.reload();
  await expect(card(page).getByRole('link')).toHaveText(['Profit and loss 2023-2025.pdf', 'Lease abstract.pdf', 'My listings']);

  // Removing asks first; Cancel keeps the file and gives focus back to the button.
  const removeLease = card(page).getByRole('button', { name: 'Remove Lease abstract.pdf' });
  await removeLease.click();
  const dialog = page.getByRole('dialog', { name: 'Remove Lease abstract.pdf?' });
  await expect(dialog).toBeFocused();
  await expect(dialog).toContainText(
    'The file leaves the data room; buyers with access can no longer download it. The download log keeps its lines.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(removeLease).toBeFocused();
  await removeLease.click();
  await dialog.getByRole('button', { name: 'Remove file' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page).getByRole('link', { name: 'Lease abstract.pdf' })).toHaveCount(0);
  const left = await api.ok<{ confidential: { media: { filename: string }[] } }>('GET', `/listings/${listing.id}`);
  expect(left.confidential.media.map((file) => file.filename)).toEqual(['Profit and loss 2023-2025.pdf']);
});

// Issue #20.4: the demo's open listing has the documents its conversation promises, and downloads reach the log.
test('a buyer with access sees the seeded documents, and a download joins the seller’s log', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = await Api.standalone();
  await seller.ok('POST', '/auth/login', { email: DEMO.seller.email, password: DEMO.seller.password });
  const mine = await seller.ok<{ data: { id: number; headline: string }[] }>('GET', '/listings/status/active?per_page=50');
  const boston = mine.data.find((listing) => listing.headline.startsWith('Retiring founder'))!;
  const before = await seller.ok<{ data: unknown[] }>('GET', `/listings/${boston.id}/data-room-log`);
  expect(before.data.length).toBeGreaterThan(0);

  await logInPage(page, DEMO.buyer);
  await page.goto(`/listings/details/${boston.id}`);
  const links = card(page).getByRole('link');
  await expect(links).toHaveText([
    'Profit and loss statement, last 3 fiscal years.pdf',
    'Trust account summary, last 12 months.pdf',
    'Client-matter summary (no client names).pdf',
    'Monthly billings by practice area.csv',
    'Lease abstract, Centre Street office.pdf',
  ]);
  // A buyer gets no upload action.
  await expect(card(page).getByRole('button', { name: 'Upload documents' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await card(page).getByRole('link', { name: 'Monthly billings by practice area.csv' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Monthly billings by practice area.csv');

  await expect
    .poll(async () => (await seller.ok<{ data: unknown[] }>('GET', `/listings/${boston.id}/data-room-log`)).data.length)
    .toBe(before.data.length + 1);
  const after = await seller.ok<{ data: { filename: string; user: { name: string } }[] }>('GET', `/listings/${boston.id}/data-room-log`);
  expect(after.data[0]).toMatchObject({ filename: 'Monthly billings by practice area.csv', user: { name: DEMO.buyer.name } });
  await seller.dispose();
});
