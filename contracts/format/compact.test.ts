import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompact } from './compact';

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [12.5, '12.5'],
    [999.999, '1k'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1500, '1.5k'],
    [12_345, '12.3k'],
    [99_949, '99.9k'],
    [99_950, '100k'],
    [250_400, '250k'],
    [999_499, '999k'],
    [999_500, '1M'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [2_300_000, '2.3M'],
    [45_670_000, '45.7M'],
    [999_999_999, '1B'],
    [1_000_000_000, '1B'],
    [7_250_000_000, '7.3B'],
    [1_500_000_000_000, '1500B'],
    [-999, '-999'],
    [-1500, '-1.5k'],
    [-999_999, '-1M'],
    [-0, '0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
  ])('%s → %j', (value, shown) => {
    expect(formatCompact(value)).toBe(shown);
  });

  it('shows whole numbers under 1000 as they are', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999, max: 999 }), (value) => {
        expect(formatCompact(value)).toBe(String(value === 0 ? 0 : value));
      }),
    );
  });

  it('shows at most 3 significant digits, one decimal, and a k, M or B suffix from 1000 up', () => {
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 1e12, noNaN: true }), (value) => {
        expect(formatCompact(value)).toMatch(/^(\d{1,2}(\.\d)?|\d{3}|[1-9]\d{3})[kMB]$/);
        expect(formatCompact(value)).not.toMatch(/^1000[kM]$/);
      }),
    );
  });

  it('stays within 5% of the value and is symmetric around zero', () => {
    const multiplier = { k: 1e3, M: 1e6, B: 1e9 } as const;
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 1e13, noNaN: true }), (value) => {
        const shown = formatCompact(value);
        const back = Number(shown.slice(0, -1)) * multiplier[shown.slice(-1) as keyof typeof multiplier];
        expect(Math.abs(back - value) / value).toBeLessThanOrEqual(0.05);
        expect(formatCompact(-value)).toBe(`-${shown}`);
      }),
    );
  });
});
