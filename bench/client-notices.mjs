// Client notices (issue #32): the letters of 1,000 clients as one PDF (each client's sealed row opened, its answer
// link signed, its letter drawn by server/modules/client-notices/notice-letters-pdf.ts with the shared renderer), and
// their 1,000 e-mails built and handed to the mail queue (pg-boss on the embedded database, as the app runs it).
// `--runs` of each after one warm-up: wall p50/max, the PDF's size, with the load average. Target: PDF ≤ 5 s and
// ≤ 5 MB; e-mails queued ≤ 2 s.
//
//   node --import tsx bench/client-notices.mjs [--runs 5]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, runMigrations } from '../server/platform/db/database.ts';
import { startEmbeddedDatabase } from '../server/platform/db/embedded.ts';
import { createPgBossJobs } from '../server/platform/jobs/pg-boss-jobs.ts';
import { answerToken, answerUrl } from '../server/modules/client-notices/answer-link.ts';
import { openClient, sealClient } from '../server/modules/client-notices/client-sealing.ts';
import { DEFAULT_LETTER_TEMPLATE } from '../server/modules/client-notices/notice-letter.ts';
import { renderNoticeLetters } from '../server/modules/client-notices/notice-letters-pdf.ts';
import { enqueueMails, noticeMail } from '../server/modules/client-notices/notice-sending.ts';
import { loadAverage, machineLoad } from './machine-load.mjs';

const { values: flags } = parseArgs({ options: { runs: { type: 'string', default: '5' }, clients: { type: 'string', default: '1000' } } });
const RUNS = Number(flags.runs);
const CLIENTS = Number(flags.clients);
const SECRET = 'bench-secret-0123456789abcdef0123456789';
const APP_URL = 'https://lexchange.example';

const rows = Array.from({ length: CLIENTS }, (_, position) => ({
  dealId: 7,
  position,
  ...sealClient(SECRET, 7, position, {
    name: `Client ${position} Whitfield-Ramos`,
    email: `client.${position}@example.com`,
    address: `${100 + position} Larimer Street, Suite ${position % 40}, Denver, CO 80202`,
    matter: ['Estate plan', 'Trust administration', 'Probate', 'LLC formation'][position % 4],
  }),
}));
const letters = () =>
  rows.map((row, index) => ({
    client: openClient(SECRET, row),
    buyer: 'Elena Petrova of Petrova Legal Group',
    seller: 'Thomas Mercer',
    windowFrom: 'receipt',
    answerUrl: answerUrl(APP_URL, answerToken(SECRET, 1000 + index, '2027-03-01')),
  }));

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Math.round(sorted[Math.floor(sorted.length / 2)]), max: Math.round(sorted.at(-1)), all: values.map(Math.round) };
};

const before = loadAverage();
const pdfTimes = [];
const pdfCpu = [];
let size = 0;
for (let run = 0; run <= RUNS; run++) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const pdf = await renderNoticeLetters({ template: DEFAULT_LETTER_TEMPLATE, date: new Date('2026-11-27T12:00:00Z'), letters: letters() });
  const used = process.cpuUsage(cpu);
  if (run > 0) {
    pdfTimes.push(performance.now() - start);
    pdfCpu.push((used.user + used.system) / 1000);
  }
  size = pdf.length;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-notices-bench-'));
chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir, () => {});
const database = connectDatabase(embedded.url, { max: 10 });
const quiet = { info() {}, warn() {}, error() {} };
const jobs = createPgBossJobs(embedded.url, quiet);
const mailTimes = [];
try {
  await runMigrations(database);
  // Every queue drains into nothing: the figure is the queueing, not the sending.
  await jobs.start(new Proxy({}, { get: () => async () => {} }));
  for (let run = 0; run <= RUNS; run++) {
    const start = performance.now();
    await enqueueMails(
      jobs,
      letters().map((letter) => noticeMail(letter.client.email, letter, DEFAULT_LETTER_TEMPLATE)),
    );
    if (run > 0) mailTimes.push(performance.now() - start);
  }
} finally {
  await jobs.stop();
  await database.close();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  JSON.stringify(
    {
      clients: CLIENTS,
      runs: RUNS,
      pdf_ms: stats(pdfTimes),
      pdf_cpu_ms: stats(pdfCpu),
      pdf_mb: Math.round((size / 1024 / 1024) * 100) / 100,
      emails_queued_ms: stats(mailTimes),
      target: { pdf_ms: 5000, pdf_mb: 5, emails_queued_ms: 2000 },
      ...machineLoad(before),
    },
    null,
    2,
  ),
);
