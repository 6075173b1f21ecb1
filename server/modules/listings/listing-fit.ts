/**
 * When a listing fits a buyer's Buyer Customization (docs/product.md "Watch list and alerts": the customization doubles
 * as a saved search). The rule, criterion by criterion — an empty criterion means "any":
 * - practice areas: the buyer chose none, or the listing has at least one of them;
 * - states: the buyer chose none, or the listing's state is one of them;
 * - revenue: the listing's revenue band (its most recent year's) overlaps the buyer's min/max — the band, never the
 *   exact revenue, since the buyer sets the range and learns the answer (issue #29; revenue-band-range.ts);
 * - asking price (public when given): within the buyer's min/max;
 * each checked only when the listing has the figure (a listing without an asking price fits any price range, an open
 * bound is no bound).
 * Timeline and financing describe the buyer, not the practice (a listing has neither), so they do not filter.
 *
 * `listingFitsCustomization` is the rule as a pure function; `fitsCustomizationSql` (listing-fit.query.ts) is the same
 * rule as a SQL predicate over `buyer_customizations`, so one statement finds every fitting buyer. listing-fit.test.ts checks
 * that the two agree case by case.
 */
import { bandRange, inBandRange } from './revenue-band-range';

export interface FitListing {
  practiceAreas: readonly string[];
  state: string | null;
  revenue: number | null;
  askingPrice: number | null;
}

export interface FitCustomization {
  practiceAreas: readonly string[];
  states: readonly string[];
  revenueMin: number | null;
  revenueMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
}

const withinRange = (value: number | null, min: number | null, max: number | null) =>
  value === null || ((min === null || value >= min) && (max === null || value <= max));

const revenueFits = (revenue: number | null, min: number | null, max: number | null) => {
  const range = bandRange(min, max);
  return revenue === null || (range !== null && inBandRange(revenue, range));
};

export function listingFitsCustomization(listing: FitListing, customization: FitCustomization): boolean {
  const areas =
    customization.practiceAreas.length === 0 || customization.practiceAreas.some((area) => listing.practiceAreas.includes(area));
  const state = customization.states.length === 0 || (listing.state !== null && customization.states.includes(listing.state));
  return (
    areas &&
    state &&
    revenueFits(listing.revenue, customization.revenueMin, customization.revenueMax) &&
    withinRange(listing.askingPrice, customization.priceMin, customization.priceMax)
  );
}
