import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DealDetail } from '../../../contracts/deals/deals';
import type { Earnout } from '../../../contracts/earnout/earnout';
import { queryClient } from '../../app/queryClient';
import { buildDeal } from '../../test/dealFixtures';
import { renderScreen } from '../../test/renderScreen';
import { stubApi, unprocessable } from '../../test/stubApi';
import { EarnoutSection, periodMoves } from './EarnoutSection';

const earnout = (change: Partial<Earnout> = {}): Earnout => ({
  percent: 20,
  months: 3,
  starts_on: '2026-01-01',
  periods: [
    { month: '2026-01', collected: 10_000, due: 2_000, status: 'paid', paid_on: '2026-02-20' },
    { month: '2026-02', collected: null, due: null, status: 'to_report', paid_on: null },
    { month: '2026-03', collected: null, due: null, status: 'upcoming', paid_on: null },
  ],
  totals: { collected: 10_000, due: 2_000, paid: 2_000 },
  ...change,
});

const show = (side: 'buyer' | 'seller', closed = true) => {
  const deal = { ...buildDeal(5, { my_side: side, is_closed: closed }), history: [] } as unknown as DealDetail;
  return renderScreen('/deals/:id', '/deals/5', () => <EarnoutSection deal={deal} />);
};

beforeEach(() => queryClient.clear());

describe('EarnoutSection', () => {
  it('shows the totals, the months and the CSV link; the buyer reports a month that ended', async () => {
    const api = stubApi({
      'GET /deals/5/earnout': { data: earnout() },
      'POST /deals/5/earnout/periods/2026-02/report': {
        data: earnout({
          periods: [
            earnout().periods[0]!,
            { month: '2026-02', collected: 12_345, due: 2_469, status: 'reported', paid_on: null },
            earnout().periods[2]!,
          ],
        }),
      },
    });
    show('buyer');
    const totals = await screen.findByTestId('earnout-totals');
    expect(within(totals).getByText('Outstanding').nextSibling?.textContent).toBe('$0');
    expect(within(totals).getByText('Months remaining').nextSibling?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe('/api/deals/5/earnout/export');
    await userEvent.click(screen.getByRole('button', { name: 'Report the fees collected: Feb 2026' }));
    await userEvent.type(screen.getByLabelText('Fees collected from transferred clients this month'), '12345');
    expect(screen.getByText('Due to the seller: $2,469 (20%).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(within(screen.getByTestId('earnout-2026-02')).getByText('Reported')).toBeTruthy());
    expect(api.called('POST /deals/5/earnout/periods/2026-02/report')[0]!.body).toEqual({ collected: 12_345 });
  });

  it('shows the server’s field message when a report is refused', async () => {
    stubApi({
      'GET /deals/5/earnout': { data: earnout() },
      'POST /deals/5/earnout/periods/2026-02/report': unprocessable('Bad', { collected: ['Enter the fees collected in whole dollars.'] }),
    });
    show('buyer');
    await userEvent.click(await screen.findByRole('button', { name: 'Report the fees collected: Feb 2026' }));
    await userEvent.type(screen.getByLabelText('Fees collected from transferred clients this month'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Enter the fees collected in whole dollars.')).toBeTruthy();
  });

  it('shows a month’s history with the notes', async () => {
    stubApi({
      'GET /deals/5/earnout': { data: earnout() },
      'GET /deals/5/earnout/periods/2026-01': {
        data: {
          period: earnout().periods[0],
          events: [
            { action: 'reported', by: 'buyer', collected: 9_000, due: 1_800, paid_on: null, note: null, at: '2026-02-05T10:00:00.000Z' },
            {
              action: 'disputed',
              by: 'seller',
              collected: 9_000,
              due: null,
              paid_on: null,
              note: 'One retainer is missing.',
              at: '2026-02-06T10:00:00.000Z',
            },
          ],
        },
      },
    });
    show('seller');
    await userEvent.click(await screen.findByRole('button', { name: 'History of Jan 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'History — Jan 2026' });
    expect(within(dialog).getByText('The buyer reported $9,000 collected ($1,800 due)')).toBeTruthy();
    expect(within(dialog).getByText('“One retainer is missing.”')).toBeTruthy();
  });

  it('shows nothing for a deal without an earn-out or still open', async () => {
    stubApi({});
    show('seller');
    await waitFor(() => expect(queryClient.getQueryState(['deals', 'earnout', 5])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Earn-out' })).toBeNull();
  });

  it('offers each side its own moves', () => {
    const period = (status: Earnout['periods'][number]['status']) => ({ month: '2026-01', collected: 1, due: 0, status, paid_on: null });
    expect(periodMoves(period('to_report'), 'buyer')).toEqual(['report']);
    expect(periodMoves(period('reported'), 'seller')).toEqual(['confirm', 'dispute']);
    expect(periodMoves(period('confirmed'), 'buyer')).toEqual(['paid', 'correct']);
    expect(periodMoves(period('disputed'), 'buyer')).toEqual(['correct']);
    expect(periodMoves(period('upcoming'), 'buyer')).toEqual([]);
    expect(periodMoves(period('reported'), 'staff')).toEqual([]);
  });
});
