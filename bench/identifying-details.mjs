// The identifying-details check of a listing's public face (contracts/public-face/identifying-details.ts, issue #33):
// time to check one 5,000-character field, bundled by esbuild as the browser and the server run it (from source
// through tsx every inner function is wrapped, which would measure tsx). Three texts: harmless prose, prose with a
// dozen hits spread through it, and digits and punctuation (the phone and bar-number patterns' worst case).
// Target: ≤ 5 ms per field. Wall time per check (p50, p99, max) and CPU time per check; on a loaded machine the p99
// and max of the wall time measure preemption, so the load average is printed beside them.
//
//   node bench/identifying-details.mjs [--runs 2000]
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const { values: flags } = parseArgs({ options: { runs: { type: 'string', default: '2000' } } });
const RUNS = Number(flags.runs);

const bundleDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-identifying-bench-'));
await build({
  stdin: {
    contents: `export { findIdentifyingDetails } from './contracts/public-face/identifying-details.ts';
      export { CORPUS_FIRM } from './contracts/public-face/identifying-details.fixture.ts';`,
    resolveDir: process.cwd(),
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: path.join(bundleDir, 'check.mjs'),
  logLevel: 'warning',
});
const { findIdentifyingDetails, CORPUS_FIRM: firm } = await import(pathToFileURL(path.join(bundleDir, 'check.mjs')).href);

const fill = (unit) => unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
const texts = {
  harmless: fill(
    'Established family law practice in the East Valley: divorce, custody and support, 70% fixed fees, 2,400 clients, revenue up since 2019. ',
  ),
  hits: fill(
    'A family practice. Call Denise at (602) 555-0119, write to denise@alvarezlaw.com or see www.alvarezlaw.com; 123 Main St, Mesa; Bar No. 031415. Alvarez Family Law PLLC. ',
  ),
  digits: fill('1 2 3 4 5 6 7 8 9 0 - . ( ) 555 0119 602 2019-2021 $1,250,000 85 % bar 12 '),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 1000) / 1000;
const results = {};
for (const [name, text] of Object.entries(texts)) {
  for (let i = 0; i < 200; i++) findIdentifyingDetails({ headline: text, metro: 'Greater Phoenix' }, firm); // warm-up
  const times = [];
  let hits = 0;
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    hits = findIdentifyingDetails({ description: text, metro: 'Greater Phoenix' }, firm).length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  results[name] = {
    chars: text.length,
    hits,
    p50_ms: round(percentile(times, 50)),
    p99_ms: round(percentile(times, 99)),
    max_ms: round(times.at(-1)),
    // CPU time per check (user + system): what the check costs, whatever else the machine runs.
    cpu_ms_per_check: round((cpu.user + cpu.system) / 1000 / RUNS),
  };
}
const worst = Math.max(...Object.values(results).map((result) => result.cpu_ms_per_check));
console.log(JSON.stringify({ runs: RUNS, loadavg: os.loadavg().map(round), results, target_ms: 5, met: worst <= 5 }, null, 2));
