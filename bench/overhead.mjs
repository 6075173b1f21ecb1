// Framework overhead, two comparisons in one run (issue #18):
// 1. GET /api/config through the whole plugin stack (cookies, session, CSRF hook, security headers, rate limit, request
//    id, zod response schema) vs a raw node:http server returning the same bytes and headers;
// 2. a signed-in GET /api/profile (the session statement, access check, zod response schema) vs a raw node:http
//    server running the same statement through the same driver (postgres.js, prepared) on the same database and
//    answering the same bytes and headers.
// App and raw servers run as child processes; autocannon drives each in turn, on loopback. The machine's load average
// before and after is printed with the figures, and "loaded" when it exceeded the number of cores.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadAverage, machineLoad } from './machine-load.mjs';
import { freePort, registerBenchMember, waitForOk } from './loopback.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PASSWORD = 'bench password for overhead 1';

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const PER_REQUEST = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'set-cookie', 'x-request-id'];
const fixedHeaders = (response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST.includes(name)));

// The raw servers: the same headers as the app's response (a request id each time, as the app sends), and either a
// fixed body or the profile read with the session statement.
const RAW_SERVER = `
const http = require('node:http');
const { createHash, randomBytes } = require('node:crypto');
const headers = JSON.parse(process.env.HEADERS);
const prefix = randomBytes(9).toString('base64url');
let sequence = 0;
const send = (res, body) => {
  res.writeHead(200, { ...headers, 'x-request-id': prefix + '-' + (++sequence).toString(36), 'content-length': Buffer.byteLength(body) });
  res.end(body);
};
let handler;
if (process.env.BODY) {
  const body = process.env.BODY; // read once: process.env is a slow getter, and the raw side must be the best raw
  handler = (req, res) => send(res, body);
} else {
  const sql = require(process.env.POSTGRES)(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
  const cookieName = 'lexchange_session=';
  const iso = (value) => (value ? value.toISOString() : null);
  handler = async (req, res) => {
    const cookie = req.headers.cookie ?? '';
    const start = cookie.indexOf(cookieName);
    const token = start < 0 ? '' : cookie.slice(start + cookieName.length).split(';')[0];
    const id = createHash('sha256').update(token).digest('hex');
    const [row] = await sql\`select s.id, s.user_id, s.impersonator_id, s.data, s.created_at, s.last_seen_at, s.expires_at, u.*
      from sessions s left join users u on u.id = s.user_id where s.id = \${id} limit 1\`;
    if (!row || row.expires_at <= new Date()) { res.writeHead(401); res.end(); return; }
    const name = (row.first_name + ' ' + row.last_name).trim();
    send(res, JSON.stringify({
      id: row.user_id, image: null, first_name: row.first_name, last_name: row.last_name, name, email: row.email, phone: row.phone,
      full_name: name, unique_id: row.unique_id, role: row.role, user_type: row.user_type, has_accepted_terms: row.has_accepted_terms,
      completed_survey: row.completed_survey, email_verified_at: iso(row.email_verified_at), phone_verified_at: iso(row.phone_verified_at),
      active: row.active, two_factor_enabled: Boolean(row.two_factor_confirmed_at && row.two_factor_secret), verification_level: row.verification_level,
    }));
  };
}
http.createServer(handler).listen(Number(process.env.RAW_PORT), '127.0.0.1');
`;

async function startRaw(env) {
  const port = await freePort();
  const child = spawn('node', ['-e', RAW_SERVER], { env: { ...process.env, ...env, RAW_PORT: String(port) }, stdio: 'inherit' });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The app's figures against the raw server's in PAIRS short pairs, the order alternating (raw first, then app first):
 * on this shared 2-core machine the raw server alone drifts by a quarter within minutes, so one long run of each
 * measured the drift as much as the app. The ratio is the median of the pairs' ratios, and every pair's is printed.
 */
async function compare(appUrl, rawUrl, headers) {
  await run(appUrl, headers); // warm-up, both sides
  await run(rawUrl, headers);
  const pairs = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const sides = pair % 2 ? ['app', 'raw'] : ['raw', 'app'];
    const result = {};
    for (const side of sides) result[side] = await run(side === 'app' ? appUrl : rawUrl, headers);
    pairs.push(result);
  }
  const figures = (side) => ({
    rps: Math.round(median(pairs.map((pair) => pair[side].requests.average))),
    p50_ms: median(pairs.map((pair) => pair[side].latency.p50)),
    p99_ms: median(pairs.map((pair) => pair[side].latency.p99)),
    non2xx: pairs.reduce((sum, pair) => sum + pair[side].non2xx, 0),
  });
  const ratios = pairs.map((pair) => +(pair.app.requests.average / pair.raw.requests.average).toFixed(3));
  const raw = figures('raw');
  const app = figures('app');
  return {
    raw,
    app,
    rps_ratio: median(ratios),
    rps_ratios: ratios,
    p99_ratio: +(app.p99_ms / Math.max(1, raw.p99_ms)).toFixed(3),
  };
}

const loadBefore = loadAverage();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-bench-'));
chmodSync(dataDir, 0o755);
const appPort = await freePort();
const appBase = `http://127.0.0.1:${appPort}`;
const app = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    APP_URL: appBase,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    // One session sends tens of thousands of requests a second here: the flood limit still runs and counts every one
    // (its cost is part of the figure), only its budget is out of reach.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const raws = [];
try {
  const sample = await waitForOk(`${appBase}/api/config`);
  const configBody = await sample.text();

  // A registered member (no demo data): the session cookie rides along on both comparisons, as in a browser.
  const headers = await registerBenchMember(appBase, { email: `bench-overhead-${Date.now()}@example.test`, password: PASSWORD });
  const profileSample = await waitForOk(`${appBase}/api/profile`, { headers });
  await profileSample.text();

  // The embedded PostgreSQL the app started (its port is in postmaster.pid), reached the way the app reaches it.
  const pgPort = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const rawConfig = await startRaw({ BODY: configBody, HEADERS: JSON.stringify(fixedHeaders(sample)) });
  const rawProfile = await startRaw({
    HEADERS: JSON.stringify(fixedHeaders(profileSample)),
    // As the app's own role, with the password generated per install (db/embedded-credentials.ts, db/app-role.ts).
    DATABASE_URL: `postgres://lexchange_app:${encodeURIComponent(readFileSync(path.join(dataDir, 'db-app-password'), 'utf8').trim())}@127.0.0.1:${pgPort}/lexchange`,
    POSTGRES: path.join(root, 'node_modules/postgres/cjs/src/index.js'),
  });
  raws.push(rawConfig, rawProfile);
  await waitForOk(`${rawConfig.url}/`);
  const rawProfileCheck = await waitForOk(`${rawProfile.url}/`, { headers });
  if ((await rawProfileCheck.text()) !== (await (await fetch(`${appBase}/api/profile`, { headers })).text())) {
    throw new Error('the raw profile server does not answer the same body as the app');
  }

  const config = await compare(`${appBase}/api/config`, `${rawConfig.url}/`, headers);
  const profile = await compare(`${appBase}/api/profile`, `${rawProfile.url}/`, headers);
  const figures = {
    connections: CONNECTIONS,
    seconds: DURATION,
    pairs: PAIRS,
    ...machineLoad(loadBefore),
    config,
    profile,
    targets: { config: { rps_ratio: '>= 0.85', p99_ratio: '<= 1.3' }, profile: { rps_ratio: '>= 0.75' } },
  };
  console.log(JSON.stringify(figures, null, 2));
} finally {
  for (const raw of raws) raw.stop();
  app.kill('SIGINT');
  await new Promise((r) => app.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
