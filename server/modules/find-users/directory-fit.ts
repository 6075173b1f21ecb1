/**
 * How well a buyer and a seller fit, for ranking Find a Seller / Find a Buyer (PRODUCT.md). The buyer's side is their
 * Buyer Customization; the seller's side is their Seller Customization and active listings — or, when a seller ranks
 * buyers for one listing, that listing alone. Criterion by criterion:
 * - shared practice areas: 3 points each;
 * - same state: 2 points when one of the seller's states is among the buyer's;
 * - revenue in range: 1 point when the buyer gave a revenue range and one of the seller's revenues is inside it.
 * `directoryFit` is the rule as a pure function (with the reasons shown); `directoryScoreSql` is the same score as
 * SQL over the candidate rows, so the database ranks and pages. find-users.test.ts checks that the two agree.
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

const textArray = (values: readonly string[]) => (values.length ? sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]` : sql`'{}'::text[]`);
const bigintArray = (values: readonly number[]) => (values.length ? sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::bigint[]` : sql`'{}'::bigint[]`);

/** The score of each buyer row (its columns given) against one seller profile. */
export function buyerScoreSql(columns: { areas: SQL; states: SQL; revenueMin: SQL; revenueMax: SQL }, seller: FitSeller): SQL {
  const areas = textArray([...new Set(seller.practiceAreas)]);
  return sql`(
    coalesce(cardinality(array(select unnest(${columns.areas}) intersect select unnest(${areas}))), 0) * ${AREA_POINTS}
    + case when ${columns.states} && ${textArray(seller.states)} then ${STATE_POINTS} else 0 end
    + case when (${columns.revenueMin} is not null or ${columns.revenueMax} is not null)
        and exists (select 1 from unnest(${bigintArray(seller.revenues)}) as r(v)
                    where (${columns.revenueMin} is null or r.v >= ${columns.revenueMin}) and (${columns.revenueMax} is null or r.v <= ${columns.revenueMax}))
      then ${REVENUE_POINTS} else 0 end
  )::int`;
}

/** The score of each seller row (its columns given) against one buyer profile. */
export function sellerScoreSql(columns: { areas: SQL; states: SQL; revenues: SQL }, buyer: FitBuyer): SQL {
  const hasRange = buyer.revenueMin !== null || buyer.revenueMax !== null;
  const min = buyer.revenueMin === null ? sql`true` : sql`r.v >= ${buyer.revenueMin}`;
  const max = buyer.revenueMax === null ? sql`true` : sql`r.v <= ${buyer.revenueMax}`;
  return sql`(
    coalesce(cardinality(array(select unnest(${columns.areas}) intersect select unnest(${textArray([...new Set(buyer.practiceAreas)])}))), 0) * ${AREA_POINTS}
    + case when ${columns.states} && ${textArray(buyer.states)} then ${STATE_POINTS} else 0 end
    + ${hasRange ? sql`case when exists (select 1 from unnest(${columns.revenues}) as r(v) where ${min} and ${max}) then ${REVENUE_POINTS} else 0 end` : sql`0`}
  )::int`;
}
