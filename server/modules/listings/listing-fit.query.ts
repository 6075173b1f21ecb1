import { sql, type SQL } from 'drizzle-orm';
import { buyerCustomizations } from '../customization/customization.table';
import type { FitListing } from './listing-fit';
import { bandBounds } from './revenue-band-range';

type BoundColumn = (typeof buyerCustomizations)['revenueMin' | 'revenueMax' | 'priceMin' | 'priceMax'];

const rangeSql = (value: number | null, min: BoundColumn, max: BoundColumn) =>
  value === null ? sql`true` : sql`(${min} is null or ${min} <= ${value}) and (${max} is null or ${max} >= ${value})`;

/**
 * The listing's revenue band overlaps the row's range: the range is in order, starts below the band's end and ends at
 * or above its start (a revenue without a band fits no range, as in listingFitsCustomization).
 */
function bandOverlapSql(revenue: number | null, min: BoundColumn, max: BoundColumn): SQL {
  if (revenue === null) return sql`true`;
  const band = bandBounds(revenue);
  if (!band) return sql`false`;
  const belowEnd = band.high === null ? sql`true` : sql`(${min} is null or ${min} < ${band.high})`;
  return sql`(${min} is null or ${max} is null or ${min} <= ${max}) and ${belowEnd} and (${max} is null or ${max} >= ${band.low})`;
}

/** The same rule as listingFitsCustomization, over the rows of buyer_customizations, for the given listing. */
export function fitsCustomizationSql(listing: FitListing): SQL {
  const c = buyerCustomizations;
  const listingAreas = listing.practiceAreas.length
    ? sql`array[${sql.join(
        listing.practiceAreas.map((area) => sql`${area}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
  const areas = sql`(cardinality(${c.practiceAreas}) = 0 or ${c.practiceAreas} && ${listingAreas})`;
  const state =
    listing.state === null ? sql`cardinality(${c.states}) = 0` : sql`(cardinality(${c.states}) = 0 or ${listing.state} = any(${c.states}))`;
  return sql`${areas} and ${state} and ${bandOverlapSql(listing.revenue, c.revenueMin, c.revenueMax)} and ${rangeSql(listing.askingPrice, c.priceMin, c.priceMax)}`;
}
