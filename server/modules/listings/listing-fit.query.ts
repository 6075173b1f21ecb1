import { sql, type SQL } from 'drizzle-orm';
import { buyerCustomizations } from '../customization/customization.table';
import type { FitListing } from './listing-fit';

type BoundColumn = (typeof buyerCustomizations)['revenueMin' | 'revenueMax' | 'priceMin' | 'priceMax'];

const rangeSql = (value: number | null, min: BoundColumn, max: BoundColumn) =>
  value === null ? sql`true` : sql`(${min} is null or ${min} <= ${value}) and (${max} is null or ${max} >= ${value})`;

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
  return sql`${areas} and ${state} and ${rangeSql(listing.revenue, c.revenueMin, c.revenueMax)} and ${rangeSql(listing.askingPrice, c.priceMin, c.priceMax)}`;
}
