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

  it('checks revenue against the range, bounds inclusive, open bounds open', () => {
    expect(fits({ revenueMin: 900_000, revenueMax: 900_000 })).toBe(true);
    expect(fits({ revenueMin: 500_000 })).toBe(true);
    expect(fits({ revenueMax: 1_000_000 })).toBe(true);
    expect(fits({ revenueMin: 900_001 })).toBe(false);
    expect(fits({ revenueMax: 899_999 })).toBe(false);
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
