/** The experts a fresh install offers calls with; both are coordinated from the demo staff account. */
export interface DemoExpert {
  name: string;
  title: string;
  bio: string;
  specialities: string[];
  timeZone: string;
  /** ISO weekday → [start, end] in hours of the expert's own day. */
  hours: Record<number, [number, number][]>;
}

export const DEMO_EXPERTS: readonly DemoExpert[] = [
  {
    name: 'Rebecca Lindqvist',
    title: 'Senior broker, practice sales',
    bio: 'A former managing partner of a 14-lawyer Boston firm, Rebecca has guided more than forty practice sales and mergers, from pricing and the letter of intent to the client notice and the first year after closing.',
    specialities: ['Estate planning', 'Seller financing', 'Letters of intent', 'ABA Model Rule 1.17'],
    timeZone: 'America/New_York',
    hours: {
      1: [
        [9, 12],
        [13, 17],
      ],
      2: [
        [9, 12],
        [13, 17],
      ],
      3: [[10, 16]],
      4: [
        [9, 12],
        [13, 17],
      ],
      5: [[9, 13]],
    },
  },
  {
    name: 'Martin Okonkwo, CPA',
    title: 'Valuation and financing specialist',
    bio: 'Martin spent twelve years valuing professional-services firms for SBA lenders. He helps sellers read their own numbers the way a buyer will, and buyers structure an offer their lender will fund.',
    specialities: ['Valuation', 'SBA 7(a) loans', 'Earn-outs', 'Due diligence'],
    timeZone: 'America/Denver',
    hours: {
      1: [[8, 12]],
      2: [
        [8, 12],
        [13, 16],
      ],
      4: [
        [8, 12],
        [13, 16],
      ],
      5: [[8, 11]],
    },
  },
];

/** Daniel's booked call: with the first expert, about three days from the seed. */
export const DEMO_BOOKING = {
  expert: 0,
  member: 'daniel',
  afterDays: 3,
  topic: 'Buying a practice',
  note: 'We are looking at the Boston estate-planning listing and want to understand a fair earn-out.',
} as const;
