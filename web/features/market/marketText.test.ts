import { describe, expect, it } from 'vitest';
import type { MarketCell } from '../../../contracts/market/market';
import { CSV_COLUMNS, comparableSentence, marketCsv } from './marketText';
import { placeInCell } from './MarketComparable';

const cell = (change: Partial<MarketCell> = {}): MarketCell => ({
  practice_area: 'estate_planning',
  region: 'northeast',
  state: null,
  revenue_band: null,
  sales: 12,
  sellers: 5,
  price_to_revenue: { p25: 0.9, median: 1.05, p75: 1.2 },
  price_to_sde: null,
  share_at_closing: { median: 0.8 },
  earnout_months: null,
  days_to_close: { median: 180 },
  ...change,
});

describe('market text', () => {
  it('says the comparable in one sentence', () => {
    expect(comparableSentence(cell())).toBe('12 sales of Estate Planning, Wills & Trusts practices in the Northeast, median 1.05× revenue');
    expect(comparableSentence(cell({ sales: 3, sellers: null, price_to_revenue: null, region: null }))).toBe(
      '3 sales of Estate Planning, Wills & Trusts practices nationwide: not enough sales yet to show figures',
    );
  });

  it('places a price against the quartiles', () => {
    expect(placeInCell(0.5, cell())).toBe('below the middle half of sales');
    expect(placeInCell(1.1, cell())).toBe('in the middle half, at or over the median');
    expect(placeInCell(1.5, cell())).toBe('above the middle half of sales');
    expect(placeInCell(1, cell({ price_to_revenue: null }))).toBeNull();
  });

  it('exports one CSV line per cell, empty where a figure is not shown, quoting what needs it', () => {
    const csv = marketCsv([cell(), cell({ region: null, sales: 2, sellers: null, price_to_revenue: null, share_at_closing: null })]);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('estate_planning,northeast,,,12,5,0.9,1.05,1.2,,,,0.8,,180');
    expect(lines[2]).toBe('estate_planning,,,,2,,,,,,,,,,180');
  });
});
