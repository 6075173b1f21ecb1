// Real-time fan-out: raw Pusher-protocol-7 clients, each its own user on its own private channel.
//   1. Delivery latency: N subscribed sockets (default 1,000), one notification published to each in a burst,
//      through PostgreSQL NOTIFY as another app instance would; p50/p95/p99 from publish call to frame received.
//   2. RSS per idle connection: the app's RSS before and after M subscribed, idle sockets (default 10,000).
// Users and sessions are made in bulk with SQL; subscriptions are signed with the realtime secret from DATA_DIR.
//
//   node --import tsx bench/realtime-fanout.mjs [--clients 1000] [--idle 10000] [--max-seconds 300]
//   node --import tsx bench/realtime-fanout.mjs --url http://127.0.0.1:3000 --data-dir ./data [--database-url URL]
//
// Each socket is one file descriptor on each side: `ulimit -n` must exceed M + a few hundred (raise it with
// `ulimit -n 20000` in the shell that starts the bench or the app). Loopback only; the whole run is time-bounded.
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { URLSearchParams } from 'node:url';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import WebSocket from 'ws';
import { csrfTokenFor, sessionCookieName } from '../server/platform/http/session.plugin';
import { createPgFanout } from '../server/platform/realtime/pg-fanout';
import { eventFrame } from '../server/platform/realtime/protocol';
import { hashToken, newToken } from '../server/platform/session/session.store';
import { databaseUrl as embeddedDatabaseUrl } from './bench-members.mjs';
import { round, runGuard, sleep, startBenchApp } from './loopback.mjs';

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    idle: { type: 'string', default: '10000' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'max-seconds': { type: 'string', default: '300' },
  },
});
const CLIENTS = Number(flags.clients);
const IDLE = Number(flags.idle);
const OPEN_CONCURRENCY = 250;

const { cleanups, cleanup, fail } = runGuard('realtime-fanout', Number(flags['max-seconds']));

function rssKb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, ''));
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The app under test: started here on a fresh DATA_DIR, or one already running (--url). */
async function startApp() {
  if (flags.url) {
    const dataDir = flags['data-dir'];
    if (!dataDir) throw new Error('--url needs --data-dir (for the realtime secret, the session secret and app.pid)');
    return { baseUrl: flags.url.replace(/\/$/, ''), dataDir, pid: Number(readFileSync(path.join(dataDir, 'app.pid'), 'utf8')) };
  }
  return startBenchApp(cleanups, { name: 'realtime' });
}

function databaseUrl(dataDir) {
  return flags['database-url'] ?? embeddedDatabaseUrl(dataDir);
}

/** Fully onboarded users and a session for each, in two statements. */
async function createUsers(sql, count) {
  const tag = randomBytes(4).toString('hex');
  const rows = await sql`
    insert into users (unique_id, first_name, last_name, email, phone, password_hash, user_type, has_accepted_terms,
                       terms_accepted_at, email_verified_at, phone_verified_at)
    select 'LX-B' || upper(${tag}) || i, 'Bench', 'User ' || i, 'bench-' || ${tag} || '-' || i || '@example.test',
           '555' || lpad(i::text, 7, '0'), 'not-a-hash', 'buying', true, now(), now(), now()
    from generate_series(1, ${count}::int) as i
    returning id`;
  const tokens = rows.map(() => newToken());
  await sql`
    insert into sessions (id, user_id, expires_at)
    select * from unnest(${tokens.map(hashToken)}::text[], ${rows.map((row) => row.id)}::int[], array_fill(now() + interval '2 hours', array[${count}::int]))`;
  return rows.map((row, i) => ({ id: row.id, token: tokens[i] }));
}

/** One raw protocol-7 socket subscribed to its user's channel; `onNotification` sees each event frame. */
function subscribe(wsUrl, key, secret, userId, onNotification) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    const channel = `private-user.${userId}`;
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.event === 'notification') onNotification(frame);
      else if (frame.event === 'pusher:connection_established') {
        const socketId = JSON.parse(frame.data).socket_id;
        const auth = `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`;
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { auth, channel } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') resolve(ws);
      else if (frame.event === 'pusher:subscription_error' || frame.event === 'pusher:error') reject(new Error(frame.data));
      else if (frame.event === 'pusher:ping') ws.send('{"event":"pusher:pong","data":{}}');
    });
  });
}

async function openAll(users, open) {
  const sockets = [];
  for (let i = 0; i < users.length; i += OPEN_CONCURRENCY) {
    sockets.push(...(await Promise.all(users.slice(i, i + OPEN_CONCURRENCY).map(open))));
  }
  return sockets;
}

async function closeAll(sockets) {
  await Promise.all(sockets.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
}

/** The HTTP endpoint signs what the bench signs: checked on a few sessions, not N calls. */
async function checkAuthEndpoint(baseUrl, dataDir, key, secret, users) {
  const sessionSecret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
  for (const user of users.slice(0, 3)) {
    const csrf = csrfTokenFor(sessionSecret, user.token);
    const channel = `private-user.${user.id}`;
    const response = await fetch(`${baseUrl}/api/broadcasting/auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-xsrf-token': csrf,
        cookie: `${sessionCookieName(baseUrl.startsWith('https'))}=${user.token}; XSRF-TOKEN=${csrf}`,
      },
      body: new URLSearchParams({ socket_id: '123.456', channel_name: channel }),
    });
    const expected = `${key}:${createHmac('sha256', secret).update(`123.456:${channel}`).digest('hex')}`;
    const body = await response.json();
    if (body.auth !== expected) throw new Error(`auth endpoint disagrees: ${response.status} ${JSON.stringify(body)}`);
  }
}

/**
 * Publishes one notification to each user, all at once (spreadMs 0) or evenly over spreadMs, and times each from
 * its publish call to its frame reaching the client.
 */
async function measureDelivery(publisher, users, received, spreadMs) {
  const latencies = [];
  const started = performance.now();
  const publishes = [];
  for (const [i, user] of users.entries()) {
    const due = started + (spreadMs * i) / users.length;
    if (due > performance.now() + 1) await sleep(due - performance.now());
    const frame = eventFrame(user.id, 'notification', {
      id: i + 1,
      subject: 'you have a message',
      body: 'A buyer wrote to you about your listing.',
      url: '/messages',
      created_at: new Date().toISOString(),
    });
    const sentAt = performance.now();
    received.set(user.id, () => latencies.push(performance.now() - sentAt));
    publishes.push(publisher.publish(user.id, frame));
  }
  await Promise.all(publishes);
  const publishMs = performance.now() - started;
  const until = Date.now() + 10_000;
  while (latencies.length < users.length && Date.now() < until) await sleep(20);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    delivered: sorted.length,
    publish_ms: round(publishMs),
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted.at(-1)),
  };
}

async function main() {
  const loadAtStart = os.loadavg().map(round);
  const { baseUrl, dataDir, pid } = await startApp();
  const secret = readFileSync(path.join(dataDir, 'realtime-secret'), 'utf8').trim();
  const { realtime } = await (await fetch(`${baseUrl}/api/config`)).json();
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/app/${realtime.key}?protocol=7&client=bench&version=1`;
  const dbUrl = databaseUrl(dataDir);
  const sql = postgres(dbUrl, { max: 10, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 5 }));
  const fdLimit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout);
  if (fdLimit < IDLE + 500) console.warn(`ulimit -n is ${fdLimit}: raise it above ${IDLE + 500} for ${IDLE} sockets`);

  const users = await createUsers(sql, Math.max(CLIENTS, IDLE));
  await checkAuthEndpoint(baseUrl, dataDir, realtime.key, secret, users);

  // 1. Delivery latency: one notification to each of N clients all at once, then N more spread over a second.
  const received = new Map();
  const latencySockets = await openAll(users.slice(0, CLIENTS), (user) =>
    subscribe(wsUrl, realtime.key, secret, user.id, () => received.get(user.id)?.()),
  );
  const publisher = createPgFanout({ sql, url: dbUrl });
  // Open the publisher's pool connections before the clock starts: SCRAM logins are not delivery time.
  await Promise.all(Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`));
  await sleep(2000); // let the work of opening the sockets settle
  const burst = await measureDelivery(publisher, users.slice(0, CLIENTS), received, 0);
  await sleep(1000);
  const paced = await measureDelivery(publisher, users.slice(0, CLIENTS), received, 1000);
  await closeAll(latencySockets);
  await sleep(3000);

  // 2. RSS per idle, subscribed connection.
  const rssBefore = rssKb(pid);
  const openedAt = performance.now();
  const idleSockets = await openAll(users.slice(0, IDLE), (user) => subscribe(wsUrl, realtime.key, secret, user.id, () => {}));
  const openSeconds = (performance.now() - openedAt) / 1000;
  await sleep(5000);
  const rssIdle = rssKb(pid);
  await closeAll(idleSockets);

  const perConnectionKb = (rssIdle - rssBefore) / IDLE;
  const result = {
    measured_at: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; app, PostgreSQL and clients share them`,
    load_average_at_start: loadAtStart,
    latency: { clients: CLIENTS, target: 'p95 < 100 ms', burst, paced_over_1s: paced },
    idle: {
      connections: IDLE,
      open_seconds: round(openSeconds),
      rss_before_mb: round(rssBefore / 1024),
      rss_idle_mb: round(rssIdle / 1024),
      rss_per_connection_kb: round(perConnectionKb),
      target: '<= 10 KB',
    },
  };
  console.log(JSON.stringify(result, null, 2));
  await cleanup();
  const ok = burst.delivered === CLIENTS && paced.delivered === CLIENTS && burst.p95_ms < 100 && perConnectionKb <= 10;
  process.exit(ok ? 0 : 2);
}

main().catch(fail);
