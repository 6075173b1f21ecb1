// The letter of intent (issue #31): the PDF drawn from accepted terms by server/modules/offers/loi-document.ts with
// the shared renderer (PDFKit). The first render loads PDFKit (cold); after 5 warm-up renders, `--runs` renders one
// after another: wall time p50/p95/max, CPU per render and the size, with the load average. Target: warm ≤ 100 ms,
// ≤ 150 KB.
//
//   node --import tsx bench/offers.mjs [--runs 40]
import { parseArgs } from 'node:util';
import { renderLetterOfIntent } from '../server/modules/offers/loi-document.ts';
import { loadAverage, machineLoad } from './machine-load.mjs';
import { round, timedRuns } from './timed-runs.mjs';

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

const coldStart = performance.now();
await renderLetterOfIntent(content);
const cold = performance.now() - coldStart;
for (let i = 0; i < 5; i++) await renderLetterOfIntent(content);

const before = loadAverage();
const { last, wall_ms, cpu_ms } = await timedRuns(RUNS, () => renderLetterOfIntent(content));
console.log(
  JSON.stringify(
    {
      runs: RUNS,
      cold_ms: round(cold),
      wall_ms,
      cpu_ms,
      size_kb: round(last.length / 1024),
      target: { warm_ms: 100, size_kb: 150 },
      ...machineLoad(before),
    },
    null,
    2,
  ),
);
