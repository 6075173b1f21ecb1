/**
 * The demo's verifications (plain data): the grants behind each person's level (demo-people.ts), submissions
 * waiting in Admin → Verifications, and one rejected with the reviewer's reason.
 */
import type { DemoPersonKey } from './demo-people';
import type { DemoTime } from './demo-time';

export interface DemoDocument {
  filename: string;
  /** The lines printed on the demo PDF. */
  lines: string[];
}

export interface DemoVerification {
  person: DemoPersonKey;
  level: 'VI' | 'VBO' | 'VFL' | 'VLP';
  status: 'submitted' | 'in_review' | 'approved' | 'rejected';
  submitted: DemoTime;
  decided?: DemoTime;
  /** VI: the ID's own expiry date, as years from the seed. */
  idValidYears?: number;
  bar?: { state: string; number: string; yearAdmitted: number; name: string };
  fundsAmount?: number;
  reason?: string;
  reviewedByStaff?: boolean;
  document?: DemoDocument;
}

const id = (name: string, state: string): DemoDocument => ({
  filename: `${name.toLowerCase().replace(/\W+/g, '-')}-drivers-license.pdf`,
  lines: [`${state} Driver License`, name, 'DEMO DOCUMENT - NOT A REAL IDENTITY DOCUMENT'],
});

/** Approved ID checks behind every level above unverified, plus the higher levels each person holds. */
export const DEMO_VERIFICATIONS: readonly DemoVerification[] = [
  {
    person: 'margaret',
    level: 'VI',
    status: 'approved',
    submitted: [58, '15:10'],
    decided: [57, '14:02'],
    idValidYears: 3,
    document: id('Margaret Whitfield', 'Massachusetts'),
  },
  {
    person: 'margaret',
    level: 'VBO',
    status: 'approved',
    submitted: [57, '16:40'],
    decided: [55, '18:25'],
    bar: { state: 'MA', number: '552318', yearAdmitted: 1986, name: 'Margaret A. Whitfield' },
    document: {
      filename: 'whitfield-law-annual-report-2025.pdf',
      lines: [
        'The Commonwealth of Massachusetts',
        'Annual Report - Professional Corporation',
        'Whitfield Estate Law, P.C.',
        'President and sole director: Margaret A. Whitfield',
        'DEMO DOCUMENT',
      ],
    },
  },
  {
    person: 'harold',
    level: 'VI',
    status: 'approved',
    submitted: [70, '17:05'],
    decided: [69, '15:30'],
    idValidYears: 2,
    document: id('Harold Jennings', 'Texas'),
  },
  {
    person: 'harold',
    level: 'VBO',
    status: 'in_review',
    submitted: [4, '19:20'],
    reviewedByStaff: true,
    bar: { state: 'TX', number: '10764250', yearAdmitted: 1997, name: 'Harold Wayne Jennings' },
    document: {
      filename: 'jennings-barrera-certificate-of-formation.pdf',
      lines: [
        'Texas Secretary of State',
        'Certificate of Formation - Professional Limited Liability Company',
        'Jennings & Barrera Injury Law, PLLC',
        'Managing member: Harold W. Jennings',
        'DEMO DOCUMENT',
      ],
    },
  },
  {
    person: 'thomas',
    level: 'VI',
    status: 'approved',
    submitted: [19, '16:00'],
    decided: [18, '14:45'],
    idValidYears: 4,
    document: id('Thomas Mercer', 'Colorado'),
  },
  {
    person: 'thomas',
    level: 'VBO',
    status: 'approved',
    submitted: [18, '20:10'],
    decided: [16, '17:35'],
    bar: { state: 'CO', number: '29417', yearAdmitted: 1998, name: 'Thomas J. Mercer' },
    document: {
      filename: 'mercer-kline-llc-good-standing.pdf',
      lines: [
        'Colorado Secretary of State',
        'Certificate of Good Standing',
        'Mercer Kline Business Law LLC',
        'Registered agent and member: Thomas J. Mercer',
        'DEMO DOCUMENT',
      ],
    },
  },
  // Earned from an earlier expert valuation of his Denver firm, before the demo's valuations (his new one is in review);
  // Harold earns VFL for real when the app starts and renders his completed valuation's report.
  { person: 'thomas', level: 'VFL', status: 'approved', submitted: [17, '18:00'], decided: [17, '18:00'] },
  {
    person: 'angela',
    level: 'VI',
    status: 'approved',
    submitted: [30, '14:20'],
    decided: [29, '16:05'],
    idValidYears: 1,
    document: id('Angela Price', 'North Carolina'),
  },
  {
    person: 'angela',
    level: 'VBO',
    status: 'rejected',
    submitted: [8, '15:45'],
    decided: [6, '17:10'],
    bar: { state: 'NC', number: '31875', yearAdmitted: 2003, name: 'Angela R. Price' },
    reason:
      'The articles you uploaded are for Price & Harlan PLLC, which dissolved in 2019. Please upload the current registration of Price Defense Group, PLLC, or an engagement letter naming you as owner.',
    document: {
      filename: 'price-harlan-articles-2012.pdf',
      lines: [
        'North Carolina Department of the Secretary of State',
        'Articles of Organization',
        'Price & Harlan PLLC (dissolved 2019)',
        'DEMO DOCUMENT',
      ],
    },
  },
  {
    person: 'robert',
    level: 'VI',
    status: 'approved',
    submitted: [38, '21:00'],
    decided: [37, '16:30'],
    idValidYears: 5,
    document: id('Robert Sandoval', 'California'),
  },
  {
    person: 'robert',
    level: 'VBO',
    status: 'approved',
    submitted: [37, '22:15'],
    decided: [35, '15:50'],
    bar: { state: 'CA', number: '214873', yearAdmitted: 2001, name: 'Robert Luis Sandoval' },
    document: {
      filename: 'sandoval-employment-law-statement-of-information.pdf',
      lines: [
        'California Secretary of State',
        'Statement of Information - Professional Corporation',
        'Sandoval Employment Law, APC',
        'Chief executive officer: Robert L. Sandoval',
        'DEMO DOCUMENT',
      ],
    },
  },
  {
    person: 'daniel',
    level: 'VI',
    status: 'approved',
    submitted: [45, '14:00'],
    decided: [44, '15:15'],
    idValidYears: 3,
    document: id('Daniel Okafor', 'Illinois'),
  },
  {
    person: 'daniel',
    level: 'VLP',
    status: 'approved',
    submitted: [40, '16:30'],
    decided: [38, '19:00'],
    fundsAmount: 2_500_000,
    document: {
      filename: 'okafor-byrne-financing-commitment.pdf',
      lines: [
        'Wintrust Bank - Commercial Lending',
        'Financing commitment letter',
        'Okafor Byrne LLP - acquisition facility up to $2,500,000',
        'DEMO DOCUMENT',
      ],
    },
  },
  {
    person: 'priya',
    level: 'VI',
    status: 'approved',
    submitted: [15, '13:40'],
    decided: [14, '16:20'],
    idValidYears: 6,
    document: id('Priya Raman', 'Georgia'),
  },
  {
    person: 'priya',
    level: 'VLP',
    status: 'submitted',
    submitted: [2, '15:05'],
    fundsAmount: 650_000,
    document: {
      filename: 'raman-sba-7a-prequalification.pdf',
      lines: [
        'Truist Bank - SBA Lending',
        'SBA 7(a) pre-qualification letter',
        'Priya Raman - practice acquisition up to $650,000',
        'DEMO DOCUMENT',
      ],
    },
  },
  {
    person: 'marcus',
    level: 'VI',
    status: 'approved',
    submitted: [27, '18:30'],
    decided: [26, '14:10'],
    idValidYears: 2,
    document: id('Marcus Bell', 'Tennessee'),
  },
  {
    person: 'marcus',
    level: 'VLP',
    status: 'submitted',
    submitted: [1, '20:45'],
    fundsAmount: 900_000,
    document: {
      filename: 'bell-proof-of-funds-pinnacle.pdf',
      lines: ['Pinnacle Financial Partners', 'Proof of funds', 'Marcus D. Bell - available balance $900,000', 'DEMO DOCUMENT'],
    },
  },
  {
    person: 'elena',
    level: 'VI',
    status: 'approved',
    submitted: [34, '15:00'],
    decided: [33, '17:40'],
    idValidYears: 4,
    document: id('Elena Petrova', 'Minnesota'),
  },
  {
    person: 'elena',
    level: 'VLP',
    status: 'approved',
    submitted: [33, '19:10'],
    decided: [31, '16:00'],
    fundsAmount: 4_000_000,
    document: {
      filename: 'petrova-associates-us-bank-letter.pdf',
      lines: [
        'U.S. Bank - Private Wealth Management',
        'Proof of funds and financing',
        'Petrova & Associates - up to $4,000,000',
        'DEMO DOCUMENT',
      ],
    },
  },
  {
    person: 'denise',
    level: 'VI',
    status: 'submitted',
    submitted: [3, '17:25'],
    idValidYears: 3,
    document: id('Denise Alvarez', 'Arizona'),
  },
];
