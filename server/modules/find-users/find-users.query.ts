/**
 * GET /find-users: the other group's members, anonymised, ranked by fit in the database (directory-fit.ts) and paged.
 * Only fully onboarded, active members of the opposite group; never staff or the caller.
 */
import { sql, type SQL } from 'drizzle-orm';
import { BUYER_GROUP, SELLER_GROUP } from '../../../contracts/users';
import type { Db } from '../../platform/db/database';
import { buyerScoreSql, sellerScoreSql, type FitBuyer, type FitSeller } from './directory-fit';

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
  total: number;
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
  total: number;
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

function filtersSql(filters: DirectoryFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.practiceAreas?.length) parts.push(sql`p.areas && ${textArray(filters.practiceAreas)}`);
  if (filters.states?.length) parts.push(sql`p.states && ${textArray(filters.states)}`);
  if (filters.levels?.length) parts.push(sql`p.verification_level = any(${textArray(filters.levels)})`);
  return sql.join(parts, sql` and `);
}

const member = (callerId: number, group: readonly string[]) => sql`u.active and u.role <> 'admin' and u.id <> ${callerId}
  and u.email_verified_at is not null and u.phone_verified_at is not null and u.has_accepted_terms
  and u.user_type = any(${textArray(group)})`;

/** Find a Seller: sellers with at least one active listing, ranked against the buyer's customization. */
export async function findSellers(db: Db, callerId: number, buyer: FitBuyer, filters: DirectoryFilters, page: DirectoryPage): Promise<SellerRow[]> {
  const score = sellerScoreSql({ areas: sql`p.areas`, states: sql`p.states`, revenues: sql`p.revenues` }, buyer);
  const rows = await db.execute(sql`
    with active as (
      select owner_id, count(*)::int as active_listings,
             coalesce(array_agg(distinct state) filter (where state is not null), '{}') as states,
             coalesce(array_agg(revenue) filter (where revenue is not null), '{}') as revenues
      from listings where status = 'active' and deleted_at is null group by owner_id
    ), active_areas as (
      select owner_id, array_agg(distinct area) as areas
      from listings, unnest(practice_areas) as area where status = 'active' and deleted_at is null group by owner_id
    ), p as (
      select u.id, u.unique_id, u.user_type, u.verification_level, a.active_listings, a.revenues,
             array(select distinct x from unnest(coalesce(sc.practice_areas, '{}') || coalesce(aa.areas, '{}')) as x order by x) as areas,
             array(select distinct x from unnest(a.states || case when sc.state is null then '{}'::text[] else array[sc.state] end) as x order by x) as states,
             sc.timeline, sc.buyer_preferences
      from users u
      join active a on a.owner_id = u.id
      left join active_areas aa on aa.owner_id = u.id
      left join seller_customizations sc on sc.user_id = u.id
      where ${member(callerId, SELLER_GROUP)}
    )
    select p.*, ${score} as score, count(*) over ()::int as total
    from p where ${filtersSql(filters)}
    order by score desc, p.id desc
    limit ${page.perPage} offset ${(page.page - 1) * page.perPage}
  `);
  return rows as unknown as SellerRow[];
}

/** Find a Buyer: buyer-group members ranked against the seller's profile (a listing, or customization and listings). */
export async function findBuyers(db: Db, callerId: number, seller: FitSeller, filters: DirectoryFilters, page: DirectoryPage): Promise<BuyerRow[]> {
  const score = buyerScoreSql({ areas: sql`p.areas`, states: sql`p.states`, revenueMin: sql`p.revenue_min`, revenueMax: sql`p.revenue_max` }, seller);
  const rows = await db.execute(sql`
    with p as (
      select u.id, u.unique_id, u.user_type, u.verification_level,
             coalesce(bc.practice_areas, '{}') as areas, coalesce(bc.states, '{}') as states,
             bc.revenue_min, bc.revenue_max, bc.timeline, bc.financing
      from users u
      left join buyer_customizations bc on bc.user_id = u.id
      where ${member(callerId, BUYER_GROUP)}
    )
    select p.*, ${score} as score, count(*) over ()::int as total
    from p where ${filtersSql(filters)}
    order by score desc, p.id desc
    limit ${page.perPage} offset ${(page.page - 1) * page.perPage}
  `);
  return rows as unknown as BuyerRow[];
}
