import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../../contracts/deals/deals';
import { queryClient } from '../../app/queryClient';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildDeal, buildStage } from '../../test/dealFixtures';
import { renderScreen } from '../../test/renderScreen';
import { stubApi } from '../../test/stubApi';
import DealsScreen from './DealsScreen';

resetAppBetweenTests();
// The last test's screen can refetch into the cache while it unmounts: each test starts from an empty one.
beforeEach(() => queryClient.clear());

const STAGES = [
  buildStage(1, { name: 'Introduction' }),
  buildStage(2, { name: 'Old review', retired: true }),
  buildStage(3, { name: 'Letter of intent' }),
  buildStage(4, { name: 'Closed won', is_closed: true, outcome: 'won' }),
];
const page = (deals: Deal[]) => ({ data: deals, meta: { current_page: 1, last_page: 1, per_page: 200, total: deals.length } });
const DEALS = [
  buildDeal(1, {
    stage_id: 1,
    likelihood_of_closing: 40,
    listing: { id: 21, reference: 'LST-4HX2P8M6TQ', headline: 'Zephyr Law', status: 'active' },
  }),
  buildDeal(2, {
    stage_id: 1,
    likelihood_of_closing: 80,
    updated_at: '2026-03-05T10:00:00.000Z',
    listing: { id: 22, reference: 'LST-4HX2P8M6TR', headline: 'Austin estate planning', status: 'active' },
  }),
  buildDeal(3, {
    stage_id: 4,
    is_closed: true,
    updated_at: '2026-03-03T10:00:00.000Z',
    listing: { id: 21, reference: 'LST-4HX2P8M6TQ', headline: 'Zephyr Law', status: 'active' },
  }),
];

/** The seller's deals screen at `at`, the server answering with the stages and `deals`. */
function sellerDeals(at: string, deals: Deal[] = DEALS) {
  const api = stubApi({ 'GET /deal-stages': { data: { data: STAGES } }, 'GET /deals': { data: page(deals) } });
  return { api, ...renderScreen('/seller-deals', at, () => <DealsScreen side="seller" />) };
}

/** The board (it loads lazily) and its columns' names. */
async function boardColumns() {
  const board = await screen.findByRole('region', { name: 'Pipeline board' }, { timeout: 5000 });
  return {
    board,
    names: within(board)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  };
}

describe('/seller-deals', () => {
  it("shows the side's deals on a board of the stages in use, with each column's count and average likelihood", async () => {
    const { api } = sellerDeals('/seller-deals');
    const { board, names } = await boardColumns();
    // The retired stage holds no deal, so it has no column.
    expect(names).toEqual(['Introduction', 'Letter of intent', 'Closed won']);
    const introduction = within(board).getByRole('region', { name: 'Introduction: 2 deals' });
    expect(within(introduction).getByText('Average likelihood 60 %')).toBeTruthy();
    expect(within(board).getByRole('region', { name: 'Letter of intent: 0 deals' }).textContent).toContain('No deals here');
    expect(screen.getByText('3 deals')).toBeTruthy();
    expect(within(introduction).getByRole('link', { name: 'Zephyr Law' }).getAttribute('href')).toBe('/seller-deals/1');
    expect(api.called('GET /deals')[0]?.params).toEqual({ side: 'seller', status: 'all', per_page: 200, sort: '-updated' });
  });

  it('offers each listing with deals once in the filter, by headline, and filters by it through the address', async () => {
    const { api, location } = sellerDeals('/seller-deals');
    const filter = await screen.findByRole('combobox', { name: 'Listing' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All listings', 'Austin estate planning', 'Zephyr Law']),
    );
    await userEvent.selectOptions(filter, 'Zephyr Law');
    expect(location()).toBe('/seller-deals?listing=21');
    await waitFor(() =>
      expect(api.calls.some((call) => (call.params as { listing_id?: number } | undefined)?.listing_id === 21)).toBe(true),
    );
  });

  it('shows only the open stages when asked for open deals', async () => {
    sellerDeals('/seller-deals?status=open', DEALS.slice(0, 2));
    expect((await boardColumns()).names).toEqual(['Introduction', 'Letter of intent']);
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('on a phone, shows only the closed stages when asked for closed deals, the first with deals chosen', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    // As in Chromium today: scrolling into view answers a promise (which once crashed the screen as an effect's cleanup).
    const scrollIntoView = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    try {
      sellerDeals('/seller-deals');
      await screen.findByRole('navigation', { name: 'Stages' });
      await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
      const stages = await screen.findByRole('navigation', { name: 'Stages' });
      await waitFor(() =>
        expect(
          within(stages)
            .getAllByRole('button')
            .map((button) => button.textContent),
        ).toEqual(['Closed won 1']),
      );
      expect(screen.getByRole('button', { name: /Closed won/ }).getAttribute('aria-current')).toBe('true');
      expect(scrollIntoView).toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('lists the deals in a table, latest activity first, and sorts by a column on its header', async () => {
    sellerDeals('/seller-deals?view=list');
    const table = await screen.findByRole('table');
    const firstColumn = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('link')[0]!.getAttribute('href'));
    expect(firstColumn()).toEqual(['/seller-deals/2', '/seller-deals/3', '/seller-deals/1']);
    await userEvent.click(within(table).getByRole('button', { name: 'Likelihood' }));
    expect(
      within(table)
        .getByRole('columnheader', { name: /Likelihood/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(firstColumn()).toEqual(['/seller-deals/2', '/seller-deals/3', '/seller-deals/1']);
    await userEvent.click(within(table).getByRole('button', { name: 'Likelihood' }));
    expect(firstColumn()).toEqual(['/seller-deals/1', '/seller-deals/3', '/seller-deals/2']);
  });

  it('explains an empty pipeline and points the seller to the buyers', async () => {
    sellerDeals('/seller-deals', []);
    expect(await screen.findByRole('heading', { name: 'No deals yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a buyer' }).getAttribute('href')).toBe('/find-buyers');
  });

  it('offers to clear filters that match no deal', async () => {
    const { location } = sellerDeals('/seller-deals?status=closed', []);
    await userEvent.click(await screen.findByRole('button', { name: 'Show all deals' }));
    expect(location()).toBe('/seller-deals');
  });
});
