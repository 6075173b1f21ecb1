/** The closed sales the market data counts: deals closed as won, with their accepted offer and their listing. */
import { sql, type SQL } from 'drizzle-orm';
import type { MarketQuery } from '../../../contracts/market/market';
import { CENSUS_REGIONS } from '../../../contracts/market/regions';
import { REVENUE_BAND_KEYS } from '../../../contracts/listings/constants';
import type { Db } from '../../platform/db/database';
import type { ClosedSale } from './market-cells';

/** A deal's latest exclusion row decides: excluded or included again. */
const lastExclusion = sql`left join lateral (
    select e.excluded, e.reason from market_exclusions e where e.deal_id = d.id order by e.id desc limit 1
  ) x on true`;

const closedSalesFrom = sql`from deals d
  join deal_stages s on s.id = d.stage_id and s.outcome = 'won'
  join listings l on l.id = d.listing_id
  join lateral (
    select o.price, o.cash_at_closing, o.earnout_months from offers o
    where o.deal_id = d.id and o.status = 'accepted' order by o.version desc limit 1
  ) o on true
  ${lastExclusion}`;

interface SaleRow extends Record<string, unknown> {
  deal_id: number;
  seller_id: number;
  practice_areas: string[];
  state: string | null;
  revenue: string | number | null;
  sde: string | number | null;
  price: number;
  cash_at_closing: number;
  earnout_months: number | null;
  listed_at: string | Date;
  closed_at: string | Date;
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export async function loadClosedSales(db: Db): Promise<ClosedSale[]> {
  const rows = await db.execute<SaleRow>(sql`
    select d.id as deal_id, l.owner_id as seller_id, l.practice_areas, l.state, l.revenue, l.sde,
      o.price, o.cash_at_closing, o.earnout_months, l.created_at as listed_at, d.stage_changed_at as closed_at
    ${closedSalesFrom}
    where x.excluded is not true`);
  return rows.map((row) => ({
    dealId: row.deal_id,
    sellerId: row.seller_id,
    practiceAreas: row.practice_areas,
    state: row.state,
    revenue: numberOrNull(row.revenue),
    sde: numberOrNull(row.sde),
    price: row.price,
    cashAtClosing: row.cash_at_closing,
    earnoutMonths: row.earnout_months,
    listedAt: new Date(row.listed_at),
    closedAt: new Date(row.closed_at),
  }));
}

/** Whether a deal is one of the closed sales (excluded or not): only those can be excluded. */
export async function isClosedSale(db: Db, dealId: number): Promise<boolean> {
  const rows = await db.execute(sql`select 1 ${closedSalesFrom} where d.id = ${dealId}`);
  return rows.length > 0;
}

interface CellDealRow extends Record<string, unknown> {
  deal_id: number;
  reference: string;
  headline: string;
  seller_id: number;
  closed_at: string | Date;
  price: number;
  cash_at_closing: number;
  earnout_months: number | null;
  revenue: string | number | null;
  sde: string | number | null;
  excluded: boolean | null;
  reason: string | null;
}

/** Staff: the closed sales behind a cell, newest first, excluded ones included (at most 500). */
export async function cellDeals(db: Db, query: MarketQuery) {
  const conditions: SQL[] = [sql`true`];
  if (query.practice_area) conditions.push(sql`${query.practice_area} = any(l.practice_areas)`);
  if (query.state) conditions.push(sql`l.state = ${query.state}`);
  else if (query.region) {
    const states = CENSUS_REGIONS.find((region) => region.key === query.region)!.states as readonly string[];
    conditions.push(
      sql`l.state in (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    );
  }
  if (query.revenue_band) conditions.push(sql`l.revenue_band = ${REVENUE_BAND_KEYS.indexOf(query.revenue_band)}`);
  const rows = await db.execute<CellDealRow>(sql`
    select d.id as deal_id, l.reference, l.headline, l.owner_id as seller_id, d.stage_changed_at as closed_at,
      o.price, o.cash_at_closing, o.earnout_months, l.revenue, l.sde, x.excluded, x.reason
    ${closedSalesFrom}
    where ${sql.join(conditions, sql` and `)}
    order by d.stage_changed_at desc, d.id desc
    limit 500`);
  return rows.map((row) => {
    const revenue = numberOrNull(row.revenue);
    return {
      deal_id: row.deal_id,
      listing_reference: row.reference,
      headline: row.headline,
      seller_id: row.seller_id,
      closed_on: new Date(row.closed_at).toISOString().slice(0, 10),
      price: row.price,
      cash_at_closing: row.cash_at_closing,
      earnout_months: row.earnout_months,
      revenue,
      sde: numberOrNull(row.sde),
      price_to_revenue: revenue ? Math.round((row.price / revenue) * 100) / 100 : null,
      excluded: row.excluded === true,
      exclusion_reason: row.excluded === true ? row.reason : null,
    };
  });
}
