/** The demo's deals beyond the conversations' match: spread over the pipeline, with their history (plain data). */
import type { DefaultDealStage } from '../../contracts/deals/deals';
import type { DemoListingKey } from './demo-listings';
import type { DemoPersonKey } from './demo-people';
import type { DemoTime } from './demo-time';

export interface DemoDealStep {
  stage?: DefaultDealStage;
  likelihood?: number;
  at: DemoTime;
  by: DemoPersonKey;
  /** Why a deal was lost. */
  reason?: string;
}

export interface DemoDeal {
  buyer: DemoPersonKey;
  listing: DemoListingKey;
  /** A new match accepted at `accepted`; absent for the deal the conversations already opened. */
  accepted?: DemoTime;
  steps: DemoDealStep[];
  /** Client notices sent this many days before the seed runs (ABA Model Rule 1.17). */
  clientNoticeSentDaysAgo?: number;
}

export const DEMO_DEALS: readonly DemoDeal[] = [
  {
    buyer: 'daniel',
    listing: 'boston-estate',
    steps: [
      { stage: 'NDA signed', at: [8, '15:20'], by: 'margaret' },
      { likelihood: 35, at: [8, '15:22'], by: 'daniel' },
      { stage: 'Conflict check', at: [4, '14:05'], by: 'daniel' },
    ],
  },
  {
    buyer: 'elena',
    listing: 'denver-business',
    accepted: [150, '16:00'],
    steps: [
      { stage: 'NDA signed', at: [146, '15:00'], by: 'thomas' },
      { stage: 'Conflict check', at: [140, '17:30'], by: 'elena' },
      { stage: 'Financial review', at: [131, '14:10'], by: 'thomas' },
      { likelihood: 50, at: [131, '14:12'], by: 'elena' },
      { stage: 'Letter of intent', at: [110, '19:45'], by: 'elena' },
      { stage: 'Due diligence', at: [96, '16:40'], by: 'thomas' },
      { likelihood: 70, at: [80, '15:00'], by: 'elena' },
      { stage: 'Purchase agreement', at: [61, '18:20'], by: 'thomas' },
      { stage: 'Client notice (ABA Model Rule 1.17)', at: [41, '15:30'], by: 'thomas' },
      { likelihood: 85, at: [38, '16:00'], by: 'thomas' },
    ],
    clientNoticeSentDaysAgo: 38,
  },
  {
    buyer: 'daniel',
    listing: 'boulder-ip',
    accepted: [9, '17:10'],
    steps: [
      { stage: 'NDA signed', at: [6, '16:30'], by: 'thomas' },
      { likelihood: 25, at: [6, '16:35'], by: 'daniel' },
    ],
  },
  {
    buyer: 'marcus',
    listing: 'austin-injury',
    accepted: [60, '18:00'],
    steps: [
      { stage: 'NDA signed', at: [57, '15:10'], by: 'harold' },
      { stage: 'Conflict check', at: [50, '16:00'], by: 'marcus' },
      { stage: 'Financial review', at: [41, '14:45'], by: 'harold' },
      { stage: 'Letter of intent', at: [19, '20:10'], by: 'marcus' },
      { likelihood: 55, at: [19, '20:12'], by: 'marcus' },
      { stage: 'Due diligence', at: [12, '15:00'], by: 'harold' },
    ],
  },
  {
    buyer: 'elena',
    listing: 'san-diego-employment',
    accepted: [70, '17:00'],
    steps: [
      { stage: 'NDA signed', at: [66, '16:00'], by: 'robert' },
      { stage: 'Conflict check', at: [59, '15:25'], by: 'elena' },
      { stage: 'Financial review', at: [48, '18:05'], by: 'robert' },
      { stage: 'Due diligence', at: [22, '17:40'], by: 'elena' },
      { likelihood: 65, at: [22, '17:45'], by: 'elena' },
    ],
  },
  {
    buyer: 'marcus',
    listing: 'charlotte-defense',
    accepted: [45, '14:30'],
    steps: [
      { stage: 'NDA signed', at: [42, '15:00'], by: 'angela' },
      {
        stage: 'Closed — lost',
        at: [20, '16:15'],
        by: 'marcus',
        reason: 'I have decided to grow my Nashville practice instead of buying outside Tennessee.',
      },
    ],
  },
  {
    buyer: 'marcus',
    listing: 'south-shore-elder',
    accepted: [30, '15:45'],
    steps: [
      { stage: 'NDA signed', at: [27, '14:00'], by: 'margaret' },
      { stage: 'Conflict check', at: [21, '16:20'], by: 'marcus' },
      { stage: 'Financial review', at: [12, '15:10'], by: 'margaret' },
      { likelihood: 40, at: [12, '15:15'], by: 'marcus' },
    ],
  },
];
