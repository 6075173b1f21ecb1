import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sellerPage } from './support/deals';
import { logInPage } from './support/login';
import type { TestUser } from './support/users';

/**
 * The demo's earn-out (server/seed/seed-earnout.ts): Priya bought Angela's Greensboro practice seven months ago; the
 * last month that ended is still to report. Only this journey acts on it: an earn-out needs months that have ended,
 * which a deal made during the run cannot have.
 */
const PRIYA = { email: 'priya.raman@example.com', password: 'lexchange-demo' };
// sellerPage logs in with the e-mail and password only.
const ANGELA = { email: 'angela.price@example.com', password: 'lexchange-demo' } as TestUser;

const section = (page: Page) => page.getByRole('region', { name: 'Earn-out' });
const shortMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

test.describe('earn-out', () => {
  test('the buyer reports a month of earn-out that the seller confirms', async ({ page: buyer, browser }, testInfo) => {
    test.setTimeout(90_000);
    const buyerApi = await logInPage(buyer, PRIYA);
    const deals = await buyerApi.ok<{ data: { id: number; listing: { headline: string } }[] }>('GET', '/deals?side=buyer');
    let dealId = 0;
    let month = '';
    for (const deal of deals.data) {
      const earnout = await buyerApi.send('GET', `/deals/${deal.id}/earnout`);
      if (earnout.status() !== 200) continue;
      const periods = ((await earnout.json()) as { periods: { month: string; status: string }[] }).periods;
      dealId = deal.id;
      month = periods.find((period) => period.status === 'to_report')?.month ?? '';
    }
    expect(month, 'the demo earn-out has a month to report').not.toBe('');
    const label = shortMonth(month);

    await buyer.goto(`/buyer-deals/${dealId}`);
    await expect(section(buyer).getByTestId('earnout-totals')).toContainText('Months remaining');
    await section(buyer)
      .getByRole('button', { name: `Report the fees collected: ${label}` })
      .click();
    const report = buyer.getByRole('dialog');
    await report.getByLabel('Fees collected from transferred clients this month').fill('27500');
    await expect(report.getByText('Due to the seller: $6,875 (25%).')).toBeVisible();
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(report).toBeHidden();
    const row = section(buyer).getByTestId(`earnout-${month}`);
    await expect(row).toContainText('$27,500');
    await expect(row).toContainText('Reported');
    await section(buyer).scrollIntoViewIfNeeded();
    await buyer.screenshot({ path: testInfo.outputPath('earnout-buyer-1280.png'), fullPage: true });

    const seller = await sellerPage(browser, ANGELA, { width: 390, height: 844 });
    try {
      await seller.goto(`/seller-deals/${dealId}`);
      await section(seller)
        .getByRole('button', { name: `Confirm this month: ${label}` })
        .click();
      const confirm = seller.getByRole('dialog');
      await expect(confirm).toContainText('The buyer reported $27,500 collected; $6,875 due to you.');
      await seller.screenshot({ path: testInfo.outputPath('earnout-confirm-390.png') });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(confirm).toBeHidden();
      await expect(section(seller).getByTestId(`earnout-${month}`)).toContainText('Confirmed');
      await section(seller).scrollIntoViewIfNeeded();
      await seller.screenshot({ path: testInfo.outputPath('earnout-seller-390.png'), fullPage: true });
    } finally {
      await seller.context().close();
    }
  });
});
