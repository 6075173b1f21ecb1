/**
 * GET /find-users: the other group's members, anonymised, ranked by fit in the database (directory-fit.ts) and paged.
 * Only fully onboarded, active members of the opposite group; never staff or the caller.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { buyerScoreSql, practiceAreaBits, sellerScoreSql, stateBits, type FitBuyer, type FitSeller } from './directory-fit';

export interface DirectoryFilters {
  practiceAreas?: string[];
  states?: string[];
  levels?: string[];
}

export interface DirectoryPage {
  page: number;
  perPage: number;
}

export interface SellerRow {
  id: number;
  unique_id: string;
  user_type: string;
  verification_level: string;
  areas: string[];
  states: string[];
  revenues: string[] | number[];
  active_listings: number;
  timeline: string | null;
  buyer_preferences: string[] | null;
  score: number;
}

export interface BuyerRow {
  id: number;
  unique_id: string;
  user_type: string;
  verification_level: string;
  areas: string[];
  states: string[];
  revenue_min: string | number | null;
  revenue_max: string | number | null;
  timeline: string | null;
  financing: string[] | null;
  score: number;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

function filtersSql(filters: DirectoryFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.practiceAreas?.length) parts.push(sql`p.area_bits & ${practiceAreaBits(filters.practiceAreas)} <> 0`);
  if (filters.states?.length) parts.push(sql`p.state_bits & ${stateBits(filters.states)} <> 0`);
  if (filters.levels?.length) parts.push(sql`p.verification_level = any(${textArray(filters.levels)})`);
  return sql.join(parts, sql` and `);
}

/**
 * One side of the directory (migration 0016's `directory_profiles`, kept by triggers: only members who may be listed
 * have a row): the page ranked on the narrow columns of its index, then the page's rows read; and the total, counted
 * apart (a window count over every row cost more than the count and the ranking together). The caller is never listed.
 */
async function rankedPage<Row>(
  db: Db,
  side: 'seller' | 'buyer',
  callerId: number,
  score: SQL,
  columns: SQL,
  filters: DirectoryFilters,
  page: DirectoryPage,
) {
  const where = sql`p.side = ${side} and p.user_id <> ${callerId} and ${filtersSql(filters)}`;
  const [rows, [counted]] = await Promise.all([
    db.execute(sql`
      with r as (
        select p.user_id, ${score} as score from directory_profiles p where ${where}
        order by score desc, p.user_id desc
        limit ${page.perPage} offset ${(page.page - 1) * page.perPage}
      )
      select p.user_id as id, p.unique_id, p.user_type, p.verification_level, p.areas, p.states, ${columns}, r.score
      from r join directory_profiles p on p.user_id = r.user_id
      order by r.score desc, r.user_id desc
    `) as unknown as Promise<Row[]>,
    db.execute(sql`select count(*)::int as total from directory_profiles p where ${where}`) as unknown as Promise<{ total: number }[]>,
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Find a Seller: sellers with at least one active listing, ranked against the buyer's customization. */
export function findSellers(db: Db, callerId: number, buyer: FitBuyer, filters: DirectoryFilters, page: DirectoryPage) {
  const score = sellerScoreSql({ areaBits: sql`p.area_bits`, stateBits: sql`p.state_bits`, revenues: sql`p.revenues` }, buyer);
  const columns = sql`p.revenues, p.active_listings, p.timeline, p.preferences as buyer_preferences`;
  return rankedPage<SellerRow>(db, 'seller', callerId, score, columns, filters, page);
}

/** Find a Buyer: buyer-group members ranked against the seller's profile (a listing, or customization and listings). */
export function findBuyers(db: Db, callerId: number, seller: FitSeller, filters: DirectoryFilters, page: DirectoryPage) {
  const score = buyerScoreSql(
    { areaBits: sql`p.area_bits`, stateBits: sql`p.state_bits`, revenueLow: sql`p.revenue_low`, revenueHigh: sql`p.revenue_high` },
    seller,
  );
  const columns = sql`p.revenue_min, p.revenue_max, p.timeline, p.preferences as financing`;
  return rankedPage<BuyerRow>(db, 'buyer', callerId, score, columns, filters, page);
}
