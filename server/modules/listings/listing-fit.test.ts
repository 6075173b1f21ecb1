import { describe, expect, it } from 'vitest';
import { listingFitsCustomization, type FitCustomization, type FitListing } from './listing-fit';

const listing: FitListing = { practiceAreas: ['estate_planning', 'family_law'], state: 'IL', revenue: 900_000, askingPrice: 750_000 };
const anything: FitCustomization = { practiceAreas: [], states: [], revenueMin: null, revenueMax: null, priceMin: null, priceMax: null };
const fits = (customization: Partial<FitCustomization>, overrides: Partial<FitListing> = {}) =>
  listingFitsCustomization({ ...listing, ...overrides }, { ...anything, ...customization });

describe('listingFitsCustomization', () => {
  it('treats empty criteria as "any"', () => {
    expect(fits({})).toBe(true);
    expect(fits({}, { practiceAreas: [], state: null, revenue: null, askingPrice: null })).toBe(true);
  });

  it('needs at least one practice area in common', () => {
    expect(fits({ practiceAreas: ['family_law', 'tax'] })).toBe(true);
    expect(fits({ practiceAreas: ['tax'] })).toBe(false);
    expect(fits({ practiceAreas: ['tax'] }, { practiceAreas: [] })).toBe(false);
  });

  it('needs the listing state among the chosen states', () => {
    expect(fits({ states: ['WI', 'IL'] })).toBe(true);
    expect(fits({ states: ['WI'] })).toBe(false);
    expect(fits({ states: ['IL'] }, { state: null })).toBe(false);
  });

  it('checks the revenue band ($500k – $1M here) against the range, bounds inclusive, open bounds open', () => {
    expect(fits({ revenueMin: 900_000, revenueMax: 900_000 })).toBe(true);
    expect(fits({ revenueMin: 500_000 })).toBe(true);
    expect(fits({ revenueMax: 1_000_000 })).toBe(true);
    expect(fits({ revenueMax: 500_000 })).toBe(true);
    expect(fits({ revenueMin: 999_999 })).toBe(true);
    expect(fits({ revenueMin: 1_000_000 })).toBe(false);
    expect(fits({ revenueMax: 499_999 })).toBe(false);
  });

  it('answers alike for every revenue inside one band, whatever the range (issue #29)', () => {
    const ranges = [null, 0, 499_999, 500_000, 600_000, 700_000, 899_999, 999_999, 1_000_000, 3_000_000];
    for (const revenueMin of ranges)
      for (const revenueMax of ranges) {
        if (revenueMin !== null && revenueMax !== null && revenueMin > revenueMax) continue;
        const answers = [500_000, 650_000, 900_000, 999_999].map((revenue) => fits({ revenueMin, revenueMax }, { revenue }));
        expect(new Set(answers).size, `${revenueMin}–${revenueMax}`).toBe(1);
      }
  });

  it('checks the asking price against the price range', () => {
    expect(fits({ priceMin: 500_000, priceMax: 800_000 })).toBe(true);
    expect(fits({ priceMax: 700_000 })).toBe(false);
    expect(fits({ priceMin: 800_000 })).toBe(false);
  });

  it('does not hold an unknown revenue or asking price against the buyer', () => {
    expect(fits({ revenueMin: 5_000_000, priceMax: 1 }, { revenue: null, askingPrice: null })).toBe(true);
  });

  it('needs every criterion to fit', () => {
    expect(fits({ practiceAreas: ['estate_planning'], states: ['IL'], revenueMin: 500_000, priceMax: 1_000_000 })).toBe(true);
    expect(fits({ practiceAreas: ['estate_planning'], states: ['IL'], revenueMin: 500_000, priceMax: 700_000 })).toBe(false);
  });
});
