// Login throughput vs the bare argon2 verify rate (same parallelism as the app's hashing pool, same run), and
// GET /api/profile p99 idle vs while logins flood. Starts the app on a temporary DATA_DIR, loopback only.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { hash } from '@node-rs/argon2';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LOGIN_WORKERS = Number(process.env.BENCH_LOGIN_WORKERS ?? 8);
const POOL = Number(process.env.ARGON2_CONCURRENCY) || Math.max(1, os.availableParallelism() - 1);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PASSWORD = 'bench password for login 1';

const port = await new Promise((resolve) => {
  const s = http.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = s.address();
    s.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;

/** The load generator shares the app's two cores, so it uses plain node:http on kept-alive sockets (fetch costs ~5× more). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A tiny cookie jar per simulated browser: session + XSRF-TOKEN, updated from every response. */
function browser() {
  const jar = new Map();
  return {
    headers() {
      const xsrf = jar.get('XSRF-TOKEN');
      return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}) };
    },
    /** Sends a request; resolves with the status and body text. */
    request(url, { method = 'GET', body } = {}) {
      return new Promise((resolve, reject) => {
        const req = http.request(base + url, { method, agent, headers: { 'content-type': 'application/json', ...this.headers() } }, (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';');
            const [name, ...value] = pair.split('=');
            jar.set(name, value.join('='));
          }
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    },
  };
}

const PROFILE_RATE = Number(process.env.BENCH_PROFILE_RATE ?? 200);

/** GET /api/profile at a fixed rate, from its own thread so the flood's client work does not delay it. */
function probe(url, headers, seconds) {
  const worker = new Worker(new URL('./fixed-rate-probe.mjs', import.meta.url), { workerData: { url, headers, seconds, rate: PROFILE_RATE } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * The bare rate: the app's own hashing thread code (server/modules/auth/argon2-worker.mjs), POOL threads kept
 * busy back to back with nothing else running — the most the app's hashing could do.
 */
async function bareArgon2Rate(seconds) {
  const encoded = await hash(PASSWORD, { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
  const workerFile = new URL('../server/modules/auth/argon2-worker.mjs', import.meta.url);
  let done = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: POOL }, () => {
      const worker = new Worker(workerFile);
      return new Promise((resolve) => {
        let id = 0;
        const send = () => worker.postMessage({ id: ++id, op: 'verify', password: PASSWORD, hash: encoded });
        worker.on('message', () => {
          done++;
          if (Date.now() < deadline) send();
          else worker.terminate().then(resolve);
        });
        send();
        send(); // one queued behind the running job, as in the app under load
      });
    }),
  );
  return done / seconds;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-login-bench-'));
chmodSync(dataDir, 0o755);
const app = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '1000000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // One registered account per login worker, plus one reader for GET /api/profile.
  const accounts = [];
  for (let i = 0; i <= LOGIN_WORKERS; i++) {
    const b = browser();
    await b.request('/api/csrf-cookie');
    const email = `bench-${i}-${Date.now()}@example.test`;
    const res = await b.request('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ first_name: 'Bench', last_name: `User ${i}`, email, phone: `55500${String(10000 + i)}`, password: PASSWORD, password_confirmation: PASSWORD }),
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    accounts.push({ b, email });
  }
  const reader = accounts.pop();

  const bare = await bareArgon2Rate(SECONDS);
  await probe(`${base}/api/profile`, reader.b.headers(), 2); // warm-up: JIT and caches, not measured
  const idle = await probe(`${base}/api/profile`, reader.b.headers(), SECONDS);

  /** Every worker logs in again and again for `seconds`; returns successful logins. */
  async function flood(seconds) {
    let count = 0;
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      accounts.map(async ({ b, email }) => {
        while (Date.now() < deadline) {
          const res = await b.request('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
          if (res.status === 200) count++;
          else failures++;
        }
      }),
    );
    return count;
  }
  let failures = 0;
  // Throughput with logins alone, then GET /api/profile latency while the same flood runs.
  const logins = await flood(SECONDS);
  const [busy] = await Promise.all([probe(`${base}/api/profile`, reader.b.headers(), SECONDS), flood(SECONDS)]);

  const loginRate = logins / SECONDS;
  console.log(
    JSON.stringify(
      {
        argon2_pool: POOL,
        bare_argon2_verify_per_s: +bare.toFixed(1),
        login_per_s: +loginRate.toFixed(1),
        login_failures: failures,
        login_ratio: +(loginRate / bare).toFixed(3),
        profile_rate_per_s: PROFILE_RATE,
        profile_idle_ms: idle,
        profile_during_flood_ms: busy,
        profile_p99_ratio: +(busy.p99 / idle.p99).toFixed(2),
        targets: { login_ratio: '>= 0.9', profile_p99_ratio: '<= 2' },
      },
      null,
      2,
    ),
  );
} finally {
  agent.destroy();
  app.kill('SIGINT');
  await new Promise((r) => app.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
