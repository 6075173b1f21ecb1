// The filtered listings query (GET /listings' two statements, total and page, through the app's query code) p99 at 50
// concurrent clients on the embedded database with 10,000 seeded listings, against the same SQL run raw through the
// driver in the same run, the same way (both prepared; the page on the custom-plan pool). Targets: p99 ≤ 50 ms, ≥ 0.7× the raw
// throughput. Run: node --import tsx bench/listings-query.mjs (BENCH_SECONDS, BENCH_EXPLAIN=1 for the plans).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { connectDatabase, runMigrations } from '../server/platform/db/database.ts';
import { startEmbeddedDatabase } from '../server/platform/db/embedded.ts';
import { listingsStatements, listListings } from '../server/modules/listings/listings.query.ts';
import { users } from '../server/modules/users/users.table.ts';
import { ListingsQuerySchema } from '../contracts/listings/listings.ts';
import { seedListings } from './seed-listings.ts';
import { loadAverage, machineLoad } from './machine-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = 50;
const POOL = Number(process.env.BENCH_POOL ?? 10); // the app's default; the custom-plan pool is half of it

/** A mix of what buyers ask for: plain browsing and typical filter combinations. */
const QUERIES = [
  {},
  { 'filter[state]': 'CA,NY,TX' },
  { 'filter[practice_area]': 'personal_injury,family', sort: '-asking_price' },
  { 'filter[revenue_band]': '1m_2m,2m_5m', 'filter[usable_information]': '1' },
  { 'filter[asking_price_min]': '500000', 'filter[asking_price_max]': '2000000', 'filter[verified_seller]': 'true' },
  { 'filter[practice_area]': 'personal_injury', sort: 'revenue', page: '3' },
].map((raw) => ListingsQuerySchema.parse(raw));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(run) {
  const latencies = [];
  const deadline = performance.now() + SECONDS * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await run(QUERIES[i++ % QUERIES.length]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests_per_second: Math.round(latencies.length / SECONDS),
    p50_ms: +percentile(latencies, 50).toFixed(2),
    p99_ms: +percentile(latencies, 99).toFixed(2),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-listings-bench-'));
chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir, () => {});
const database = connectDatabase(embedded.url, { max: POOL });
try {
  await runMigrations(database);
  const { buyerId } = await seedListings(database.db, 10_000);
  // What autovacuum does on its own shortly after a bulk load (the insert threshold): statistics, and the visibility
  // map that lets the counts be index-only scans. Without it every count also reads the heap.
  await database.sql`vacuum (analyze) listings, users`;
  const [buyer] = await database.db.select().from(users).where(eq(users.id, buyerId));
  const raw = QUERIES.map((query) => listingsStatements(database.db, buyer, { query }));
  if (process.env.BENCH_EXPLAIN) {
    for (const statement of raw.flat()) {
      const plan = await database.sql.unsafe(`explain analyze ${statement.sql}`, statement.params);
      console.log(statement.sql.slice(0, 120), '\n', plan.map((row) => row['QUERY PLAN']).join('\n'));
      // What a cached generic plan would be (why the connections force plans for the values: database.ts).
      const generic = await database.sql.unsafe(`explain (generic_plan) ${statement.sql}`);
      console.log('generic plan:\n', generic.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }
  const rawIndex = new Map(QUERIES.map((query, index) => [query, index]));
  await load((query) => listListings(database, buyer, { query })); // warm-up of plans and caches
  const loadBefore = loadAverage();
  const app = await load((query) => listListings(database, buyer, { query }));
  // The driver as the app uses it: the same text and parameters, prepared (postgres.js names and caches them per
  // connection), the total on the app's pool and the page on the custom-plan pool.
  const driver = await load((query) => {
    const [total, page] = raw[rawIndex.get(query)];
    return Promise.all([
      database.sql.unsafe(total.sql, total.params, { prepare: true }),
      database.customPlanSql.unsafe(page.sql, page.params, { prepare: true }),
    ]);
  });
  const ratio = +(app.requests_per_second / driver.requests_per_second).toFixed(2);
  console.log(
    JSON.stringify(
      {
        listings: 10_000,
        clients: CLIENTS,
        pool: POOL,
        seconds: SECONDS,
        ...machineLoad(loadBefore),
        app,
        raw_driver: driver,
        throughput_ratio: ratio,
        targets: { p99_ms: 50, throughput_ratio: 0.7 },
        pass: app.p99_ms <= 50 && ratio >= 0.7,
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
