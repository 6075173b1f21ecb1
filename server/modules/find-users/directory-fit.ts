/**
 * How well a buyer and a seller fit, for ranking Find a Seller / Find a Buyer (PRODUCT.md). The buyer's side is their
 * Buyer Customization; the seller's side is their Seller Customization and active listings — or, when a seller ranks
 * buyers for one listing, that listing alone. Criterion by criterion:
 * - shared practice areas: 3 points each;
 * - same state: 2 points when one of the seller's states is among the buyer's;
 * - revenue in range: 1 point when the buyer gave a revenue range and one of the seller's revenues is inside it.
 * `directoryFit` is the rule as a pure function (with the reasons shown); `buyerScoreSql` / `sellerScoreSql` are the same
 * score as SQL over the rows of `directory_profiles` (areas as a bitmask, so shared areas are a bit_count; a revenue in
 * range is a range containing one of the revenues), so the database ranks and pages. find-users.test.ts checks that the
 * two agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { practiceAreaLabel } from '../../../contracts/practice-areas';

export interface FitBuyer {
  practiceAreas: readonly string[];
  states: readonly string[];
  revenueMin: number | null;
  revenueMax: number | null;
}

export interface FitSeller {
  practiceAreas: readonly string[];
  states: readonly string[];
  revenues: readonly number[];
}

export const AREA_POINTS = 3;
export const STATE_POINTS = 2;
export const REVENUE_POINTS = 1;

const inRange = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);

export function directoryFit(buyer: FitBuyer, seller: FitSeller): { score: number; reasons: string[] } {
  const shared = [...new Set(buyer.practiceAreas)].filter((area) => seller.practiceAreas.includes(area));
  const sameState = seller.states.some((state) => buyer.states.includes(state));
  const hasRange = buyer.revenueMin !== null || buyer.revenueMax !== null;
  const revenue = hasRange && seller.revenues.some((value) => inRange(value, buyer.revenueMin, buyer.revenueMax));
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
 * its revenue range with a missing one as the bigint's extreme (1 and 0 without a range: no revenue is in range).
 */
export function buyerScoreSql(columns: { areaBits: SQL; stateBits: SQL; revenueLow: SQL; revenueHigh: SQL }, seller: FitSeller): SQL {
  const revenues = [...new Set(seller.revenues)];
  const inRange = revenues.map((value) => sql`(${columns.revenueLow} <= ${value}::bigint and ${columns.revenueHigh} >= ${value}::bigint)`);
  const revenue = inRange.length ? sql`case when ${sql.join(inRange, sql` or `)} then ${REVENUE_POINTS} else 0 end` : sql`0`;
  return sql`(${sharedAreaPoints(columns.areaBits, seller.practiceAreas)} + ${sameStatePoints(columns.stateBits, seller.states)} + ${revenue})::int`;
}

/** The score of each seller row (its columns given: area and state bits, revenues) against one buyer profile. */
export function sellerScoreSql(columns: { areaBits: SQL; stateBits: SQL; revenues: SQL }, buyer: FitBuyer): SQL {
  const hasRange = buyer.revenueMin !== null || buyer.revenueMax !== null;
  const emptyRange = buyer.revenueMin !== null && buyer.revenueMax !== null && buyer.revenueMin > buyer.revenueMax;
  const revenue =
    hasRange && !emptyRange
      ? sql`case when int8range(${buyer.revenueMin}::bigint, ${buyer.revenueMax}::bigint, '[]') @> any(${columns.revenues}) then ${REVENUE_POINTS} else 0 end`
      : sql`0`;
  return sql`(${sharedAreaPoints(columns.areaBits, buyer.practiceAreas)} + ${sameStatePoints(columns.stateBits, buyer.states)} + ${revenue})::int`;
}
