/**
 * Quantiles by linear interpolation between closest ranks (Hyndman & Fan type 7, the default of R, NumPy and
 * spreadsheets' PERCENTILE.INC): for sorted x of length n, q(p) = x[h] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]) with
 * h = (n − 1)p. Only p25, the median and p75 are ever published: never p0 or p100, the minimum and maximum.
 */
export function quantileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('quantile of an empty list');
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (h - low) * (sorted[high]! - sorted[low]!);
}

export interface Quartiles {
  p25: number;
  median: number;
  p75: number;
}

/** Published figures are rounded: ratios to 2 decimals, counts of months and days to whole numbers. */
export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function quartiles(values: number[], decimals = 2): Quartiles {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p25: round(quantileOfSorted(sorted, 0.25), decimals),
    median: round(quantileOfSorted(sorted, 0.5), decimals),
    p75: round(quantileOfSorted(sorted, 0.75), decimals),
  };
}

export function median(values: number[], decimals = 2): number {
  return round(
    quantileOfSorted(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
    decimals,
  );
}
