/**
 * How well a buyer and a seller fit, for ranking Find a Seller / Find a Buyer (docs/product.md). The buyer's side is their
 * Buyer Customization; the seller's side is their Seller Customization and active listings — or, when a seller ranks
 * buyers for one listing, that listing alone. Criterion by criterion:
 * - shared practice areas: 3 points each;
 * - same state: 2 points when one of the seller's states is among the buyer's;
 * - revenue in range: 1 point when the buyer gave a revenue range and the revenue band of one of the seller's listings
 *   overlaps it. Only the band: a buyer sets the range and sees the reason and the order, so the exact revenue must not
 *   decide them (issue #29; revenue-band-range.ts).
 * `directoryFit` is the rule as a pure function (with the reasons shown); `buyerScoreSql` / `sellerScoreSql` are the same
 * score as SQL over the rows of `directory_profiles` (areas as a bitmask, so shared areas are a bit_count; the revenue
 * point compares the stored revenues with the range widened to whole bands, or the buyers' ranges with the bands of the
 * seller's revenues), so the database ranks and pages. find-users.test.ts checks that the two agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { bandBounds, bandRange, inBandRange, type BandRange } from '../listings/revenue-band-range';

export interface FitBuyer {
  practiceAreas: readonly string[];
  states: readonly string[];
  revenueMin: number | null;
  revenueMax: number | null;
}

export interface FitSeller {
  practiceAreas: readonly string[];
  states: readonly string[];
  /** The exact revenues of the seller's listings: only their bands count (never sent to anybody). */
  revenues: readonly number[];
}

export const AREA_POINTS = 3;
export const STATE_POINTS = 2;
export const REVENUE_POINTS = 1;

/** The buyer's revenue range widened to whole bands; null without a range (no revenue is then in range). */
function buyerBands(buyer: FitBuyer): BandRange | null {
  return buyer.revenueMin === null && buyer.revenueMax === null ? null : bandRange(buyer.revenueMin, buyer.revenueMax);
}

export function directoryFit(buyer: FitBuyer, seller: FitSeller): { score: number; reasons: string[] } {
  const shared = [...new Set(buyer.practiceAreas)].filter((area) => seller.practiceAreas.includes(area));
  const sameState = seller.states.some((state) => buyer.states.includes(state));
  const range = buyerBands(buyer);
  const revenue = range !== null && seller.revenues.some((value) => inBandRange(value, range));
  const reasons: string[] = [];
  if (shared.length === 1) reasons.push(`${practiceAreaLabel(shared[0]!)} in common`);
  if (shared.length > 1) reasons.push(`${shared.length} shared practice areas`);
  if (sameState) reasons.push('same state');
  if (revenue) reasons.push('revenue in range');
  return { score: shared.length * AREA_POINTS + (sameState ? STATE_POINTS : 0) + (revenue ? REVENUE_POINTS : 0), reasons };
}

const textArray = (values: readonly string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** The bitmask of a set of practice areas (migration 0016's `practice_area_bits`, one bit per key). */
export const practiceAreaBits = (areas: readonly string[]) => sql`practice_area_bits(${textArray([...new Set(areas)])})`;

/** The bitmask of a set of states (migration 0016's `us_state_bits`, one bit per code). */
export const stateBits = (states: readonly string[]) => sql`us_state_bits(${textArray([...new Set(states)])})`;

/** 3 points per shared practice area: the bits both masks have. */
const sharedAreaPoints = (rowBits: SQL, areas: readonly string[]) =>
  sql`bit_count((${rowBits} & ${practiceAreaBits(areas)})::bit(64))::int * ${AREA_POINTS}`;

/** 2 points when the two sets of states share one. */
const sameStatePoints = (rowBits: SQL, states: readonly string[]) =>
  states.length ? sql`case when ${rowBits} & ${stateBits(states)} <> 0 then ${STATE_POINTS} else 0 end` : sql`0`;

/**
 * The score of each buyer row against one seller profile. The row's columns: area and state bits, and the bounds of
 * its revenue range with a missing one as the bigint's extreme (1 and 0 without a range: an empty range overlaps no
 * band). A range overlaps the band [low, high) when it starts below the band's end and ends at or above its start.
 */
export function buyerScoreSql(columns: { areaBits: SQL; stateBits: SQL; revenueLow: SQL; revenueHigh: SQL }, seller: FitSeller): SQL {
  const bands = new Map<number, BandRange>();
  for (const value of seller.revenues) {
    const band = bandBounds(value);
    if (band) bands.set(band.low, band);
  }
  const overlaps = [...bands.values()].map(({ low, high }) =>
    high === null
      ? sql`${columns.revenueHigh} >= ${low}::bigint`
      : sql`(${columns.revenueLow} < ${high}::bigint and ${columns.revenueHigh} >= ${low}::bigint)`,
  );
  const revenue = overlaps.length
    ? sql`case when ${columns.revenueLow} <= ${columns.revenueHigh} and (${sql.join(overlaps, sql` or `)}) then ${REVENUE_POINTS} else 0 end`
    : sql`0`;
  return sql`(${sharedAreaPoints(columns.areaBits, seller.practiceAreas)} + ${sameStatePoints(columns.stateBits, seller.states)} + ${revenue})::int`;
}

/** The score of each seller row (its columns given: area and state bits, revenues) against one buyer profile. */
export function sellerScoreSql(columns: { areaBits: SQL; stateBits: SQL; revenues: SQL }, buyer: FitBuyer): SQL {
  const range = buyerBands(buyer);
  const revenue = range
    ? sql`case when int8range(${range.low}::bigint, ${range.high}::bigint, '[)') @> any(${columns.revenues}) then ${REVENUE_POINTS} else 0 end`
    : sql`0`;
  return sql`(${sharedAreaPoints(columns.areaBits, buyer.practiceAreas)} + ${sameStatePoints(columns.stateBits, buyer.states)} + ${revenue})::int`;
}
