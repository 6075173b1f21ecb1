/** The success fee schedule the Success Fee Terms page states, and the worked examples it shows. */

export interface FeeBand {
  /** The band starts above this many dollars of Transaction Value. */
  from: number;
  /** Up to and including this many dollars; null for no upper limit. */
  to: number | null;
  rate: number;
}

export const SUCCESS_FEE_BANDS: readonly FeeBand[] = [
  { from: 0, to: 1_000_000, rate: 0.05 },
  { from: 1_000_000, to: 3_000_000, rate: 0.04 },
  { from: 3_000_000, to: null, rate: 0.03 },
];

/** The minimum fee, unless that would exceed this share of the Transaction Value. */
export const SUCCESS_FEE_MINIMUM = 10_000;
export const SUCCESS_FEE_MINIMUM_CAP_RATE = 0.1;

/** Months after an introduction during which a closed sale with that buyer still earns the fee. */
export const SUCCESS_FEE_TAIL_MONTHS = 24;

/** The fee in whole dollars (rounded to the nearest dollar) on a Transaction Value. */
export function successFee(transactionValue: number): number {
  if (!(transactionValue > 0)) return 0;
  let banded = 0;
  for (const band of SUCCESS_FEE_BANDS) {
    const top = band.to === null ? transactionValue : Math.min(transactionValue, band.to);
    if (top > band.from) banded += (top - band.from) * band.rate;
  }
  const minimum = Math.min(SUCCESS_FEE_MINIMUM, transactionValue * SUCCESS_FEE_MINIMUM_CAP_RATE);
  return Math.round(Math.max(banded, minimum));
}
