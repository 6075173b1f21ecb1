// GET /api/config on several built trees (a private clone per commit, `npm run build` in each, node_modules linked)
// and one raw node:http server answering the same bytes, in alternated rounds (issue #36: which commit costs what),
// with req/s and each server process's CPU per request (/proc/<pid>/stat utime+stime over the round ÷ requests),
// which depends far less on the machine's load than req/s does. Each app as overhead.mjs starts it (session cookie sent).
// usage: node bench/overhead-ab.mjs old=/tmp/clone-a new=/tmp/clone-b,METRICS_PORT=0,NODEARGS=--trace-gc
//        env ROUNDS (3), SECONDS (10), PROF=1 (--cpu-prof into /tmp/overhead-ab/prof-<name>)
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, registerBenchMember, waitForOk } from './loopback.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 10);
const trees = process.argv.slice(2).map((arg) => {
  const [head, ...extra] = arg.split(',');
  const [name, dir] = head.split('=');
  return { name, dir, env: Object.fromEntries(extra.map((kv) => kv.split('='))) };
});
const TICK = 100; // USER_HZ
const load = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

const cpuTicks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
function run(url, headers) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration: SECONDS, headers }, (e, r) => (e ? reject(e) : resolve(r))),
  );
}
async function measure(target, headers) {
  const before = cpuTicks(target.pid);
  const result = await run(target.url, headers);
  const ticks = cpuTicks(target.pid) - before;
  const requests = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    cpu_us_per_req: +((ticks * (1e6 / TICK)) / requests).toFixed(1),
    non2xx: result.non2xx,
  };
}

const PER_REQUEST = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'set-cookie', 'x-request-id'];
const RAW = `
const http = require('node:http');
const { randomBytes } = require('node:crypto');
const headers = JSON.parse(process.env.HEADERS);
const prefix = randomBytes(9).toString('base64url');
let sequence = 0;
const body = process.env.BODY;
http.createServer((req, res) => {
  res.writeHead(200, { ...headers, 'x-request-id': prefix + '-' + (++sequence).toString(36), 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.RAW_PORT), '127.0.0.1');
`;

const children = [];
const dataDirs = [];
mkdirSync('/tmp/overhead-ab', { recursive: true });
try {
  const apps = [];
  for (const tree of trees) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e-ab-'));
    chmodSync(dataDir, 0o755);
    dataDirs.push(dataDir);
    const port = await freePort();
    const args = [...(tree.env.NODEARGS ? tree.env.NODEARGS.split(' ') : []), 'scripts/start.mjs'];
    if (process.env.PROF) {
      const dir = `/tmp/overhead-ab/prof-${tree.name}`;
      mkdirSync(dir, { recursive: true });
      args.unshift('--cpu-prof', `--cpu-prof-dir=${dir}`);
    }
    const child = spawn('node', args, {
      cwd: tree.dir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        NODE_ENV: 'production',
        METRICS_PORT: process.env.METRICS_OFF ? '0' : String(await freePort()),
        ...tree.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.pipe((await import('node:fs')).createWriteStream(`/tmp/overhead-ab/out-${tree.name}.log`));
    children.push(child);
    const url = `http://127.0.0.1:${port}/api/config`;
    apps.push({ name: tree.name, url, pid: child.pid, child, base: `http://127.0.0.1:${port}` });
  }
  const samples = [];
  for (const app of apps) {
    const sample = await waitForOk(app.url);
    samples.push({ body: await sample.text(), headers: Object.fromEntries([...sample.headers].filter(([n]) => !PER_REQUEST.includes(n))) });
    // a member's session cookie, as overhead.mjs sends
    app.headers = await registerBenchMember(app.base, {
      email: `ab-${app.name}-${Date.now()}@example.test`,
      password: 'bench password for overhead 1',
    });
  }
  for (const [i, s] of samples.entries()) console.error(apps[i].name, 'headers', JSON.stringify(s.headers));
  const rawPort = await freePort();
  const last = samples.at(-1);
  const raw = spawn('node', ['-e', RAW], {
    env: { ...process.env, BODY: last.body, HEADERS: JSON.stringify(last.headers), RAW_PORT: String(rawPort) },
    stdio: 'inherit',
  });
  children.push(raw);
  const rawTarget = { name: 'raw', url: `http://127.0.0.1:${rawPort}/`, pid: raw.pid, headers: apps.at(-1).headers };
  await waitForOk(rawTarget.url);
  const targets = [rawTarget, ...apps];
  for (const t of targets) await run(t.url, t.headers); // warm-up
  const results = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...targets].reverse() : targets;
    const line = { round, load_before: load() };
    for (const t of order) {
      const m = await measure(t, t.headers);
      results[t.name].push(m);
      line[t.name] = m;
    }
    line.load_after = load();
    for (const app of apps) line[`${app.name}_ratio`] = +(line[app.name].rps / line.raw.rps).toFixed(3);
    console.log(JSON.stringify(line));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = {};
  for (const [name, list] of Object.entries(results)) {
    summary[name] = {
      rps_median: median(list.map((m) => m.rps)),
      cpu_us_median: median(list.map((m) => m.cpu_us_per_req)),
      cpu_us: list.map((m) => m.cpu_us_per_req),
    };
  }
  console.log(JSON.stringify({ summary }));
} finally {
  for (const c of children) c.kill('SIGINT');
  await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r)))));
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
}
