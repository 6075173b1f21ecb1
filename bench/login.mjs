// Login throughput vs the bare argon2 verify rate (same parallelism as the app's hashing pool, same run), and
// GET /api/profile p99 idle vs while logins flood. Starts the app on a temporary DATA_DIR, loopback only.
//
// The machine's speed drifts from one second to the next (a shared VM), so each comparison is interleaved: BENCH_ROUNDS
// rounds of (bare, flood) and of (idle probe, probe during a flood), each BENCH_SECONDS / BENCH_ROUNDS long, and the
// figures come from the totals of each side.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { hash } from '@node-rs/argon2';
import { keepAliveClient } from './keep-alive-client.mjs';
import { runGuard, sleep, startBenchApp } from './loopback.mjs';
import { loadAverage, machineLoad } from './machine-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const LOGIN_WORKERS = Number(process.env.BENCH_LOGIN_WORKERS ?? 8);
const PROFILE_RATE = Number(process.env.BENCH_PROFILE_RATE ?? 200);
const POOL = Number(process.env.ARGON2_CONCURRENCY) || Math.max(1, os.availableParallelism() - 1);
const PASSWORD = 'bench password for login 1';
const slice = SECONDS / ROUNDS;

const guard = runGuard('login', 300);
let port;

/**
 * A simulated browser: its own kept-alive connection (the load generator shares the app's two cores, so it uses the
 * light client) and a cookie jar for the session and XSRF-TOKEN, updated from every response.
 */
function browser() {
  const jar = new Map();
  const client = keepAliveClient(port);
  guard.cleanups.push(async () => client.close());
  const headers = () => {
    const xsrf = jar.get('XSRF-TOKEN');
    return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}) };
  };
  return {
    headers,
    async request(url, { method = 'GET', body = '' } = {}) {
      const res = await client.request(method, `/api${url}`, { 'content-type': 'application/json', ...headers() }, body);
      for (const [name, value] of res.headers) {
        if (name !== 'set-cookie') continue;
        const [pair] = value.split(';');
        const [key, ...rest] = pair.split('=');
        jar.set(key, rest.join('='));
      }
      return res;
    },
  };
}

/** GET /api/profile at a fixed rate, from its own thread so the flood's client work does not delay it. */
function probe(headers, seconds) {
  const worker = new Worker(new URL('./fixed-rate-probe.mjs', import.meta.url), {
    workerData: { port, path: '/api/profile', headers, seconds, rate: PROFILE_RATE },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * The bare rate: the app's own hashing thread code (server/modules/auth/argon2-worker.mjs), POOL threads started once
 * and kept busy back to back with nothing else running — the most the app's hashing could do. `run(seconds)`
 * returns the verifications finished in that time.
 */
function bareHashing(encoded) {
  const workerFile = new URL('../server/modules/auth/argon2-worker.mjs', import.meta.url);
  const threads = Array.from({ length: POOL }, () => new Worker(workerFile));
  guard.cleanups.push(async () => Promise.all(threads.map((thread) => thread.terminate())));
  return {
    run: (seconds) => {
      const deadline = Date.now() + seconds * 1000;
      return Promise.all(
        threads.map(
          (thread) =>
            new Promise((resolve) => {
              let done = 0;
              let inFlight = 0;
              const send = () => {
                inFlight++;
                thread.postMessage({ id: done + inFlight, op: 'verify', password: PASSWORD, hash: encoded });
              };
              const onMessage = () => {
                inFlight--;
                if (Date.now() < deadline) {
                  done++;
                  send();
                } else if (inFlight === 0) {
                  thread.off('message', onMessage);
                  resolve(done);
                }
              };
              thread.on('message', onMessage);
              send();
              send(); // one queued behind the running job, as in the app under load
            }),
        ),
      ).then((counts) => counts.reduce((sum, count) => sum + count, 0));
    },
  };
}

const percentile = (sorted, p) => +sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2);
const summary = (latencies, errors) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: percentile(sorted, 1), errors };
};

try {
  // As `npm start` runs it; the limiter's per-IP flood cap would stop a login flood from one address.
  ({ port } = await startBenchApp(guard.cleanups, {
    name: 'login',
    args: ['scripts/start.mjs'],
    env: { RATE_LIMIT_PER_MINUTE: '1000000000' },
    quiet: true,
  }));
  // One registered account per login worker, plus one reader for GET /api/profile.
  const accounts = [];
  for (let i = 0; i <= LOGIN_WORKERS; i++) {
    const b = browser();
    await b.request('/csrf-cookie');
    const email = `bench-${i}-${Date.now()}@example.test`;
    const res = await b.request('/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: `User ${i}`,
        email,
        phone: `55500${String(10000 + i)}`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.body}`);
    accounts.push({ b, email });
  }
  const reader = accounts.pop();
  const encoded = await hash(PASSWORD, { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });

  let failures = 0;
  /** Every worker logs in again and again for `seconds`; returns successful logins. */
  async function flood(seconds) {
    let count = 0;
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      accounts.map(async ({ b, email }) => {
        while (Date.now() < deadline) {
          const res = await b.request('/auth/login', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
          if (res.status === 200) count++;
          else failures++;
        }
      }),
    );
    return count;
  }

  // Warm-up: JIT, caches and the hashing threads (the app's and the bare ones), not measured.
  const bare = bareHashing(encoded);
  await bare.run(1);
  await Promise.all([flood(2), probe(reader.b.headers(), 2)]);
  await sleep(500);

  const loadBefore = loadAverage();
  let verifications = 0;
  let logins = 0;
  const idle = { latencies: [], errors: 0 };
  const busy = { latencies: [], errors: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    verifications += await bare.run(slice);
    logins += await flood(slice);
    const quiet = await probe(reader.b.headers(), slice);
    const [during] = await Promise.all([probe(reader.b.headers(), slice), flood(slice)]);
    idle.latencies.push(...quiet.latencies);
    idle.errors += quiet.errors;
    busy.latencies.push(...during.latencies);
    busy.errors += during.errors;
  }

  const idleSummary = summary(idle.latencies, idle.errors);
  const busySummary = summary(busy.latencies, busy.errors);
  console.log(
    JSON.stringify(
      {
        argon2_pool: POOL,
        rounds: ROUNDS,
        seconds_each_side: SECONDS,
        ...machineLoad(loadBefore),
        bare_argon2_verify_per_s: +(verifications / SECONDS).toFixed(1),
        login_per_s: +(logins / SECONDS).toFixed(1),
        login_failures: failures,
        login_ratio: +(logins / verifications).toFixed(3),
        profile_rate_per_s: PROFILE_RATE,
        profile_idle_ms: idleSummary,
        profile_during_flood_ms: busySummary,
        profile_p99_ratio: +(busySummary.p99 / idleSummary.p99).toFixed(2),
        targets: { login_ratio: '>= 0.9', profile_p99_ratio: '<= 2' },
      },
      null,
      2,
    ),
  );
  await guard.cleanup();
} catch (error) {
  await guard.fail(error);
}
