import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_THRESHOLDS, type MarketCell } from '../../../contracts/market/market';
import { cellKey, computeMarket, type ClosedSale } from './market-cells';
import { comparableCell, filterCells } from './market-read';
import { quantileOfSorted, quartiles } from './quantiles';

const FIGURES = ['price_to_revenue', 'price_to_sde', 'share_at_closing', 'earnout_months', 'days_to_close'] as const;

const saleArbitrary = fc.record({
  dealId: fc.integer({ min: 1, max: 1_000_000 }),
  sellerId: fc.integer({ min: 1, max: 6 }),
  practiceAreas: fc.subarray(['estate_planning', 'family', 'tax'], { minLength: 1 }),
  state: fc.constantFrom('NY', 'MA', 'CA', 'TX', null),
  revenue: fc.option(fc.integer({ min: 100_000, max: 3_000_000 }), { nil: null }),
  sde: fc.option(fc.integer({ min: 50_000, max: 900_000 }), { nil: null }),
  price: fc.integer({ min: 50_000, max: 5_000_000 }),
  cashShare: fc.double({ min: 0.3, max: 1, noNaN: true }),
  earnoutMonths: fc.option(fc.integer({ min: 6, max: 36 }), { nil: null }),
  listedDay: fc.integer({ min: 0, max: 700 }),
  daysToClose: fc.integer({ min: 10, max: 400 }),
});

interface RawSale {
  dealId: number;
  sellerId: number;
  practiceAreas: string[];
  state: string | null;
  revenue: number | null;
  sde: number | null;
  price: number;
  cashShare: number;
  earnoutMonths: number | null;
  listedDay: number;
  daysToClose: number;
}

const toSale = (r: RawSale, index: number): ClosedSale => {
  const listedAt = new Date(Date.UTC(2024, 0, 1) + r.listedDay * 86_400_000);
  return {
    dealId: index + 1,
    sellerId: r.sellerId,
    practiceAreas: r.practiceAreas,
    state: r.state,
    revenue: r.revenue,
    sde: r.sde,
    price: r.price,
    cashAtClosing: Math.round(r.price * r.cashShare),
    earnoutMonths: r.earnoutMonths,
    listedAt,
    closedAt: new Date(listedAt.getTime() + r.daysToClose * 86_400_000),
  };
};

const salesArbitrary = (min: number, max: number) =>
  fc.array(saleArbitrary, { minLength: min, maxLength: max }).map((raws) => raws.map((raw, index) => toSale(raw, index)));

const hasFigure = (cell: MarketCell) => FIGURES.some((figure) => cell[figure] !== null);

describe('quantiles', () => {
  it('interpolate linearly between closest ranks (type 7)', () => {
    expect(quantileOfSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileOfSorted([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantileOfSorted([10, 20], 0.75)).toBe(17.5);
  });

  it('are ordered and never outside the values, whatever the values', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 1, maxLength: 50 }), (values) => {
        const q = quartiles(values, 6);
        expect(q.p25).toBeLessThanOrEqual(q.median);
        expect(q.median).toBeLessThanOrEqual(q.p75);
        expect(q.p25).toBeGreaterThanOrEqual(Math.min(...values) - 1e-6);
        expect(q.p75).toBeLessThanOrEqual(Math.max(...values) + 1e-6);
      }),
    );
  });
});

describe('market cells', () => {
  it('carry no figure unless the cell holds at least 5 sales from at least 3 sellers', () => {
    fc.assert(
      fc.property(salesArbitrary(0, 40), (sales) => {
        for (const cell of computeMarket(sales).cells) {
          if (cell.sales < MARKET_THRESHOLDS.sales || cell.sellers === null) {
            expect(hasFigure(cell)).toBe(false);
            expect(cell.sellers).toBeNull();
          } else expect(cell.sellers).toBeGreaterThanOrEqual(MARKET_THRESHOLDS.sellers);
        }
      }),
    );
  });

  it('list a state only once its cell is large enough; its sales still count in its region', () => {
    fc.assert(
      fc.property(salesArbitrary(0, 40), (sales) => {
        const { cells } = computeMarket(sales);
        for (const cell of cells) if (cell.state !== null) expect(cell.sellers).not.toBeNull();
        const national = cells.find((cell) => cellKey(cell) === '*|*|*|*');
        expect(national?.sales ?? 0).toBe(sales.length);
      }),
    );
  });

  it('never publish the minimum or the maximum of a cell of distinct prices', () => {
    fc.assert(
      fc.property(salesArbitrary(5, 40), (sales) => {
        for (const cell of computeMarket(sales).cells) {
          if (!cell.price_to_revenue || cell.practice_area !== null || cell.region !== null || cell.revenue_band !== null) continue;
          const ratios = sales.filter((sale) => (sale.revenue ?? 0) > 0).map((sale) => sale.price / sale.revenue!);
          const [low, high] = [Math.min(...ratios), Math.max(...ratios)];
          if (new Set(ratios.map((r) => r.toFixed(2))).size < ratios.length) continue;
          // p25 and p75 of 5 or more distinct values lie strictly inside them (2-decimal rounding aside).
          expect(cell.price_to_revenue.p25).toBeGreaterThanOrEqual(Number(low.toFixed(2)));
          expect(cell.price_to_revenue.p75).toBeLessThanOrEqual(Number(high.toFixed(2)));
          expect(Object.keys(cell.price_to_revenue).sort()).toEqual(['median', 'p25', 'p75']);
        }
      }),
    );
  });

  it('adding one sale changes no figure a member saw before: the new sale cannot be recovered by comparing snapshots', () => {
    fc.assert(
      fc.property(salesArbitrary(0, 60), saleArbitrary, (sales, extraRaw) => {
        const before = computeMarket(sales);
        const after = computeMarket([...sales, toSale(extraRaw, sales.length)], before);
        const beforeByKey = new Map(before.cells.map((cell) => [cellKey(cell), cell]));
        for (const cell of after.cells) {
          const previous = beforeByKey.get(cellKey(cell));
          // A cell published before is served unchanged, its count included.
          if (previous?.sellers != null) expect(cell).toEqual(previous);
          // A cell with figures now had none before: no two figure sets differ by this one sale.
          else if (hasFigure(cell)) expect(previous === undefined || !hasFigure(previous)).toBe(true);
        }
        const beforeQuarters = new Map(before.quarters.map((q) => [`${q.practice_area}|${q.quarter}`, q]));
        for (const quarter of after.quarters) {
          const previous = beforeQuarters.get(`${quarter.practice_area}|${quarter.quarter}`);
          if (previous?.price_to_revenue) expect(quarter).toEqual(previous);
        }
      }),
    );
  });

  it('republish a cell once its count moved by two', () => {
    fc.assert(
      fc.property(salesArbitrary(10, 40), saleArbitrary, saleArbitrary, (sales, a, b) => {
        const before = computeMarket(sales);
        const all = [...sales, toSale(a, sales.length), toSale(b, sales.length + 1)];
        const once = computeMarket(all.slice(0, -1), before);
        const twice = computeMarket(all, once);
        const fresh = computeMarket(all);
        const national = (figures: typeof before) => figures.cells.find((cell) => cellKey(cell) === '*|*|*|*')!;
        if (national(before).sellers !== null) expect(national(twice)).toEqual(national(fresh));
      }),
    );
  });
});

describe('reading cells', () => {
  const sales = Array.from({ length: 12 }, (_, index): ClosedSale => {
    const listedAt = new Date(Date.UTC(2025, 0, 1 + index));
    return {
      dealId: index + 1,
      sellerId: (index % 4) + 1,
      practiceAreas: ['estate_planning'],
      state: index < 6 ? 'NY' : 'MA',
      revenue: 800_000,
      sde: 300_000,
      price: 700_000 + index * 10_000,
      cashAtClosing: 600_000,
      earnoutMonths: 12,
      listedAt,
      closedAt: new Date(listedAt.getTime() + 100 * 86_400_000),
    };
  });
  const { cells } = computeMarket(sales);
  const byKey = new Map(cells.map((cell) => [cellKey(cell), cell]));

  it('merge a state without a cell of its own into its region', () => {
    const inCT = filterCells(cells, { state: 'CT', practice_area: 'estate_planning', revenue_band: '500k_1m' });
    expect(inCT.map(cellKey)).toEqual(['estate_planning|northeast|*|500k_1m']);
    expect(filterCells(cells, { state: 'NY', practice_area: 'estate_planning', revenue_band: '500k_1m' }).map(cellKey)).toEqual([
      'estate_planning|northeast|NY|500k_1m',
    ]);
  });

  it('find the most specific cell with figures, else the most specific cell with its count only', () => {
    expect(cellKey(comparableCell(byKey, { practice_area: 'estate_planning', state: 'NY', revenue_band: '500k_1m' })!)).toBe(
      'estate_planning|northeast|NY|500k_1m',
    );
    expect(cellKey(comparableCell(byKey, { practice_area: 'estate_planning', state: 'CA', revenue_band: '500k_1m' })!)).toBe(
      'estate_planning|*|*|500k_1m',
    );
    expect(comparableCell(byKey, { practice_area: 'tax', state: 'CA' })).toBeNull();
    const few = computeMarket(sales.slice(0, 3));
    const cell = comparableCell(new Map(few.cells.map((c) => [cellKey(c), c])), { practice_area: 'estate_planning', state: 'NY' });
    expect(cell).toMatchObject({ sales: 3, sellers: null, price_to_revenue: null });
  });
});
