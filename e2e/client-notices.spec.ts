import { expect, test } from './support/test';
import { acceptedDeal, sellerPage, staffMovesDeal } from './support/deals';
import { linkIn, waitForMail } from './support/outbox';

const NOTICE_STAGE = 'Client notice (ABA Model Rule 1.17)';

test.describe('client notices (ABA Model Rule 1.17)', () => {
  test('the seller uploads 40 clients, prints the letters and sends them; a client objects through the link @mobile', async ({
    page: buyer,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const setup = await acceptedDeal(buyer, { seller: 'noticeseller', buyer: 'noticebuyer' });
    await staffMovesDeal(setup.dealId, NOTICE_STAGE);
    const stamp = Date.now().toString(36);
    const email = (index: number) => `client${index}.${stamp}@example.com`;
    const csv = [
      'name,email,address,matter',
      ...Array.from(
        { length: 40 },
        (_, index) =>
          `Client ${index + 1} ${stamp},${index % 4 === 3 ? '' : email(index)},"${100 + index} Main St, Springfield, IL 62701",Estate plan`,
      ),
    ].join('\n');
    const shot = (name: string) => testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

    const seller = await sellerPage(browser, setup.seller, buyer.viewportSize());
    try {
      await seller.goto(`/seller-deals/${setup.dealId}`);
      const section = seller.getByRole('region', { name: /Client list and notices/ });
      await section.getByLabel('Upload a CSV').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(section.getByText('Not sent: 40')).toBeVisible();
      await section.getByLabel(/The buyer, as the letters name them/).fill(`${setup.buyer.fullName} of Roe Law PLLC`);
      await section.getByRole('button', { name: 'Save' }).click();
      const download = seller.waitForEvent('download');
      await section.getByRole('link', { name: 'Print the letters (PDF)' }).click();
      expect((await download).suggestedFilename()).toBe(`client-notice-letters-deal-${setup.dealId}.pdf`);

      await section.getByRole('button', { name: 'Send the notices (40)' }).click();
      const dialog = seller.getByRole('dialog', { name: 'Send the notices?' });
      await expect(dialog).toContainText('30 clients with an e-mail address');
      await dialog.getByRole('button', { name: 'Send 40 notices' }).click();
      await expect(section.getByText('Sent: 40')).toBeVisible();
      await section.screenshot({ path: shot('client-notices-sent') });

      // The buyer sees counts, never a name.
      await buyer.goto(`/buyer-deals/${setup.dealId}`);
      const buyerSection = buyer.getByRole('region', { name: /Client list and notices/ });
      await expect(buyerSection.getByText('40 clients on the seller’s list.', { exact: false })).toBeVisible();
      await expect(buyerSection).not.toContainText(stamp);

      // The first client answers through their e-mail's link, without an account.
      const mail = await waitForMail(email(0), /Notice of the proposed sale/);
      const client = await (await browser.newContext({ viewport: buyer.viewportSize() })).newPage();
      await client.goto(linkIn(mail, '/client-notice/'));
      await client.getByLabel('I object to the transfer of my file').check();
      await client.getByRole('button', { name: 'Send my answer' }).click();
      await expect(client.getByRole('status')).toContainText('Your answer is recorded');
      await client.screenshot({ path: shot('client-answer'), fullPage: true });

      await seller.reload();
      await expect(seller.getByRole('region', { name: /Client list and notices/ }).getByText('Objected: 1')).toBeVisible();
    } finally {
      await seller.context().close();
    }
  });
});
