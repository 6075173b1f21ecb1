/**
 * Recomputing the market data into a new snapshot, and reading the latest one. Pages read only snapshots; the job
 * (market.jobs.ts) writes them, one run at a time, each from the sales and the previous snapshot's published cells.
 */
import { desc, lt, sql } from 'drizzle-orm';
import type { MarketCell, MarketQuarter } from '../../../contracts/market/market';
import type { Database, Db } from '../../platform/db/database';
import { cellKey, computeMarket } from './market-cells';
import { loadClosedSales } from './closed-sales.query';
import { marketSnapshots } from './market.table';

/** Snapshots kept: the latest answers the pages, the ones before it are history for staff's checks. */
const SNAPSHOTS_KEPT = 10;

export async function recomputeMarket(db: Db, now: Date): Promise<{ id: number; sales: number }> {
  return db.transaction(async (tx) => {
    // One run at a time (any instance): each run compares with the snapshot the one before it wrote.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexchange.market_recompute'))`);
    const [previous] = await tx
      .select({ cells: marketSnapshots.cells, quarters: marketSnapshots.quarters })
      .from(marketSnapshots)
      .orderBy(desc(marketSnapshots.id))
      .limit(1);
    const sales = await loadClosedSales(tx as unknown as Db);
    const figures = computeMarket(sales, previous);
    const [row] = await tx
      .insert(marketSnapshots)
      .values({ asOf: now.toISOString().slice(0, 10), sales: sales.length, cells: figures.cells, quarters: figures.quarters })
      .returning({ id: marketSnapshots.id });
    await tx.delete(marketSnapshots).where(lt(marketSnapshots.id, row!.id - SNAPSHOTS_KEPT + 1));
    return { id: row!.id, sales: sales.length };
  });
}

/**
 * When the latest snapshot's transaction began, by the database's clock (the job skips a request that a snapshot begun
 * after it already answers). Wall-clock time, not deps.now(): tests freeze that one.
 */
export async function latestComputedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: marketSnapshots.computedAt }).from(marketSnapshots).orderBy(desc(marketSnapshots.id)).limit(1);
  return row?.at ?? null;
}

export interface LoadedSnapshot {
  id: number;
  asOf: string | null;
  cells: MarketCell[];
  byKey: Map<string, MarketCell>;
  quarters: MarketQuarter[];
  /** Answers already built for a query, until the next snapshot. */
  answers: Map<string, unknown>;
}

const EMPTY: LoadedSnapshot = { id: 0, asOf: null, cells: [], byKey: new Map(), quarters: [], answers: new Map() };
/** How long an instance serves its parsed snapshot before asking whether a newer one exists. */
const FRESHNESS_MS = 1000;

const cache = new WeakMap<Database, { snapshot: LoadedSnapshot; checkedAt: number }>();

/** The latest snapshot, parsed once per instance and rechecked at most every second (another instance's job may write one). */
export async function latestSnapshot(database: Database): Promise<LoadedSnapshot> {
  const cached = cache.get(database);
  if (cached && Date.now() - cached.checkedAt < FRESHNESS_MS) return cached.snapshot;
  const [latest] = await database.db.select({ id: marketSnapshots.id }).from(marketSnapshots).orderBy(desc(marketSnapshots.id)).limit(1);
  if (cached && cached.snapshot.id === (latest?.id ?? 0)) {
    cached.checkedAt = Date.now();
    return cached.snapshot;
  }
  let snapshot = EMPTY;
  if (latest) {
    const [row] = await database.db
      .select()
      .from(marketSnapshots)
      .where(sql`${marketSnapshots.id} = ${latest.id}`);
    if (row)
      snapshot = {
        id: row.id,
        asOf: row.asOf,
        cells: row.cells,
        byKey: new Map(row.cells.map((cell) => [cellKey(cell), cell])),
        quarters: row.quarters,
        answers: new Map(),
      };
  }
  cache.set(database, { snapshot, checkedAt: Date.now() });
  return snapshot;
}

/** After this instance wrote a snapshot, its next read loads it at once. */
export function forgetSnapshot(database: Database): void {
  cache.delete(database);
}

/**
 * An answer built once per snapshot and query (the pages ask the same few questions over and over), frozen, so that
 * the routes' serializer (platform/http/serialize-once.ts) checks and writes its JSON once too.
 */
export function memoized<T extends object>(snapshot: LoadedSnapshot, key: string, build: () => T): T {
  if (snapshot.answers.has(key)) return snapshot.answers.get(key) as T;
  const answer = Object.freeze(build());
  if (snapshot.answers.size > 500) snapshot.answers.clear();
  snapshot.answers.set(key, answer);
  return answer;
}
