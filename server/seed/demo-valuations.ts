/** Demo valuations in every status: estimates, requests waiting for staff, one in review and one completed. */
import type { ValuationFormValues } from '../../contracts/valuations/form';
import type { DemoListingKey } from './demo-listings';
import type { DemoPersonKey } from './demo-people';
import type { DemoTime } from './demo-time';

export interface DemoValuation {
  owner: DemoPersonKey;
  /** Figures start from this listing's questionnaire; the owner's own listing or one they have access to. */
  listing?: DemoListingKey;
  title?: string;
  /** Answers the questionnaire does not hold, or the owner's own assumptions. */
  assumptions: Partial<ValuationFormValues>;
  created: DemoTime;
  requested?: DemoTime;
  assignedTo?: DemoPersonKey;
  /** Staff's figures; with `completed` the report is rendered by the job queue when the app starts. */
  final?: { low: number; mid: number; high: number };
  notes?: string;
  completed?: DemoTime;
}

export const DEMO_VALUATIONS: readonly DemoValuation[] = [
  {
    owner: 'harold',
    listing: 'austin-injury',
    title: 'Jennings Law Group — expert valuation',
    assumptions: { largest_client_share: 3, owner_hours_share: 45 },
    created: [20, '16:05'],
    requested: [20, '16:06'],
    assignedTo: 'rebecca',
    final: { low: 2_450_000, mid: 2_700_000, high: 2_950_000 },
    notes:
      'We reviewed three years of profit-and-loss statements and the open case list. Revenue is steady, and the contingency pipeline is real: 138 open matters with about $1.42M in expected fees, most settling within 14 months.\n\nThe value depends on the second attorney staying: a retention agreement for the associate trial lawyer and an 18-month transition with Mr. Jennings are assumed. Without them we would place the value near the low end.',
    completed: [17, '19:30'],
  },
  {
    owner: 'thomas',
    listing: 'denver-business',
    assumptions: { largest_client_share: 14, owner_hours_share: 50 },
    created: [9, '15:20'],
    requested: [9, '15:21'],
    assignedTo: 'rebecca',
  },
  {
    owner: 'margaret',
    listing: 'boston-estate',
    assumptions: { largest_client_share: 2, owner_hours_share: 60 },
    created: [3, '14:40'],
    requested: [3, '14:42'],
  },
  {
    owner: 'denise',
    title: 'Alvarez Family Law — first look',
    assumptions: {
      practice_areas: ['family'],
      state: 'AZ',
      attorneys: 1,
      staff: 2,
      gross_revenues: [412_000, 389_000, 365_000],
      sde: 168_000,
      billing_mix: { hourly: 70, fixed: 30, contingency: 0 },
      largest_client_share: 4,
      repeat_referral_share: 45,
      owner_hours_share: 85,
    },
    created: [6, '18:10'],
  },
  {
    owner: 'daniel',
    listing: 'boston-estate',
    title: 'Boston estate practice — my numbers',
    assumptions: { owner_hours_share: 70, largest_client_share: 5 },
    created: [2, '20:15'],
  },
  {
    owner: 'angela',
    listing: 'charlotte-defense',
    assumptions: { owner_hours_share: 75 },
    created: [12, '13:50'],
  },
];
