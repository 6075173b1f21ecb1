import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { createActiveListing, type TestListing } from './support/listings';
import { apiOf, logInPage } from './support/login';
import { expectAt, toast } from './support/screens';
import { createUser, type TestUser } from './support/users';
import { signNdaInDialog } from './support/nda';

const NEW_MESSAGE = 'you have a message';

/** A seller with an active listing, both made through the API (the seller's registration session is then dropped). */
async function sellerWithListing(): Promise<{ seller: TestUser; listing: TestListing }> {
  const api = await Api.standalone();
  try {
    const seller = await createUser(api, { type: 'selling', label: 'chatseller' });
    const listing = await createActiveListing(api, 'Employment law practice');
    return { seller, listing };
  } finally {
    await api.dispose();
  }
}

/** The seller logs in on /messages: a new seller is sent to Seller Customization once, then reaches it. */
async function sellerOnMessages(page: Page, seller: TestUser) {
  await logInPage(page, seller);
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/settings\/seller-customization\?redirect=2$/);
  await page.goto('/messages');
  await expectAt(page, '/messages');
}

const conversationLink = (page: Page, listing: TestListing) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: listing.headline });
const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messageLog(page).getByText(text)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
}

/** The top bar's notifications link names its unread count, or is just "Notifications" at zero. */
const notificationsLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const notificationsName = (count: number) => (count ? `Notifications: ${count} unread` : 'Notifications');

/** docs/product.md "Notifications": off the messages page a new message is an *info* toast of its subject. */
const infoToast = (page: Page, text: string) => page.locator('.Toastify__toast--info').filter({ hasText: text });
const messagesLink = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('link', { name, exact: typeof name === 'string' });

async function shownNotifications(page: Page): Promise<number> {
  const link = notificationsLink(page);
  await expect(link).toHaveAccessibleName(/^Notifications(: \d+ unread)?$/);
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test.describe('buyer and seller messaging', () => {
  test('a buyer requests a match, the seller accepts in another browser, they chat live, and the toast rule holds', async ({
    page: buyerPage,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { seller, listing } = await sellerWithListing();
    const buyer = await createUser(apiOf(buyerPage), { type: 'buying', label: 'chatbuyer' });
    const stamp = Date.now().toString(36);

    // The buyer asks for access from the anonymised listing and lands in the new conversation, the request pending.
    await buyerPage.goto(`/listings/details/${listing.id}`);
    await buyerPage.getByRole('button', { name: 'Request access / Connect' }).click();
    await signNdaInDialog(buyerPage, buyer.fullName);
    await expect(toast(buyerPage, 'Your request was sent to the seller. Introduce yourself here.')).toBeVisible();
    await expect(buyerPage).toHaveURL(/\/messages\?chat=\d+$/);
    const chatPath = new URL(buyerPage.url()).pathname + new URL(buyerPage.url()).search;
    await expect(buyerPage.getByText(/^Waiting for the seller to answer\./)).toBeVisible();
    await expect(conversationLink(buyerPage, listing)).toContainText('Request pending');

    // Back on the listing, the request keeps its place: pending, with a way back to its conversation (issue #20.3).
    await buyerPage.goto(`/listings/details/${listing.id}`);
    await expect(buyerPage.getByRole('heading', { name: 'Request pending' })).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: 'Request access / Connect' })).toHaveCount(0);
    await buyerPage.getByRole('link', { name: 'Open the conversation' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`${chatPath.replace('?', '\\?')}$`));
    await expect(buyerPage.getByText(/^Waiting for the seller to answer\./)).toBeVisible();

    const sellerContext = await browser.newContext();
    try {
      const sellerPage = await sellerContext.newPage();
      await sellerOnMessages(sellerPage, seller);
      await expect(conversationLink(sellerPage, listing)).toContainText('Answer request');
      await conversationLink(sellerPage, listing).click();
      await expect(sellerPage.getByRole('heading', { name: `A buyer asks to connect on “${listing.headline}”` })).toBeVisible();
      await sellerPage.getByRole('button', { name: 'Accept', exact: true }).click();
      // Issue 33: the seller confirms what accepting opens.
      await sellerPage.getByRole('dialog').getByRole('button', { name: 'Accept and give access' }).click();
      await expect(toast(sellerPage, 'Request accepted. The buyer can now see the listing and its data room.')).toBeVisible();
      await expect(conversationLink(sellerPage, listing)).toContainText('Match accepted');

      // The buyer's open page follows without a reload: any subject other than a new message is toasted, even here.
      await expect(toast(buyerPage, 'Your access request was accepted')).toBeVisible();
      await expect(buyerPage.getByText(/^Waiting for the seller to answer\./)).toHaveCount(0);
      await expect(conversationLink(buyerPage, listing)).toContainText('Match accepted');

      // Both write; each sees the other's message arrive live. On the messages page a new message shows no toast
      // and leaves the notification count alone, on either side.
      const sellerCount = await shownNotifications(sellerPage);
      const hello = `Hello, I practise employment law nearby and would like to talk. ${stamp}`;
      await send(buyerPage, hello);
      await expect(messageLog(sellerPage).getByText(hello)).toBeVisible();
      await expect(toast(sellerPage, NEW_MESSAGE)).toHaveCount(0);
      await expect(notificationsLink(sellerPage)).toHaveAccessibleName(notificationsName(sellerCount));

      const buyerCount = await shownNotifications(buyerPage);
      const reply = `Welcome. Happy to share the numbers; when suits you? ${stamp}`;
      await send(sellerPage, reply);
      await expect(messageLog(buyerPage).getByText(reply)).toBeVisible();
      await expect(toast(buyerPage, NEW_MESSAGE)).toHaveCount(0);
      await expect(notificationsLink(buyerPage)).toHaveAccessibleName(notificationsName(buyerCount));

      // On the messages page with no conversation open, the notification refreshes the unread chat count (top bar and
      // list) and does nothing else: no toast, no notification count.
      await messagesLink(buyerPage, /^Messages/).click();
      await expectAt(buyerPage, '/messages');
      await expect(buyerPage.getByText('Choose a conversation')).toBeVisible();
      const nudge = `Did the engagement letters come through? ${stamp}`;
      await send(sellerPage, nudge);
      await expect(messagesLink(buyerPage, 'Messages: 1 unread')).toBeVisible();
      await expect(conversationLink(buyerPage, listing).getByLabel('1 unread')).toBeVisible();
      await expect(toast(buyerPage, NEW_MESSAGE)).toHaveCount(0);
      await expect(notificationsLink(buyerPage)).toHaveAccessibleName(notificationsName(buyerCount));
      // Opening the conversation reads it, and the unread chat count goes back to none.
      await conversationLink(buyerPage, listing).click();
      await expect(messageLog(buyerPage).getByText(nudge)).toBeVisible();
      await expect(messagesLink(buyerPage, 'Messages')).toBeVisible();

      // Elsewhere (an in-app navigation, the socket stays open) the same notification is an info toast and counts.
      await buyerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All listings' }).click();
      await expectAt(buyerPage, '/all-listings');
      // The count on screen, not the server's: the messages page, by the rule, did not count the reply.
      const before = await shownNotifications(buyerPage);

      const followUp = `I will send the profit and loss statements tonight. ${stamp}`;
      await send(sellerPage, followUp);
      await expect(toast(buyerPage, NEW_MESSAGE)).toBeVisible();
      await expect(infoToast(buyerPage, NEW_MESSAGE)).toBeVisible();
      await expect(notificationsLink(buyerPage)).toHaveAccessibleName(notificationsName(before + 1));
      await expect(messagesLink(buyerPage, 'Messages: 1 unread')).toBeVisible();
      await expectAt(buyerPage, '/all-listings');

      // Back on Messages the follow-up is there.
      await messagesLink(buyerPage, /^Messages/).click();
      await conversationLink(buyerPage, listing).click();
      await expect(messageLog(buyerPage).getByText(followUp)).toBeVisible();
    } finally {
      await sellerContext.close();
    }
  });

  test('fetching messages without a chat is refused with “Chat ID is required.”', async () => {
    const api = await Api.standalone();
    try {
      await createUser(api, { type: 'buying', label: 'nochat' });
      for (const path of ['/messages', '/messages?filter[chat_id]=']) {
        const response = await api.send('GET', path);
        expect(response.status(), path).toBe(422);
        expect((await response.json()) as { message: string }).toMatchObject({ message: 'Chat ID is required.' });
      }
    } finally {
      await api.dispose();
    }
  });
});
