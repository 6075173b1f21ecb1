/**
 * The expert valuation report as a PDF: firm profile, final figures, a range chart drawn with vector primitives,
 * the method line by line, the sensitivity table, the expert's notes and the disclaimer, drawn with the shared
 * renderer (server/platform/pdf).
 */
import { formatMoney } from '../../../contracts/format/currency';
import { PERCENTAGE_SETS } from '../../../contracts/listings/percentages';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { RATING_KEYS } from '../../../contracts/listings/questionnaire';
import { usStateName } from '../../../contracts/common/us-states';
import { VALUATION_DISCLAIMER } from '../../../contracts/valuations/constants';
import type { ValuationEstimate } from '../../../contracts/valuations/estimate';
import type { ValuateInput } from '../../../contracts/valuations/valuations';
import {
  ACCENT,
  CONTENT_WIDTH,
  INK,
  MUTED,
  PAGE,
  RULE,
  createPdf,
  documentDate,
  heading,
  letterhead,
  paragraph,
} from '../../platform/pdf/pdf-document';

export interface ReportContent {
  id: number;
  title: string;
  preparedFor: string;
  preparedBy: string | null;
  completedAt: Date;
  inputs: ValuateInput;
  estimate: ValuationEstimate;
  final: { low: number; mid: number; high: number };
  notes: string | null;
}

const money = (value: number | null | undefined) => (typeof value === 'number' ? formatMoney(value) : '—');
const percent = (value: number | null | undefined) => (typeof value === 'number' ? `${Math.round(value)} %` : '—');

function profileRows(inputs: ValuateInput): [string, string][] {
  const revenues = (inputs.gross_revenues ?? []).map(
    (value, index) => `${index === 0 ? 'last year' : `${index + 1} years ago`}: ${money(value)}`,
  );
  const mix = inputs.billing_mix
    ? PERCENTAGE_SETS.billing_mix
        .map((item) => `${item.label} ${percent(inputs.billing_mix?.[item.key as 'hourly' | 'fixed' | 'contingency'])}`)
        .join(', ')
    : '—';
  const ratings = RATING_KEYS.map((key) => inputs.ratings?.[key]).filter((value): value is number => typeof value === 'number');
  return [
    ['Practice areas', inputs.practice_areas.length ? inputs.practice_areas.map(practiceAreaLabel).join(', ') : '—'],
    ['State', inputs.state ? usStateName(inputs.state) : '—'],
    ['Attorneys and staff', `${inputs.attorneys ?? '—'} attorneys, ${inputs.staff ?? '—'} non-attorney staff`],
    ['Gross revenue', revenues.length ? revenues.join('; ') : '—'],
    ['Seller’s discretionary earnings', money(inputs.sde)],
    ['Billing mix', mix],
    ['Largest client’s share of revenue', percent(inputs.largest_client_share)],
    ['Repeat and referred clients', percent(inputs.repeat_referral_share)],
    ['Owner’s share of billed hours', percent(inputs.owner_hours_share)],
    [
      'Open contingency cases',
      inputs.open_cases_fees ? `${inputs.open_cases ?? '—'} cases, expected fees ${money(inputs.open_cases_fees)}` : '—',
    ],
    [
      'Ratings',
      ratings.length
        ? `${ratings.length} of 11 answered, average ${(ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1)} of 5`
        : '—',
    ],
  ];
}

interface ChartBar {
  label: string;
  low: number;
  high: number;
  point: number | null;
  color: string;
}

/** Horizontal range bars on one dollar axis, each with its placed value marked. */
function drawRangeChart(doc: PDFKit.PDFDocument, bars: ChartBar[]) {
  const labelWidth = 150;
  const left = PAGE.margin + labelWidth;
  const width = CONTENT_WIDTH - labelWidth - 10;
  const top = doc.y + 6;
  const rowHeight = 26;
  const largest = Math.max(1, ...bars.map((bar) => bar.high));
  // A round step for the axis: 1, 2, 2.5 or 5 × a power of ten, four or five ticks.
  const magnitude = 10 ** Math.floor(Math.log10(largest / 4));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate * 4 >= largest) ?? magnitude * 10;
  const ticks = Math.ceil(largest / step);
  const max = step * ticks;
  const x = (value: number) => left + (Math.max(0, value) / max) * width;

  bars.forEach((bar, index) => {
    const y = top + index * rowHeight;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(bar.label, PAGE.margin, y + 4, { width: labelWidth - 8 });
    doc.rect(left, y + 6, width, 8).fill('#eef1f6');
    doc.rect(x(bar.low), y + 4, Math.max(2, x(bar.high) - x(bar.low)), 12).fill(bar.color);
    if (bar.point !== null) doc.rect(x(bar.point) - 1, y + 1, 2, 18).fill(INK);
  });
  const axisY = top + bars.length * rowHeight + 4;
  doc
    .moveTo(left, axisY)
    .lineTo(left + width, axisY)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  for (let tick = 0; tick <= ticks; tick += 1) {
    const value = step * tick;
    doc
      .moveTo(x(value), axisY)
      .lineTo(x(value), axisY + 3)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(money(value), x(value) - 30, axisY + 5, { width: 60, align: 'center' });
  }
  doc.x = PAGE.margin;
  doc.y = axisY + 20;
}

function keyFigures(doc: PDFKit.PDFDocument, final: ReportContent['final']) {
  const top = doc.y + 4;
  const boxWidth = (CONTENT_WIDTH - 20) / 3;
  (
    [
      ['Low', final.low],
      ['Expert value', final.mid],
      ['High', final.high],
    ] as const
  ).forEach(([label, value], index) => {
    const left = PAGE.margin + index * (boxWidth + 10);
    doc
      .roundedRect(left, top, boxWidth, 54, 4)
      .lineWidth(index === 1 ? 1.5 : 0.75)
      .strokeColor(index === 1 ? ACCENT : RULE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label.toUpperCase(), left, top + 10, { width: boxWidth, align: 'center', characterSpacing: 0.6 });
    doc
      .font('Helvetica-Bold')
      .fontSize(17)
      .fillColor(INK)
      .text(money(value), left, top + 25, { width: boxWidth, align: 'center' });
  });
  doc.x = PAGE.margin;
  doc.y = top + 64;
}

/** Renders the report; resolves with the PDF bytes. */
export async function renderValuationReport(content: ReportContent): Promise<Buffer> {
  const { doc, finish } = await createPdf({
    title: `Valuation report — ${content.title}`,
    subject: 'Expert valuation of a law practice',
  });
  letterhead(doc, 'Expert valuation report', content.title);
  const date = documentDate(content.completedAt);
  paragraph(
    doc,
    `Prepared for ${content.preparedFor}${content.preparedBy ? ` by ${content.preparedBy}, Lexchange valuation team` : ''} on ${date}. Reference V-${content.id}.`,
    { color: MUTED },
  );

  heading(doc, 'Value of the practice');
  keyFigures(doc, content.final);
  const { estimate } = content;
  const bars: ChartBar[] = [
    ...estimate.methods.map((method) => ({
      label: method.label,
      low: method.low,
      high: method.high,
      point: method.value,
      color: '#9db0d3',
    })),
    ...(estimate.pipeline.value > 0
      ? [{ label: 'Contingency pipeline', low: 0, high: estimate.pipeline.value, point: null, color: '#7fa99b' }]
      : []),
    { label: 'Instant estimate', low: estimate.low, high: estimate.high, point: estimate.mid, color: '#6f8cc0' },
    { label: 'Expert valuation', low: content.final.low, high: content.final.high, point: content.final.mid, color: ACCENT },
  ];
  drawRangeChart(doc, bars);
  paragraph(doc, 'Each bar is a range of value; the dark mark is where the value sits inside it.', { size: 8, color: MUTED });

  heading(doc, 'Firm profile');
  for (const [label, value] of profileRows(content.inputs)) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(label, PAGE.margin, y, { width: 170 });
    const labelBottom = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#1f2937')
      .text(value, PAGE.margin + 178, y, { width: CONTENT_WIDTH - 178 });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }

  heading(doc, 'Method');
  for (const method of estimate.methods) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(method.label, PAGE.margin, doc.y);
    for (const line of method.lines) paragraph(doc, `• ${line}`, { indent: 8 });
    doc.moveDown(0.3);
  }
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Transferability', PAGE.margin, doc.y);
  for (const factor of estimate.factors) paragraph(doc, `• ${factor.line}`, { indent: 8 });
  if (estimate.factors.length === 0) paragraph(doc, '• No transferability factor was given.', { indent: 8 });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Contingency pipeline', PAGE.margin, doc.y);
  for (const line of estimate.pipeline.lines) paragraph(doc, `• ${line}`, { indent: 8 });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Reconciliation', PAGE.margin, doc.y);
  for (const line of estimate.lines) paragraph(doc, `• ${line}`, { indent: 8 });

  if (estimate.sensitivity.length > 0) {
    heading(doc, 'What moves the value most');
    for (const row of estimate.sensitivity) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(9.5).fillColor('#1f2937').text(row.change, PAGE.margin, y, { width: 320 });
      doc
        .font('Helvetica-Bold')
        .text(`${row.delta >= 0 ? '+' : '−'}${money(Math.abs(row.delta))}`, PAGE.margin + 330, y, { width: 120, align: 'right' });
      doc.y = Math.max(doc.y, y + 13);
    }
  }

  heading(doc, 'Expert’s notes');
  paragraph(doc, content.notes?.trim() || 'No further notes.');

  heading(doc, 'Important');
  paragraph(doc, VALUATION_DISCLAIMER, { size: 8.5, color: MUTED });
  paragraph(
    doc,
    'This report is confidential to the person it was prepared for. Lexchange, the confidential marketplace for law practices.',
    { size: 8.5, color: MUTED },
  );

  return finish();
}
