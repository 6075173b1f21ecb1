import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Api } from './support/api';
import { acceptedDeal, completeConflictCheck, dragOver } from './support/deals';
import { apiOf } from './support/login';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/deal-gates';
const WAIT = 'Waiting for both sides’ conflict lists.';

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}: \\d+ deals?$`) });

test('a deal that cannot skip its conflict check', async ({ page: buyer }) => {
  test.setTimeout(90_000);
  const setup = await acceptedDeal(buyer, { seller: 'gateseller', buyer: 'gatebuyer' });
  const buyerApi = apiOf(buyer);
  const { data: stages } = await buyerApi.ok<{ data: { id: number; name: string }[] }>('GET', '/deal-stages');
  await buyerApi.ok('PUT', `/deals/${setup.dealId}`, { stage_id: stages.find((stage) => stage.name === 'Conflict check')!.id });

  await buyer.goto('/buyer-deals');
  const card = column(buyer, 'Conflict check').getByRole('article', { name: `Deal on ${setup.listing.headline}` });
  await expect(card).toContainText(WAIT);

  // While the card is dragged, the stage past the conflict check is shown out of reach, with why; the drop is refused.
  await dragOver(buyer, card, column(buyer, 'Financial review'));
  const target = column(buyer, 'Financial review');
  await expect(target).toHaveAttribute('aria-disabled', 'true');
  await expect(target).toHaveAttribute('title', `Financial review: not yet. ${WAIT}`);
  await buyer.screenshot({ path: `${SHOTS}/board-drag-refused-1280.png` });
  await buyer.mouse.up();
  await expect(buyer.getByText(WAIT, { exact: true }).last()).toBeVisible();
  await expect(buyer.getByRole('dialog')).toHaveCount(0);
  await expect(column(buyer, 'Conflict check').getByRole('article')).toHaveCount(1);

  // The deal page's select offers the stage disabled, with the same sentence beside it.
  await buyer.goto(`/buyer-deals/${setup.dealId}`);
  await expect(buyer.getByLabel('Move to').getByRole('option', { name: `Financial review — ${WAIT}` })).toBeDisabled();
  await expect(buyer.getByTestId('deal-stage-wait')).toContainText(WAIT);
  await buyer.screenshot({ path: `${SHOTS}/deal-page-1280.png`, fullPage: true });
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.screenshot({ path: `${SHOTS}/deal-page-390.png` });
  await buyer.goto('/buyer-deals');
  await expect(buyer.getByRole('article', { name: `Deal on ${setup.listing.headline}` })).toContainText(WAIT);
  await buyer.screenshot({ path: `${SHOTS}/board-390.png` });
  await buyer.setViewportSize({ width: 1280, height: 800 });

  // Both sides complete the conflict check (through the API): the move now works.
  const sellerApi = await Api.standalone();
  try {
    await sellerApi.ok('POST', '/auth/login', { email: setup.seller.email, password: setup.seller.password });
    await completeConflictCheck(sellerApi, buyerApi, setup.dealId);
  } finally {
    await sellerApi.dispose();
  }
  await buyer.goto('/buyer-deals');
  const ready = column(buyer, 'Conflict check').getByRole('article', { name: `Deal on ${setup.listing.headline}` });
  await expect(ready).not.toContainText(WAIT);
  await dragOver(buyer, ready, column(buyer, 'Financial review'));
  await buyer.mouse.up();
  await expect(buyer.getByText('Moved to Financial review.')).toBeVisible();
  await expect(column(buyer, 'Financial review').getByRole('article')).toHaveCount(1);
});
