// Valuations: (1) the estimate function's throughput (the pure function in contracts/, with its sensitivity table;
// target ≥ 50,000 evaluations/s), (2) the PDF report's render time and size (targets ≤ 2 s and ≤ 300 KB), and
// (3) POST /api/valuations/valuate p99 at 20 concurrent keep-alive clients (target ≤ 20 ms) against the app started
// as `npm start` runs it (scripts/start.mjs: the bundled server) on a fresh DATA_DIR, a signed-in seller made with SQL.
// The estimate is measured as esbuild bundles it for the browser and the server: run from source through tsx, every
// inner function is wrapped to keep its name, which costs about as much as the estimate itself.
//
//   node --import tsx bench/valuations.mjs [--seconds 10] [--max-seconds 180]
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ValuateInputSchema } from '../contracts/valuations/valuations.ts';
import { renderValuationReport } from '../server/modules/valuations/valuation-report.ts';
import { csrfTokenFor, sessionCookieName } from '../server/platform/http/session.plugin';
import { hashToken, newToken } from '../server/platform/session/session.store';
import { databaseUrl } from './bench-members.mjs';
import { round, runGuard, startBenchApp } from './loopback.mjs';

const { values: flags } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, 'max-seconds': { type: 'string', default: '180' } },
});
const SECONDS = Number(flags.seconds);
const CLIENTS = 20;

const bundleDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-estimate-bench-'));
await build({
  entryPoints: ['contracts/valuations/estimate.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: path.join(bundleDir, 'estimate.mjs'),
  logLevel: 'warning',
});
const { estimateValuation } = await import(pathToFileURL(path.join(bundleDir, 'estimate.mjs')).href);

const PROFILES = [
  {
    practice_areas: ['estate_planning'],
    gross_revenues: [900_000, 800_000, 700_000],
    sde: 300_000,
    largest_client_share: 6,
    repeat_referral_share: 70,
    owner_hours_share: 40,
    ratings: { firm_name_recognition: 4, office_setup: 3, data_reporting: 5 },
  },
  {
    practice_areas: ['personal_injury', 'civil_litigation'],
    state: 'TX',
    gross_revenues: [2_140_000, 1_865_000, 1_930_000],
    sde: 812_000,
    billing_mix: { hourly: 3, fixed: 5, contingency: 92 },
    open_cases: 138,
    open_cases_fees: 1_420_000,
  },
  { practice_areas: ['family'], gross_revenues: [412_000], sde: 168_000, owner_hours_share: 85 },
].map((profile) => ValuateInputSchema.parse(profile));

function estimateThroughput() {
  for (let i = 0; i < 5_000; i++) estimateValuation(PROFILES[i % PROFILES.length]);
  const started = performance.now();
  let evaluations = 0;
  while (performance.now() - started < 2_000) {
    for (let i = 0; i < 1_000; i++) estimateValuation(PROFILES[(evaluations + i) % PROFILES.length]);
    evaluations += 1_000;
  }
  return Math.round(evaluations / ((performance.now() - started) / 1000));
}

async function reportFigures() {
  const estimate = estimateValuation(PROFILES[1]);
  const content = {
    id: 1,
    title: 'Jennings Law Group',
    preparedFor: 'Harold Jennings',
    preparedBy: 'Rebecca Lindqvist',
    completedAt: new Date(),
    inputs: PROFILES[1],
    estimate,
    final: { low: 2_450_000, mid: 2_700_000, high: 2_950_000 },
    notes: 'We reviewed three years of statements and the open case list. '.repeat(12),
  };
  const times = [];
  let size = 0;
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    size = (await renderValuationReport(content)).length;
    times.push(performance.now() - started);
  }
  return {
    first_ms: round(times[0]),
    median_ms: round([...times].sort((a, b) => a - b)[5]),
    max_ms: round(Math.max(...times)),
    bytes: size,
  };
}

const { cleanups, cleanup, fail } = runGuard('valuations', Number(flags['max-seconds']));

async function valuateLatency() {
  const { baseUrl, dataDir } = await startBenchApp(cleanups, {
    name: 'valuations',
    args: ['scripts/start.mjs'],
    env: { RATE_LIMIT_PER_MINUTE: '100000000' },
    quiet: true,
  });
  const sql = postgres(databaseUrl(dataDir), { max: 1 });
  cleanups.push(() => sql.end());
  const [user] = await sql`
    insert into users (unique_id, first_name, last_name, email, phone, password_hash, user_type, has_accepted_terms, terms_accepted_at, email_verified_at, phone_verified_at)
    values ('LX-VBENCH1', 'Bench', 'Seller', 'bench-valuations@example.test', '5550000001', 'not-a-hash', 'selling', true, now(), now(), now()) returning id`;
  const token = newToken();
  await sql`insert into sessions (id, user_id, expires_at) values (${hashToken(token)}, ${user.id}, now() + interval '2 hours')`;
  const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
  const csrf = csrfTokenFor(secret, token);
  const options = {
    url: `${baseUrl}/api/valuations/valuate`,
    method: 'POST',
    connections: CLIENTS,
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': csrf,
      cookie: `${sessionCookieName(false)}=${token}; XSRF-TOKEN=${csrf}`,
    },
    requests: PROFILES.map((profile) => ({ body: JSON.stringify(profile) })),
  };
  await autocannon({ ...options, duration: 3 }); // warm-up
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  return {
    clients: CLIENTS,
    seconds: SECONDS,
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
  };
}

try {
  const loadAtStart = os.loadavg().map(round);
  const estimate_per_second = estimateThroughput();
  const report = await reportFigures();
  const valuate = await valuateLatency();
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        load_average_at_start: loadAtStart,
        load_average_at_end: os.loadavg().map(round),
        estimate_evaluations_per_second: estimate_per_second,
        estimate_target_met: estimate_per_second >= 50_000,
        report,
        report_target_met: report.max_ms <= 2000 && report.bytes <= 300 * 1024,
        valuate,
        valuate_target_met: valuate.p99_ms <= 20,
      },
      null,
      2,
    ),
  );
  await cleanup();
} catch (error) {
  await fail(error);
}
