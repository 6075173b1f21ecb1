/**
 * GET /listings (and GET /favorites): who sees which listings, the buyer filters, sort and pages, in two statements (the
 * total and the page, run in parallel), no N+1.
 *
 * Fast because (bench/listings-query.mjs, bench/README.md):
 * - every filter and sort is written to match a partial index of listings.table.ts (`browsable`), so a page is an
 *   index scan that stops after the page and most totals are index-only scans over the matching entries;
 * - the filters read only listings' own columns (seller_verified and revenue_band are kept by the database);
 * - filters and sorts use only the listing's public face (docs/product.md): the revenue band, never the exact revenue, and
 *   nothing from the confidential questionnaire (issue #19);
 * - a request's statements depend only on its shape (which filters, which sort, whose listings), so each shape is built
 *   by drizzle once, with placeholders; both run as named prepared statements (one round trip each). The total runs
 *   on the app's pool, where PostgreSQL caches a generic plan (a count's plan fits any values); the page runs on the
 *   custom-plan pool, planned for its values every time (`customPlanSql`, server/platform/db/database.ts). Values
 *   are always parameters; no result is cached.
 */
import { and, Column, count, eq, fillPlaceholders, gte, is, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListingList } from '../../../contracts/listings/responses';
import { REVENUE_BANDS, type ListingsQuery, type RevenueBand } from '../../../contracts/listings/listings';
import type { Database, Db } from '../../platform/db/database';
import { favorites } from './favorites.table';
import type { UserRow } from '../users/users.table';
import { isStaff } from './listing.policy';
import { toListingCard, type ListingCardRow } from './listing-view';
import { listingAccess, listings } from './listings.table';

export interface ListingsRequest {
  query: ListingsQuery;
  /** Restrict to the caller's watch list (GET /favorites). */
  favoritesOnly?: boolean;
}

/** What decides the text of a request's statements. Everything else is a parameter value. */
interface Shape {
  /** own: the caller's listings; all: staff, every listing; browse: active ones; granted: active ones opened to the caller; none. */
  scope: 'own' | 'all' | 'browse' | 'granted' | 'none';
  status: boolean;
  areas: boolean;
  states: boolean;
  /** One entry per revenue range: whether it has an upper bound. */
  revenue: boolean[];
  priceMin: boolean;
  priceMax: boolean;
  usable: boolean;
  verified: boolean;
  favoritesOnly: boolean;
  sort: ListingsQuery['sort'];
}

type Values = Record<string, unknown>;

/** The chosen bands as few ranges: adjacent bands merge (1m_2m + 2m_5m is 1M–5M), so an index range scan reads them. */
export function revenueRanges(keys: readonly RevenueBand[]): { min: number; max: number | null }[] {
  const ranges: { min: number; max: number | null }[] = [];
  for (const band of REVENUE_BANDS.filter((band) => keys.includes(band.key))) {
    const last = ranges.at(-1);
    if (last && last.max === band.min) last.max = band.max;
    else ranges.push({ min: band.min, max: band.max });
  }
  return ranges;
}

function scopeOf(user: UserRow, query: ListingsQuery): Shape['scope'] {
  if (query['filter[owner]'] === 'me') return 'own';
  if (isStaff(user) && !query['filter[access]']) return 'all';
  const status = query['filter[status]'];
  if (status && status !== 'active') return 'none';
  return query['filter[access]'] === 'granted' ? 'granted' : 'browse';
}

/** Splits a request into its shape and its values (named as the placeholders of statementsOf). */
function describe(user: UserRow, { query, favoritesOnly = false }: ListingsRequest): { shape: Shape; values: Values } {
  const scope = scopeOf(user, query);
  const status = (scope === 'own' || scope === 'all') && query['filter[status]'] !== undefined;
  const list = (values: readonly string[] | undefined) => (values?.length ? values : undefined);
  const ranges = revenueRanges(query['filter[revenue_band]'] ?? []);
  const values: Values = {
    userId: user.id,
    status: status ? query['filter[status]'] : undefined,
    areas: list(query['filter[practice_area]']),
    states: list(query['filter[state]']),
    priceMin: query['filter[asking_price_min]'],
    priceMax: query['filter[asking_price_max]'],
    usable: query['filter[usable_information]'],
    verified: query['filter[verified_seller]'],
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  ranges.forEach(({ min, max }, i) => Object.assign(values, { [`revenueMin${i}`]: min, [`revenueMax${i}`]: max }));
  const given = (key: string) => values[key] !== undefined;
  const shape: Shape = {
    scope,
    status,
    areas: given('areas'),
    states: given('states'),
    revenue: ranges.map(({ max }) => max !== null),
    priceMin: given('priceMin'),
    priceMax: given('priceMax'),
    usable: given('usable'),
    verified: given('verified'),
    favoritesOnly,
    sort: query.sort,
  };
  return { shape, values };
}

const value = (name: string) => sql.placeholder(name);
/** A list is one text[] parameter, so the statement's text does not depend on its length. */
const textArray = (name: string) => sql`${value(name)}::text[]`;

/**
 * The predicate of the browse indexes, written as they are (literals, not parameters) so that the planner can use
 * them for a generic plan too.
 */
const browsable = sql`${listings.status} = 'active' and ${listings.deletedAt} is null`;
const notDeleted = sql`${listings.deletedAt} is null`;

function whereOf(shape: Shape): SQL | undefined {
  const status = shape.status ? eq(listings.status, value('status')) : undefined;
  const scope = {
    own: () => and(notDeleted, eq(listings.ownerId, value('userId')), status),
    all: () => and(notDeleted, status),
    browse: () => browsable,
    granted: () =>
      and(
        browsable,
        sql`exists (select 1 from ${listingAccess} where ${listingAccess.listingId} = ${listings.id} and ${listingAccess.buyerId} = ${value('userId')})`,
      ),
    none: () => sql`false`,
  }[shape.scope]();
  return and(
    scope,
    shape.areas ? sql`${listings.practiceAreas} && ${textArray('areas')}` : undefined,
    shape.states ? sql`${listings.state} = any(${textArray('states')})` : undefined,
    shape.revenue.length
      ? or(
          ...shape.revenue.map((bounded, i) =>
            and(gte(listings.revenue, value(`revenueMin${i}`)), bounded ? lt(listings.revenue, value(`revenueMax${i}`)) : undefined),
          ),
        )
      : undefined,
    shape.priceMin ? gte(listings.askingPrice, value('priceMin')) : undefined,
    shape.priceMax ? lte(listings.askingPrice, value('priceMax')) : undefined,
    shape.usable ? eq(listings.hasUsableInformation, value('usable')) : undefined,
    // Mirrors the owner's verification level (kept by the database), so no statement joins users to filter.
    shape.verified ? eq(listings.sellerVerified, value('verified')) : undefined,
    shape.favoritesOnly
      ? sql`exists (select 1 from ${favorites} where ${favorites.listingId} = ${listings.id} and ${favorites.userId} = ${value('userId')})`
      : undefined,
  );
}

/**
 * Unknown figures sort last either way; the id keeps pages stable. Each order is written exactly as a browse index
 * orders it: oldest first reads listings_browse_idx backwards, which puts nulls first (created_at and id are never
 * null, so the order is the same).
 */
function orderOf(sort: ListingsQuery['sort']): SQL[] {
  switch (sort) {
    case '-created_at':
      return [sql`${listings.createdAt} desc nulls last`, sql`${listings.id} desc nulls last`];
    case 'created_at':
      return [sql`${listings.createdAt} asc nulls first`, sql`${listings.id} asc nulls first`];
    default: {
      // By the public band, then the id: the order inside a band says nothing about the exact revenue.
      const column = sort.endsWith('asking_price') ? listings.askingPrice : listings.revenueBand;
      const direction = sort.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
      return [sql`${column} ${direction}`, sql`${listings.id} ${direction}`];
    }
  }
}

const cardColumns = {
  id: listings.id,
  reference: listings.reference,
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
  // Copies of the owner's, kept by the database (migration 0003): a page reads no other table for its cards.
  sellerUniqueId: listings.sellerUniqueId,
  sellerVerificationLevel: listings.sellerVerificationLevel,
  isFavorite: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.listingId} = ${listings.id} and ${favorites.userId} = ${value('userId')})`,
};

const cardFields = Object.entries(cardColumns);

/** A page row (postgres.js array mode, in cardColumns order) decoded as drizzle would: columns through their own mappers. */
function cardRowOf(values: unknown[]): ListingCardRow {
  const row: Record<string, unknown> = {};
  cardFields.forEach(([key, field], i) => {
    const value = values[i];
    row[key] = value !== null && is(field, Column) ? field.mapFromDriverValue(value) : value;
  });
  return row as unknown as ListingCardRow;
}

function statementsOf(db: Db, shape: Shape) {
  const where = whereOf(shape);
  return {
    total: db.select({ total: count() }).from(listings).where(where).prepare('listings_total'),
    /**
     * Rendered by drizzle here, once per shape, and run through postgres.js directly (rendering it again for each
     * request doubled the app's own CPU time). It must be planned for its values: a generic plan for a page guesses
     * the filters' selectivity (0.5 %) and goes for a bitmap scan and a sort, 10–20 times slower than the ordered
     * index scan when many rows match — hence the custom-plan pool.
     */
    page: db
      .select(cardColumns)
      .from(listings)
      .where(where)
      .orderBy(...orderOf(shape.sort))
      .limit(value('limit'))
      .offset(value('offset'))
      .toSQL(),
  };
}

type Statements = ReturnType<typeof statementsOf>;

/** Rendered statements by shape, per database handle (the shapes are few; the bound only guards against misuse). */
const statementsByDb = new WeakMap<Db, Map<string, Statements>>();
const MAX_SHAPES = 500;

function statementsFor(db: Db, shape: Shape): Statements {
  let byShape = statementsByDb.get(db);
  if (!byShape) statementsByDb.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let statements = byShape.get(key);
  if (!statements) {
    if (byShape.size >= MAX_SHAPES) byShape.delete(byShape.keys().next().value!);
    statements = statementsOf(db, shape);
    byShape.set(key, statements);
  }
  return statements;
}

/** The SQL and parameters of a list page's two statements (total, page): the bench runs the same raw. */
export function listingsStatements(db: Db, user: UserRow, request: ListingsRequest): { sql: string; params: unknown[] }[] {
  const { shape, values } = describe(user, request);
  const { total, page } = statementsFor(db, shape);
  return [total.getQuery(), page].map(({ sql, params }) => ({ sql, params: fillPlaceholders(params, values) }));
}

export async function listListings(
  database: Pick<Database, 'db' | 'customPlanSql'>,
  user: UserRow,
  request: ListingsRequest,
): Promise<ListingList> {
  const { query } = request;
  const { shape, values } = describe(user, request);
  const { total, page } = statementsFor(database.db, shape);
  const [totals, rows] = await Promise.all([
    total.execute(values),
    database.customPlanSql.unsafe<unknown[][]>(page.sql, fillPlaceholders(page.params, values) as never[], { prepare: true }).values(),
  ]);
  const count = totals[0]?.total ?? 0;
  return {
    data: rows.map((row) => toListingCard(cardRowOf(row))),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(count / query.per_page)), per_page: query.per_page, total: count },
  };
}
