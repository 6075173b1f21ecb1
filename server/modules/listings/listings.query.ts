/** GET /listings: who sees which listings, the buyer filters, sort and pages — two statements, no N+1. */
import { and, count, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListingList } from '../../../contracts/listing-responses';
import { REVENUE_BANDS, type ListingsQuery, type ListingStatus } from '../../../contracts/listings';
import type { Db } from '../../platform/db/database';
import { favorites } from '../favorites/favorites.table';
import { users, type UserRow } from '../users/users.table';
import { isStaff } from './listing.policy';
import { toListingCard } from './listing-view';
import { isFavoriteOf, sellerColumns } from './listings.repository';
import { listingAccess, listings } from './listings.table';

const cardColumns = {
  id: listings.id,
  status: listings.status,
  headline: listings.headline,
  practiceAreas: listings.practiceAreas,
  state: listings.state,
  metro: listings.metro,
  revenue: listings.revenue,
  askingPrice: listings.askingPrice,
  attorneys: listings.attorneys,
  staff: listings.staff,
  yearEstablished: listings.yearEstablished,
  hasUsableInformation: listings.hasUsableInformation,
  createdAt: listings.createdAt,
};

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** Whose listings, in which statuses, the caller may list. */
function scopeOf(user: UserRow, query: ListingsQuery): SQL | undefined {
  const status = query['filter[status]'];
  if (query['filter[owner]'] === 'me') return and(eq(listings.ownerId, user.id), status ? eq(listings.status, status) : undefined);
  if (isStaff(user) && !query['filter[access]']) return status ? eq(listings.status, status) : undefined;
  const onlyActive = status && status !== 'active' ? sql`false` : eq(listings.status, 'active' satisfies ListingStatus);
  if (query['filter[access]'] === 'granted') {
    return and(
      onlyActive,
      sql`exists (select 1 from ${listingAccess} where ${listingAccess.listingId} = ${listings.id} and ${listingAccess.buyerId} = ${user.id})`,
    );
  }
  return onlyActive;
}

function filtersOf(query: ListingsQuery): (SQL | undefined)[] {
  const areas = query['filter[practice_area]'];
  const states = query['filter[state]'];
  const bands = query['filter[revenue_band]'];
  const billing = query['filter[billing_structure]'];
  const usable = query['filter[usable_information]'];
  return [
    areas?.length ? sql`${listings.practiceAreas} && ${textArray(areas)}` : undefined,
    states?.length ? inArray(listings.state, states) : undefined,
    bands?.length
      ? or(
          ...REVENUE_BANDS.filter((band) => bands.includes(band.key)).map((band) =>
            and(gte(listings.revenue, band.min), band.max === null ? undefined : sql`${listings.revenue} < ${band.max}`),
          ),
        )
      : undefined,
    query['filter[asking_price_min]'] !== undefined ? gte(listings.askingPrice, query['filter[asking_price_min]']) : undefined,
    query['filter[asking_price_max]'] !== undefined ? lte(listings.askingPrice, query['filter[asking_price_max]']) : undefined,
    billing?.length ? sql`(${listings.moreInfo} -> 'billing_structures') ?| ${textArray(billing)}` : undefined,
    usable !== undefined ? eq(listings.hasUsableInformation, usable) : undefined,
    query['filter[verified_seller]'] === true ? ne(users.verificationLevel, 'unverified') : undefined,
    query['filter[verified_seller]'] === false ? eq(users.verificationLevel, 'unverified') : undefined,
  ];
}

function orderOf(sort: ListingsQuery['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const column = { created_at: listings.createdAt, asking_price: listings.askingPrice, revenue: listings.revenue }[sort.replace(/^-/, '') as 'created_at'];
  // Unknown figures sort last either way; the id keeps pages stable. Both written as listings_browse_idx orders them.
  const direction = descending ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, sql`${listings.id} ${direction}`];
}

export interface ListingsRequest {
  query: ListingsQuery;
  /** Restrict to the caller's watch list (GET /favorites). */
  favoritesOnly?: boolean;
}

/** The two statements of a list page (total and rows), as builders: the bench runs the same SQL raw. */
export function listingsStatements(db: Db, user: UserRow, { query, favoritesOnly }: ListingsRequest) {
  const where = and(
    isNull(listings.deletedAt),
    scopeOf(user, query),
    ...filtersOf(query),
    favoritesOnly ? sql`exists (select 1 from ${favorites} where ${favorites.listingId} = ${listings.id} and ${favorites.userId} = ${user.id})` : undefined,
  );
  return {
    // The count joins the sellers only when it filters on them: the join is most of its cost.
    total:
      query['filter[verified_seller]'] === undefined
        ? db.select({ total: count() }).from(listings).where(where)
        : db.select({ total: count() }).from(listings).innerJoin(users, eq(users.id, listings.ownerId)).where(where),
    page: db
      .select({ ...cardColumns, ...sellerColumns, isFavorite: isFavoriteOf(user.id) })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  };
}

export async function listListings(db: Db, user: UserRow, request: ListingsRequest): Promise<ListingList> {
  const { query } = request;
  const statements = listingsStatements(db, user, request);
  const [totals, rows] = await Promise.all([statements.total, statements.page]);
  const total = totals[0]?.total ?? 0;
  return {
    data: rows.map(toListingCard),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)), per_page: query.per_page, total },
  };
}
