/**
 * Compact numbers (docs/product.md "Constants and limits"): under 1000 as is; then k, M, B with about three significant digits —
 * one decimal below 100 of a unit (1.5k, 12.3k, 2.3M), none above (250k) — and a value that rounds up to
 * 1000 of a unit moves to the next unit (999,999 → 1M, not 1000k).
 */
const UNITS = [
  { size: 1e3, suffix: 'k' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
] as const;

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function formatCompact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const small = roundTo(Math.abs(value), 2);
  if (small < 1000) return small === 0 ? '0' : `${sign}${small}`;
  // 999.999 rounds to 1000, so it starts in thousands.
  const abs = Math.max(Math.abs(value), 1000);
  let unit = UNITS.findLastIndex((candidate) => abs >= candidate.size);
  for (;;) {
    const { size, suffix } = UNITS[unit]!;
    const scaled = abs / size;
    const shown = roundTo(scaled, scaled < 99.95 ? 1 : 0);
    if (shown >= 1000 && unit < UNITS.length - 1) {
      unit += 1;
      continue;
    }
    return `${sign}${shown}${suffix}`;
  }
}
