import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MarketCell } from '../../../contracts/market/market';
import { MarketTable } from './MarketTable';

const quartiles = { p25: 0.9, median: 1, p75: 1.1 };
const cell = (over: Partial<MarketCell>): MarketCell => ({
  practice_area: null,
  region: null,
  state: null,
  revenue_band: null,
  sales: 12,
  sellers: 7,
  price_to_revenue: quartiles,
  price_to_sde: quartiles,
  share_at_closing: { median: 0.8 },
  earnout_months: { median: 24 },
  days_to_close: { median: 150 },
  ...over,
});
const thin = (over: Partial<MarketCell>) =>
  cell({
    sales: 2,
    sellers: null,
    price_to_revenue: null,
    price_to_sde: null,
    share_at_closing: null,
    earnout_months: null,
    days_to_close: null,
    ...over,
  });

const cells = [cell({}), cell({ region: 'northeast' }), thin({ region: 'west' }), thin({ practice_area: 'criminal' })];
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

describe('MarketTable', () => {
  it('lists only the cells with figures and says how many have too few sales, showing and hiding them on request', async () => {
    render(<MarketTable cells={cells} collapseThin />);
    expect(rowNames()).toHaveLength(2);
    expect(screen.queryByText('Not enough sales yet')).toBeNull();
    expect(screen.getByText(/2 more groups have too few sales to show figures\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    expect(rowNames()).toHaveLength(4);
    expect(screen.getAllByText('Not enough sales yet')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Hide them' }));
    expect(rowNames()).toHaveLength(2);
  });

  it('shows every cell when none has figures (a filter on a young practice area), and always without collapseThin', () => {
    const { unmount } = render(
      <MarketTable cells={[thin({ practice_area: 'criminal' }), thin({ practice_area: 'criminal', region: 'west' })]} collapseThin />,
    );
    expect(rowNames()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show them' })).toBeNull();
    unmount();
    render(<MarketTable cells={cells} />);
    expect(rowNames()).toHaveLength(4);
  });
});
