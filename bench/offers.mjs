// The letter of intent (issue #31): the PDF drawn from accepted terms by server/modules/offers/loi-document.ts with
// the shared renderer (PDFKit). The first render loads PDFKit (cold); after 5 warm-up renders, `--runs` renders one
// after another: wall time p50/p95/max, CPU per render and the size, with the load average. Target: warm ≤ 100 ms,
// ≤ 150 KB.
//
//   node --import tsx bench/offers.mjs [--runs 40]
import { parseArgs } from 'node:util';
import { renderLetterOfIntent } from '../server/modules/offers/loi-document.ts';
import { loadAverage, machineLoad } from './machine-load.mjs';

const { values: flags } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const RUNS = Number(flags.runs);

const content = {
  offerId: 42,
  version: 3,
  listing: { reference: 'LST-7K2M9Q4XRB', headline: 'Established estate planning and probate practice, suburban Boston' },
  buyer: { name: 'Bea Buyer', uniqueId: 'B-4821' },
  seller: { name: 'Sam Seller', uniqueId: 'S-1377' },
  terms: {
    scope: ['estate_planning', 'probate'],
    price: 1_250_000,
    cash_at_closing: 750_000,
    earnout: { percent: 25, months: 36 },
    transition_months: 12,
    contingencies: ['financing', 'due_diligence', 'malpractice_tail', 'staff_retention', 'lease_assignment', 'client_consents'],
    expires_on: '2026-12-31',
    note: 'The buyer asks to meet the two paralegals before closing.',
  },
  issuedAt: new Date('2026-11-27T12:00:00Z'),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;

const coldStart = performance.now();
await renderLetterOfIntent(content);
const cold = performance.now() - coldStart;
for (let i = 0; i < 5; i++) await renderLetterOfIntent(content);

const before = loadAverage();
const wall = [];
const cpu = [];
let size = 0;
for (let i = 0; i < RUNS; i++) {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  size = (await renderLetterOfIntent(content)).length;
  wall.push(performance.now() - start);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
}
wall.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      runs: RUNS,
      cold_ms: round(cold),
      wall_ms: { p50: round(percentile(wall, 50)), p95: round(percentile(wall, 95)), max: round(wall.at(-1)) },
      cpu_ms: { p50: round(percentile(cpu, 50)), max: round(cpu.at(-1)) },
      size_kb: round(size / 1024),
      target: { warm_ms: 100, size_kb: 150 },
      ...machineLoad(before),
    },
    null,
    2,
  ),
);
