// Framework overhead: GET /api/config through the whole plugin stack (cookies, session, CSRF hook, security
// headers, rate limit, request id, zod response schema) vs a raw node:http server returning the same bytes.
// Both run as child processes; autocannon drives them one after the other in the same run, on loopback.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function freePort() {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-bench-'));
chmodSync(dataDir, 0o755);
const appPort = await freePort();
const app = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(appPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', RATE_LIMIT_PER_MINUTE: '1000000000', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const appUrl = `http://127.0.0.1:${appPort}/api/config`;
  const sample = await waitFor(appUrl);
  const body = await sample.text();
  const sampleHeaders = Object.fromEntries(sample.headers);
  // The raw server sends the same body and the same headers, so only the framework's work differs.
  const rawPort = await freePort();
  const raw = spawn(
    'node',
    [
      '-e',
      `const http=require('node:http');const body=Buffer.from(process.env.BODY);const headers=JSON.parse(process.env.HEADERS);
       http.createServer((req,res)=>{res.writeHead(200,{...headers,'content-length':body.length});res.end(body);}).listen(${rawPort},'127.0.0.1');`,
    ],
    {
      env: {
        ...process.env,
        BODY: body,
        HEADERS: JSON.stringify(Object.fromEntries(Object.entries(sampleHeaders).filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)))),
      },
      stdio: 'inherit',
    },
  );
  try {
    await waitFor(`http://127.0.0.1:${rawPort}/`);
    // A session cookie rides along, as in a browser: the session plugin sees it on every request.
    const cookieRes = await fetch(`http://127.0.0.1:${appPort}/api/csrf-cookie`);
    const cookie = cookieRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    await run(appUrl, { cookie }); // warm-up
    const rawResult = await run(`http://127.0.0.1:${rawPort}/`);
    const appResult = await run(appUrl, { cookie });
    const figures = {
      connections: CONNECTIONS,
      seconds: DURATION,
      raw: { rps: Math.round(rawResult.requests.average), p99_ms: rawResult.latency.p99 },
      app: { rps: Math.round(appResult.requests.average), p99_ms: appResult.latency.p99, non2xx: appResult.non2xx },
    };
    figures.rps_ratio = +(figures.app.rps / figures.raw.rps).toFixed(3);
    figures.p99_ratio = +(figures.app.p99_ms / Math.max(1, figures.raw.p99_ms)).toFixed(3);
    figures.targets = { rps_ratio: '>= 0.85', p99_ratio: '<= 1.3' };
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    raw.kill();
  }
} finally {
  app.kill('SIGINT');
  await new Promise((r) => app.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
