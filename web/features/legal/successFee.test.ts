import { describe, expect, it } from 'vitest';
import { successFee } from './successFee';

describe('success fee', () => {
  it('applies each band to its own slice of the price', () => {
    expect(successFee(1_000_000)).toBe(50_000);
    expect(successFee(1_800_000)).toBe(82_000);
    expect(successFee(4_000_000)).toBe(50_000 + 80_000 + 30_000);
  });

  it('has a $10,000 minimum, never more than 10% of the price', () => {
    expect(successFee(250_000)).toBe(12_500);
    expect(successFee(150_000)).toBe(10_000);
    expect(successFee(80_000)).toBe(8_000);
    expect(successFee(0)).toBe(0);
  });
});
