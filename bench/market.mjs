// Market data (issue #35): (1) recomputing the snapshot over 100,000 closed sales (target ≤ 10 s): loading the sales
// (deals won × accepted offer × listing, minus exclusions), the cells with their suppression and differencing, and
// writing the snapshot, through the module's own code on the app's database; 3 runs, each against the snapshot before
// it; (2) GET /api/market p99 at 20 keep-alive clients (target ≤ 30 ms) against the app as `npm start` runs it from
// source, a signed-in member made with SQL, the requests cycling through the filters a member uses.
//
//   node --import tsx bench/market.mjs [--sales 100000] [--seconds 10] [--max-seconds 600]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { PRACTICE_AREA_KEYS } from '../contracts/common/practice-areas.ts';
import { US_STATES } from '../contracts/common/us-states.ts';
import { connectDatabase } from '../server/platform/db/database.ts';
import { recomputeMarket } from '../server/modules/market/market-snapshot.ts';
import { insertPastSales } from '../server/seed/past-sales.ts';
import { createUser, databaseUrl, signedInHeaders } from './bench-members.mjs';
import { round, runGuard, startBenchApp } from './loopback.mjs';
import { machineLoad, loadAverage } from './machine-load.mjs';

const { values: flags } = parseArgs({
  options: {
    sales: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    'max-seconds': { type: 'string', default: '600' },
  },
});
const SALES = Number(flags.sales);
const SECONDS = Number(flags.seconds);
const CLIENTS = 20;
const DAY = 86_400_000;

/** mulberry32: a 32-bit generator whose products stay exact in doubles, so 100,000 draws do not fall into a short cycle. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const { cleanups, cleanup, fail } = runGuard('market', Number(flags['max-seconds']));

try {
  const before = loadAverage();
  const { baseUrl, dataDir } = await startBenchApp(cleanups, { name: 'market', env: { RATE_LIMIT_PER_MINUTE: '100000000' }, quiet: true });
  const sql = postgres(databaseUrl(dataDir), { max: 2 });
  cleanups.push(() => sql.end());
  const database = connectDatabase(databaseUrl(dataDir), { max: 4 });
  cleanups.push(() => database.close());

  // 2,000 sellers; 100,000 sales over 3 years, spread over 10 practice areas and every state.
  const sellers = await sql`
    insert into users (unique_id, first_name, last_name, email, phone, password_hash, user_type)
    select 'LX-MK' || lpad(i::text, 6, '0'), 'Past', 'Seller ' || i, 'market-seller-' || i || '@example.test',
           '555' || lpad(i::text, 7, '0'), 'not-a-hash', 'selling'
    from generate_series(1, 2000) i returning id`;
  const next = random(35);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const areas = PRACTICE_AREA_KEYS.slice(0, 10);
  const now = Date.now();
  const sales = Array.from({ length: SALES }, (_, index) => {
    const revenue = Math.round(200_000 + next() * 4_000_000);
    const price = Math.round(revenue * (0.5 + next()));
    const closedAt = new Date(now - Math.floor(next() * 1095) * DAY);
    const earnout = next() < 0.5;
    return {
      ownerId: pick(sellers).id,
      headline: `Past sale ${index}`,
      practiceAreas: next() < 0.2 ? [pick(areas), pick(areas)] : [pick(areas)],
      state: pick(US_STATES).code,
      revenue,
      sde: next() < 0.8 ? Math.round(revenue * (0.25 + next() * 0.2)) : null,
      price,
      cashAtClosing: earnout ? Math.round(price * 0.7) : price,
      earnoutMonths: earnout ? pick([12, 24, 36]) : null,
      listedAt: new Date(closedAt.getTime() - (60 + Math.floor(next() * 300)) * DAY),
      closedAt,
    };
  });
  const insertStarted = performance.now();
  await database.db.transaction((tx) => insertPastSales(tx, sales));
  const insertSeconds = round((performance.now() - insertStarted) / 1000);
  await sql`vacuum analyze`;

  const recomputeRuns = [];
  let snapshot;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    snapshot = await recomputeMarket(database.db, new Date());
    recomputeRuns.push(round((performance.now() - started) / 1000));
  }
  const [{ cells }] = await sql`select jsonb_array_length(cells) as cells from market_snapshots where id = ${snapshot.id}`;

  const member = await createUser(sql, 'buying', 'market');
  const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
  const queries = [
    '',
    ...areas.map((area) => `?practice_area=${area}`),
    ...areas.slice(0, 4).map((area) => `?practice_area=${area}&region=northeast`),
    ...areas.slice(0, 4).map((area) => `?practice_area=${area}&state=CA&revenue_band=1m_2m`),
    '?region=south&revenue_band=500k_1m',
  ];
  const options = {
    url: `${baseUrl}/api/market`,
    connections: CLIENTS,
    headers: signedInHeaders(secret, member),
    requests: queries.map((query) => ({ method: 'GET', path: `/api/market${query}` })),
  };
  await autocannon({ ...options, duration: 3 }); // warm-up: each instance parses the snapshot once
  const { requests, latency, non2xx } = await autocannon({ ...options, duration: SECONDS });
  if (non2xx > 0) throw new Error(`${non2xx} answers were not 2xx`);
  const latencies = Object.fromEntries(['p50', 'p99', 'max'].map((key) => [`${key}_ms`, latency[key]]));
  const get = { clients: CLIENTS, seconds: SECONDS, requests_per_second: Math.round(requests.average), ...latencies };
  console.log(
    JSON.stringify(
      {
        sales: snapshot.sales,
        cells,
        insert_seconds: insertSeconds,
        recompute_seconds: recomputeRuns,
        get_market: get,
        ...machineLoad(before),
        node: process.version,
        cpus: os.cpus().length,
        targets: { recompute_seconds: 10, get_p99_ms: 30 },
        pass: Math.max(...recomputeRuns) <= 10 && get.p99_ms <= 30,
      },
      null,
      2,
    ),
  );
  await cleanup();
  process.exit(0);
} catch (error) {
  await fail(error);
}
