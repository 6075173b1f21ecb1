// Stamping a data-room PDF for a buyer (issue 33): a 50-page PDF (US Letter, ~40 lines of text per page, as a
// three-year P&L or a billing report exports) stamped on every page with the buyer's name, e-mail and the time by
// server/modules/listings/pdf-stamp.ts (@cantoo/pdf-lib): load, embed the font, draw, save. After 5 warm-up runs,
// `--runs` stamps one after another: wall time p50/p95/max and CPU time per stamp, with the load average.
// Target: ≤ 500 ms for 50 pages.
//
//   node --import tsx bench/stamping.mjs [--runs 40] [--pages 50]
import { parseArgs } from 'node:util';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { stampPdf } from '../server/modules/listings/pdf-stamp.ts';
import { loadAverage, machineLoad } from './machine-load.mjs';
import { timedRuns } from './timed-runs.mjs';

const { values: flags } = parseArgs({ options: { runs: { type: 'string', default: '40' }, pages: { type: 'string', default: '50' } } });
const RUNS = Number(flags.runs);
const PAGES = Number(flags.pages);

async function reportPdf(pages) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    const sheet = document.addPage([612, 792]);
    sheet.drawText(`Profit and loss statement, page ${page} of ${pages}`, { x: 54, y: 740, size: 14, font });
    for (let line = 0; line < 40; line++) {
      const amount = ((page * 7919 + line * 104729) % 900000) / 100;
      sheet.drawText(`Matter ${page}-${line}  Fees collected  $${amount.toFixed(2)}  Trust transfer  $${(amount / 3).toFixed(2)}`, {
        x: 54,
        y: 710 - line * 16,
        size: 10,
        font,
      });
    }
  }
  return document.save();
}

const original = await reportPdf(PAGES);
const stamp = () => stampPdf(original, { name: 'Bea Buyer', email: 'bea.buyer@example.com', at: new Date() });
for (let i = 0; i < 5; i++) await stamp();

const before = loadAverage();
const { last, wall_ms, cpu_ms } = await timedRuns(RUNS, stamp);
console.log(
  JSON.stringify(
    {
      pages: PAGES,
      runs: RUNS,
      original_kb: Math.round(original.length / 1024),
      stamped_kb: Math.round(last.length / 1024),
      wall_ms,
      cpu_ms,
      target_ms: 500,
      ...machineLoad(before),
    },
    null,
    2,
  ),
);
