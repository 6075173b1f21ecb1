/**
 * The demo data room's documents, rendered from the demo listings' own figures: a three-year profit-and-loss
 * statement, a client-matter summary without client names, a trust-account summary, a lease abstract (PDFKit, its
 * built-in fonts) and monthly billings by practice area (CSV). Rendering depends only on the listing and the moment
 * the document was "uploaded", so the bytes written at start match the size the seed recorded.
 */
import { formatMoney } from '../../contracts/format/currency';
import { practiceAreaLabel } from '../../contracts/common/practice-areas';
import type { DemoListing } from './demo-listings';

export type DemoDocumentKind = 'profit-and-loss' | 'client-matters' | 'trust-accounts' | 'lease-abstract' | 'monthly-billings';

export interface RenderedDocument {
  data: Buffer;
  mime: 'application/pdf' | 'text/csv';
  ext: 'pdf' | 'csv';
}

interface Table {
  heading: string;
  columns: string[];
  /** Column widths as shares of the page width; the first column is left-aligned, the others right-aligned. */
  widths: number[];
  rows: string[][];
  /** Rows drawn in bold with a rule above (totals). */
  totals?: number[];
  notes?: string[];
  /** Text tables keep every column left-aligned. */
  text?: boolean;
}

interface PdfContent {
  firm: string;
  title: string;
  subtitle: string;
  tables: Table[];
  footer: string;
}

const INK = '#1f2a44';
const MUTED = '#5b6577';
const RULE = '#cfd5df';
const MARGIN = 54;
const WIDTH = 612 - MARGIN * 2;

const money = (value: number) => formatMoney(Math.round(value));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function renderPdf(content: PdfContent, createdAt: Date): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  // A fixed creation date makes the bytes the same each time they are rendered.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${content.title} — ${content.firm}`, Author: content.firm, CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(content.firm.toUpperCase(), MARGIN, 40, { characterSpacing: 1.2 });
  doc.font('Times-Bold').fontSize(20).fillColor(INK).text(content.title, MARGIN, 56);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(content.subtitle, MARGIN, doc.y + 2, { width: WIDTH });
  doc.moveDown(0.6);
  for (const table of content.tables) drawTable(doc, table);
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(content.footer, MARGIN, 712, { width: WIDTH, align: 'center' });
  doc.end();
  return done;
}

function drawTable(doc: PDFKit.PDFDocument, table: Table) {
  if (doc.y > 620) doc.addPage();
  doc.moveDown(0.6);
  doc.font('Times-Bold').fontSize(13).fillColor(INK).text(table.heading, MARGIN, doc.y);
  doc.moveDown(0.3);
  const widths = table.widths.map((share) => share * WIDTH);
  const row = (cells: string[], bold: boolean, color = '#1f2937') => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, index) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor(color)
        .text(cell, x + 2, y, { width: widths[index]! - 4, align: index === 0 || table.text ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += widths[index]!;
    });
    doc.y = bottom + 3;
  };
  const rule = (weight: number) => {
    doc
      .moveTo(MARGIN, doc.y - 1)
      .lineTo(MARGIN + WIDTH, doc.y - 1)
      .lineWidth(weight)
      .strokeColor(RULE)
      .stroke();
    doc.y += 2;
  };
  row(table.columns, true, MUTED);
  rule(0.75);
  table.rows.forEach((cells, index) => {
    if (table.totals?.includes(index)) rule(0.5);
    row(cells, table.totals?.includes(index) ?? false);
  });
  for (const note of table.notes ?? []) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(8)
      .fillColor(MUTED)
      .text(note, MARGIN, doc.y + 2, { width: WIDTH });
  }
  doc.x = MARGIN;
}

/** Last year's revenue first, as the questionnaire asks; three years with a figure. */
function revenues(listing: DemoListing): number[] {
  const given = (listing.answers.gross_revenues ?? []).filter((value): value is number => typeof value === 'number');
  return given.slice(0, 3);
}

const firmOf = (listing: DemoListing) => listing.answers.firm_name ?? 'The firm';

/** Fiscal years named from the upload: the last full calendar year before it, then the two before that. */
const fiscalYears = (createdAt: Date, count: number) => Array.from({ length: count }, (_, index) => createdAt.getUTCFullYear() - 1 - index);

const EXPENSES: [string, number][] = [
  ['Associate and staff salaries', 0.52],
  ['Payroll taxes and benefits', 0.12],
  ['Rent and occupancy', 0.1],
  ['Practice-management software and IT', 0.05],
  ['Malpractice insurance', 0.035],
  ['Marketing and client development', 0.06],
  ['Bar dues, CLE and subscriptions', 0.02],
  ['Office supplies, postage and other', 0.045],
  ['Accounting and professional fees', 0.05],
];

function profitAndLoss(listing: DemoListing, createdAt: Date): PdfContent {
  const revenue = revenues(listing);
  const years = fiscalYears(createdAt, revenue.length);
  const sde = listing.answers.sde ?? revenue[0]! * 0.35;
  // Earnings before the owner's pay move with revenue; expenses are what is left, split the way a small firm spends.
  const earnings = revenue.map((value) => (sde * value) / revenue[0]!);
  const ownerPay = earnings.map((value) => value * 0.55);
  const expenses = revenue.map((value, index) => value - earnings[index]!);
  const columns = ['', ...years.map((year) => `FY ${year}`)];
  const widths = [0.46, ...years.map(() => 0.54 / years.length)];
  const line = (label: string, values: number[]) => [label, ...values.map(money)];
  const rows = [
    line('Fee revenue', revenue),
    ...EXPENSES.map(([label, share]) =>
      line(
        label,
        expenses.map((value) => value * share),
      ),
    ),
    line('Total operating expenses', expenses),
    line('Earnings before owner’s compensation', earnings),
    line('Owner’s compensation', ownerPay),
    line(
      'Net income',
      earnings.map((value, index) => value - ownerPay[index]!),
    ),
  ];
  return {
    firm: firmOf(listing),
    title: 'Profit and loss statement',
    subtitle: `Fiscal years ${years[years.length - 1]}–${years[0]}, cash basis, prepared by the firm's bookkeeper for a buyer's financial review. Figures are rounded to the dollar.`,
    tables: [
      {
        heading: 'Statement of income',
        columns,
        widths,
        rows,
        totals: [EXPENSES.length + 1, EXPENSES.length + 2, EXPENSES.length + 4],
        notes: [
          `Seller's discretionary earnings for FY ${years[0]}: ${money(earnings[0]!)} (earnings before the owner's compensation, as stated on the listing).`,
        ],
      },
    ],
    footer: 'Confidential — shared through the Lexchange data room under the buyer’s confidentiality terms.',
  };
}

function clientMatters(listing: DemoListing): PdfContent {
  const rows = [
    ['Estate plans on file', '1,912', '—', '1,104'],
    ['Revocable and special-needs trusts', '684', '212', '397'],
    ['Trust administrations', '96', '31', '88'],
    ['Probate estates', '118', '22', '104'],
    ['Guardianships and conservatorships', '41', '9', '27'],
    ['Medicaid and long-term-care planning', '163', '18', '121'],
    ['Total', '3,014', '292', '1,841'],
  ];
  return {
    firm: firmOf(listing),
    title: 'Client-matter summary',
    subtitle:
      'Counts by matter type from the practice-management system. No client is named: a buyer sees client identities only after the conflict check and the client notices of ABA Model Rule 1.17.',
    tables: [
      {
        heading: 'Matters by type',
        columns: ['Matter type', 'All matters', 'Open today', 'Active last 3 years'],
        widths: [0.43, 0.19, 0.19, 0.19],
        rows,
        totals: [rows.length - 1],
        notes: ['“Active last 3 years” counts matters with billed time or a review letter answered since then.'],
      },
      {
        heading: 'Client concentration',
        columns: ['', 'Share of fee revenue'],
        widths: [0.6, 0.4],
        rows: [
          ['Largest single client', '1.4 %'],
          ['Ten largest clients', '8.9 %'],
          ['Clients referred by other professionals', '45 %'],
          ['Repeat clients (plan updates, family members)', '30 %'],
        ],
      },
    ],
    footer: 'Confidential — client identities withheld. Shared through the Lexchange data room.',
  };
}

function trustAccounts(listing: DemoListing, createdAt: Date): PdfContent {
  let balance = 412_380;
  const start = createdAt.getUTCMonth();
  const rows: string[][] = [];
  for (let offset = 12; offset >= 1; offset -= 1) {
    const month = (start - offset + 24) % 12;
    const year = createdAt.getUTCFullYear() - (start - offset < 0 ? 1 : 0);
    const deposits = 96_000 + ((month * 7_919) % 41_000);
    const disbursements = 92_000 + ((month * 5_231) % 43_000);
    const opening = balance;
    balance = opening + deposits - disbursements;
    rows.push([`${MONTHS[month]} ${year}`, money(opening), money(deposits), money(disbursements), money(balance), 'Yes']);
  }
  return {
    firm: firmOf(listing),
    title: 'Trust account summary',
    subtitle:
      'IOLTA and the two pooled client trust accounts, last twelve months. Each month was reconciled three ways: bank statement, trust ledger and client balances.',
    tables: [
      {
        heading: 'Monthly balances (all trust accounts)',
        columns: ['Month', 'Opening', 'Deposits', 'Disbursements', 'Closing', 'Reconciled'],
        widths: [0.16, 0.18, 0.17, 0.18, 0.18, 0.13],
        rows,
        notes: ['No overdraft notices and no client balance below zero in the period. Reconciliation reports are available on request.'],
      },
    ],
    footer: 'Confidential — shared through the Lexchange data room.',
  };
}

function leaseAbstract(listing: DemoListing, createdAt: Date): PdfContent {
  const year = createdAt.getUTCFullYear();
  return {
    firm: firmOf(listing),
    title: 'Lease abstract',
    subtitle: `Office lease for ${listing.answers.address ?? 'the firm’s office'}. A summary of the terms a buyer needs; the full lease follows after the letter of intent.`,
    tables: [
      {
        heading: 'Key terms',
        text: true,
        columns: ['Term', 'Summary'],
        widths: [0.34, 0.66],
        rows: [
          ['Premises', `${listing.answers.address ?? '—'}; about 2,400 rentable square feet, second floor`],
          ['Landlord', 'Centre Street Holdings LLC'],
          ['Term', `Five years, ending August 31, ${year + 2}`],
          ['Base rent', `${money(6_400)} a month, rising 3 % each September`],
          ['Operating costs', 'Tenant pays its share of increases over the base year'],
          ['Renewal', 'One option for five years at 95 % of market rent, on nine months’ notice'],
          ['Assignment', 'Allowed to a buyer of the practice with the landlord’s consent, not to be unreasonably withheld'],
          ['Security deposit', money(12_800)],
          ['Parking', 'Four reserved spaces included'],
        ],
      },
    ],
    footer: 'Confidential — shared through the Lexchange data room.',
  };
}

/** Twelve months of last year's billings split by the listing's practice areas; each year's total is its revenue. */
export function monthlyBillingsCsv(listing: DemoListing, createdAt: Date): string {
  const areas = listing.answers.practice_areas ?? [];
  const weights = areas.map((_, index) => 1 / (index + 1.5));
  const weightSum = weights.reduce((sum, value) => sum + value, 0);
  const year = createdAt.getUTCFullYear() - 1;
  const total = revenues(listing)[0] ?? 0;
  const season = MONTHS.map((_, month) => 1 + 0.12 * Math.sin(((month - 2) / 12) * 2 * Math.PI));
  const seasonSum = season.reduce((sum, value) => sum + value, 0);
  const lines = [['month', ...areas.map((area) => practiceAreaLabel(area)), 'total'].map(csvCell).join(',')];
  MONTHS.forEach((_, month) => {
    const cells = weights.map((weight) => Math.round((total * (weight / weightSum) * season[month]!) / seasonSum));
    const monthKey = `${year}-${String(month + 1).padStart(2, '0')}`;
    lines.push([monthKey, ...cells, cells.reduce((sum, value) => sum + value, 0)].map(String).map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Renders one demo document of a listing; the same inputs always give the same bytes. */
export async function renderDemoDocument(kind: DemoDocumentKind, listing: DemoListing, createdAt: Date): Promise<RenderedDocument> {
  if (kind === 'monthly-billings') {
    return { data: Buffer.from(monthlyBillingsCsv(listing, createdAt), 'utf8'), mime: 'text/csv', ext: 'csv' };
  }
  const content =
    kind === 'profit-and-loss'
      ? profitAndLoss(listing, createdAt)
      : kind === 'client-matters'
        ? clientMatters(listing)
        : kind === 'trust-accounts'
          ? trustAccounts(listing, createdAt)
          : leaseAbstract(listing, createdAt);
  return { data: await renderPdf(content, createdAt), mime: 'application/pdf', ext: 'pdf' };
}
