import type { Browser, Locator, Page } from '@playwright/test';
import { Api } from './api';
import { createActiveListing, type TestListing } from './listings';
import { apiOf, logInPage, STAFF } from './login';
import { createUser, type TestUser } from './users';

export interface DealSetup {
  seller: TestUser;
  buyer: TestUser;
  listing: TestListing;
  dealId: number;
}

/**
 * A seller's active listing and a buyer whose request the seller accepted: a deal at Introduction, all through the
 * API. The buyer signs the listing's NDA first where the app asks for it (issue #31).
 */
export async function acceptedDeal(buyerPage: Page, labels = { seller: 'dealseller', buyer: 'dealbuyer' }): Promise<DealSetup> {
  const sellerApi = await Api.standalone();
  try {
    const seller = await createUser(sellerApi, { type: 'selling', label: labels.seller });
    const listing = await createActiveListing(sellerApi, 'Estate planning practice');
    const buyerApi = apiOf(buyerPage);
    const buyer = await createUser(buyerApi, { type: 'buying', label: labels.buyer });
    const nda = await buyerApi.send('GET', `/listings/${listing.id}/nda`);
    if (nda.ok()) {
      const { sha256 } = (await nda.json()) as { sha256: string };
      await buyerApi.ok('POST', `/listings/${listing.id}/nda`, { full_name: buyer.fullName, consent: true, sha256 });
    }
    const chat = await buyerApi.ok<{ id: number }>('POST', '/chats/create-match', { listing_id: listing.id });
    await sellerApi.ok('PUT', `/chats/${chat.id}`, { status: 'accepted' });
    const deals = await sellerApi.ok<{ data: { id: number }[] }>('GET', '/deals?side=seller');
    return { seller, buyer, listing, dealId: deals.data[0]!.id };
  } finally {
    await sellerApi.dispose();
  }
}

/** A seller's page past the one-time seller onboarding redirect (docs/product.md "Session and start-up"), at the given viewport. */
export async function sellerPage(browser: Browser, seller: TestUser, viewport?: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript(() => window.localStorage.setItem('lexchange.sellerRedirect', 'done'));
  const page = await context.newPage();
  await logInPage(page, seller);
  return page;
}

/** Both sides submit a conflict list and confirm "no conflict" through the API: the deal may leave "Conflict check" (#34). */
export async function completeConflictCheck(sellerApi: Api, buyerApi: Api, dealId: number): Promise<void> {
  await sellerApi.ok('PUT', `/deals/${dealId}/conflict-list`, { names: 'Seller Only Client Trust\nRiverside Dental Group PLLC' });
  await buyerApi.ok('PUT', `/deals/${dealId}/conflict-list`, { names: 'Buyer Only Secret Party LLC' });
  for (const api of [sellerApi, buyerApi]) await api.ok('PUT', `/deals/${dealId}/conflict-check`, { answer: 'no_conflict' });
}

/** Staff move the deal to a stage past the gates a journey is not about, with a reason the history keeps (#34). */
export async function staffMovesDeal(dealId: number, stageName: string): Promise<void> {
  const staff = await Api.standalone();
  try {
    await staff.ok('POST', '/auth/login', STAFF);
    const { data: stages } = await staff.ok<{ data: { id: number; name: string }[] }>('GET', '/deal-stages');
    const stage = stages.find((candidate) => candidate.name === stageName)!;
    await staff.ok('PUT', `/deals/${dealId}`, { stage_id: stage.id, override_reason: 'Set up for a journey about a later stage.' });
  } finally {
    await staff.dispose();
  }
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs to see movement, and holds it over `to`. */
export async function dragOver(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 30, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + 60, { steps: 12 });
}
