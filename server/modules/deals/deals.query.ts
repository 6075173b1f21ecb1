/** Reads of deals for the board, the list and the deal page: one statement each, joined with their parties. */
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deal, DealHistoryEntry, DealHistoryField, DealListQuery, DealParty, PendingGate } from '../../../contracts/deals/deals';
import { DealListQuerySchema } from '../../../contracts/deals/deals';
import type { Db, Transaction } from '../../platform/db/database';
import { builtOncePer } from '../../platform/db/prepared';
import { chats } from '../chats/chats.table';
import { listingAccessRevocations } from '../listings/data-room.table';
import { listings } from '../listings/listings.table';
import { users, type UserRow } from '../users/users.table';
import { dealSideOf, isStaff } from './deal.policy';
import { ensureDealStages } from './deal-stages.service';
import { dealStageHistory, dealStages, deals } from './deals.table';
import { pendingGatesOf } from './stage-gates';

type DbOrTx = Db | Transaction;

const buyer = alias(users, 'deal_buyer');
const seller = alias(users, 'deal_seller');

const dealColumns = {
  deal: deals,
  listingReference: listings.reference,
  listingHeadline: listings.headline,
  listingStatus: listings.status,
  outcome: dealStages.outcome,
  position: dealStages.position,
  lastMessageAt: chats.lastMessageAt,
  buyerUniqueId: buyer.uniqueId,
  buyerLevel: buyer.verificationLevel,
  buyerFirst: buyer.firstName,
  buyerLast: buyer.lastName,
  sellerUniqueId: seller.uniqueId,
  sellerLevel: seller.verificationLevel,
  sellerFirst: seller.firstName,
  sellerLast: seller.lastName,
  accessRevoked: sql<boolean>`exists (select 1 from ${listingAccessRevocations} where ${listingAccessRevocations.listingId} = ${deals.listingId} and ${listingAccessRevocations.buyerId} = ${deals.buyerId})`,
};

type DealJoinRow = {
  deal: typeof deals.$inferSelect;
  listingReference: string;
  listingHeadline: string;
  listingStatus: string;
  outcome: string | null;
  lastMessageAt: Date | null;
  buyerUniqueId: string | null;
  buyerLevel: string | null;
  buyerFirst: string | null;
  buyerLast: string | null;
  sellerUniqueId: string | null;
  sellerLevel: string | null;
  sellerFirst: string | null;
  sellerLast: string | null;
  accessRevoked: boolean;
};

const party = (uniqueId: string | null, level: string | null, first: string | null, last: string | null): DealParty | null =>
  uniqueId === null
    ? null
    : { unique_id: uniqueId, verification_level: level ?? 'unverified', name: `${first ?? ''} ${last ?? ''}`.trim() || null };

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/** Each deal's pending gates (issue #34), a batch per gate for the whole page, read in one transaction. */
async function pendingGatesOfRows(db: Db, rows: DealJoinRow[], now: Date): Promise<Map<number, PendingGate[]>> {
  if (!rows.some((row) => row.outcome === null)) return new Map();
  return db.transaction(async (tx) =>
    pendingGatesOf(
      tx,
      rows.map((row) => row.deal),
      await ensureDealStages(tx),
      now,
    ),
  );
}

function toDeal(row: DealJoinRow, viewer: Pick<UserRow, 'id' | 'role'>, gates: PendingGate[] = []): Deal {
  const deal = row.deal;
  return {
    id: deal.id,
    listing: { id: deal.listingId, reference: row.listingReference, headline: row.listingHeadline, status: row.listingStatus },
    chat_id: deal.chatId,
    stage_id: deal.stageId,
    likelihood_of_closing: deal.likelihoodOfClosing,
    buyer_id: deal.buyerId,
    seller_id: deal.sellerId,
    buyer_info: party(row.buyerUniqueId, row.buyerLevel, row.buyerFirst, row.buyerLast),
    seller_info: party(row.sellerUniqueId, row.sellerLevel, row.sellerFirst, row.sellerLast),
    my_side: dealSideOf(viewer, deal) ?? 'staff',
    is_closed: row.outcome !== null,
    closed_reason: deal.closedReason,
    access_revoked: row.accessRevoked,
    stage_changed_at: deal.stageChangedAt.toISOString(),
    created_at: deal.createdAt.toISOString(),
    updated_at: later(deal.updatedAt, row.lastMessageAt).toISOString(),
    pending_gates: gates,
  };
}

const joined = (db: DbOrTx) =>
  db
    .select(dealColumns)
    .from(deals)
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .leftJoin(chats, eq(chats.id, deals.chatId))
    .leftJoin(buyer, eq(buyer.id, deals.buyerId))
    .leftJoin(seller, eq(seller.id, deals.sellerId));

/** One deal as its viewer sees it, or null. */
export async function findDeal(db: Db, viewer: Pick<UserRow, 'id' | 'role'>, id: number, now: Date): Promise<Deal | null> {
  const [row] = await joined(db).where(eq(deals.id, id)).limit(1);
  if (!row || dealSideOf(viewer, row.deal) === null) return null;
  return toDeal(row, viewer, (await pendingGatesOfRows(db, [row], now)).get(id));
}

function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const direction = (column: SQL | typeof deals.id) => (descending ? desc(column) : asc(column));
  const activity = sql`greatest(${deals.updatedAt}, coalesce(${chats.lastMessageAt}, ${deals.updatedAt}))`;
  switch (key) {
    case 'stage':
      return [direction(sql`${dealStages.position}`), desc(deals.id)];
    case 'likelihood':
      return [direction(sql`${deals.likelihoodOfClosing}`), desc(deals.id)];
    // Days in stage grow as stage_changed_at gets older.
    case 'days_in_stage':
      return [descending ? asc(deals.stageChangedAt) : desc(deals.stageChangedAt), desc(deals.id)];
    case 'listing':
      return [direction(sql`lower(${listings.headline})`), desc(deals.id)];
    default:
      return [direction(activity), desc(deals.id)];
  }
}

type ListShape = { scope: 'buyer' | 'seller' | 'either' | 'all'; status: 'open' | 'closed' | 'all'; listing: boolean; sort: string };

/**
 * The board's two statements (page and total) for one request shape, built and prepared once per database handle:
 * a board asks for the same shape again and again, so drizzle builds its SQL once and PostgreSQL plans it once.
 */
function listStatements(db: DbOrTx, shape: ListShape) {
  const viewer = sql.placeholder('viewer');
  const scope =
    shape.scope === 'buyer'
      ? eq(deals.buyerId, viewer)
      : shape.scope === 'seller'
        ? eq(deals.sellerId, viewer)
        : shape.scope === 'either'
          ? or(eq(deals.buyerId, viewer), eq(deals.sellerId, viewer))
          : undefined;
  const status =
    shape.status === 'open' ? isNull(dealStages.outcome) : shape.status === 'closed' ? isNotNull(dealStages.outcome) : undefined;
  const where = and(scope, status, shape.listing ? eq(deals.listingId, sql.placeholder('listing')) : undefined);
  const name = `deals_list_${shape.scope}_${shape.status}_${shape.listing ? 'listing' : 'any'}_${shape.sort.replace('-', 'desc_')}`;
  return {
    page: joined(db)
      .where(where)
      .orderBy(...orderOf(shape.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    total: db
      .select({ total: count() })
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .where(where)
      .prepare(`${name}_total`),
  };
}

const listStatementsOf = builtOncePer((_db: Db) => new Map<string, ReturnType<typeof listStatements>>());

/** GET /deals: the caller's deals on one side (or, for staff without a side, every deal), filtered and paginated. */
export async function listDeals(db: Db, viewer: UserRow, input: DealListQuery, now: Date) {
  const query = DealListQuerySchema.parse(input);
  const shape: ListShape = {
    scope: query.side ?? (isStaff(viewer) ? 'all' : 'either'),
    status: query.status,
    listing: Boolean(query.listing_id),
    sort: query.sort,
  };
  const statements = listStatementsOf(db);
  const key = `${shape.scope} ${shape.status} ${shape.listing} ${shape.sort}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = listStatements(db, shape)));
  const values = { viewer: viewer.id, listing: query.listing_id ?? null, limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, [totals]] = await Promise.all([statement.page.execute(values), statement.total.execute(values)]);
  const total = totals?.total ?? 0;
  const gates = await pendingGatesOfRows(db, rows, now);
  return {
    data: rows.map((row) => toDeal(row, viewer, gates.get(row.deal.id))),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)), per_page: query.per_page, total },
  };
}

const changer = alias(users, 'deal_changer');
const fromStage = alias(dealStages, 'from_stage');
const toStage = alias(dealStages, 'to_stage');

/** The deal's history, oldest first, with stage names and who made each change. */
export async function dealHistory(
  db: DbOrTx,
  deal: { id: number; buyerId: number | null; sellerId: number | null },
): Promise<DealHistoryEntry[]> {
  const rows = await db
    .select({
      entry: dealStageHistory,
      fromName: fromStage.name,
      toName: toStage.name,
      byUniqueId: changer.uniqueId,
      byFirst: changer.firstName,
      byLast: changer.lastName,
    })
    .from(dealStageHistory)
    .leftJoin(fromStage, eq(fromStage.id, dealStageHistory.fromStageId))
    .leftJoin(toStage, eq(toStage.id, dealStageHistory.toStageId))
    .leftJoin(changer, eq(changer.id, dealStageHistory.changedById))
    .where(eq(dealStageHistory.dealId, deal.id))
    .orderBy(asc(dealStageHistory.id));
  return rows.map(({ entry, fromName, toName, byUniqueId, byFirst, byLast }) => {
    const stage = entry.field === 'stage';
    return {
      at: entry.createdAt.toISOString(),
      by:
        byUniqueId === null
          ? null
          : {
              unique_id: byUniqueId,
              name: `${byFirst} ${byLast}`,
              side: entry.changedById === deal.buyerId ? 'buyer' : entry.changedById === deal.sellerId ? 'seller' : 'staff',
            },
      field: entry.field as DealHistoryField,
      from: stage ? fromName : entry.fromValue,
      to: stage ? toName : entry.toValue,
      note: entry.note,
    };
  });
}
