/**
 * A revenue range (a buyer's customization) read against listings' public face: the revenue band, never the exact,
 * confidential revenue inside it (docs/product.md "Confidentiality model"; issue #29). A listing "has its revenue in range"
 * when its band overlaps the range. Widening the range to whole bands — from the start of the band its minimum is in
 * to the end of the band its maximum is in — says the same on the exact revenue: the revenue is inside the widened range
 * exactly when its band overlaps the range. So the rule can be written on the stored revenue (and its indexes) while
 * any two revenues of one band always get the same answer, whatever range a member tries.
 */
import { REVENUE_BANDS, revenueBandOf } from '../../../contracts/listings/listings';

/** Revenues from `low` (inclusive) up to `high` (exclusive; null: no end). */
export interface BandRange {
  low: number;
  high: number | null;
}

const bandOf = (value: number) => REVENUE_BANDS.find((band) => band.max === null || value < band.max)!;

/** The whole bands a range [min, max] touches (either bound may be missing); null when it touches none. */
export function bandRange(min: number | null, max: number | null): BandRange | null {
  if (min !== null && max !== null && min > max) return null;
  if (max !== null && max < 0) return null;
  return { low: min === null ? 0 : bandOf(min).min, high: max === null ? null : bandOf(max).max };
}

export const inBandRange = (revenue: number, range: BandRange) => revenue >= range.low && (range.high === null || revenue < range.high);

/** The band of a revenue as a range (null for a revenue without a band). */
export function bandBounds(revenue: number): BandRange | null {
  const key = revenueBandOf(revenue);
  const band = REVENUE_BANDS.find((candidate) => candidate.key === key);
  return band ? { low: band.min, high: band.max } : null;
}
