/** The demo members' Buyer and Seller Customizations (plain data): what Find a Seller / Find a Buyer rank by. */
import type { DemoPersonKey } from './demo-people';

export const DEMO_BUYER_CUSTOMIZATIONS: Partial<
  Record<
    DemoPersonKey,
    {
      practiceAreas: string[];
      states: string[];
      revenueMin: number | null;
      revenueMax: number | null;
      timeline: string;
      financing: string[];
    }
  >
> = {
  daniel: {
    practiceAreas: ['corporate', 'estate_planning', 'real_estate', 'intellectual_property'],
    states: ['IL', 'MA', 'CO'],
    revenueMin: 750_000,
    revenueMax: 4_000_000,
    timeline: 'within_12_months',
    financing: ['cash', 'bank_loan'],
  },
  priya: {
    practiceAreas: ['immigration', 'family'],
    states: ['GA', 'TX'],
    revenueMin: 250_000,
    revenueMax: 1_500_000,
    timeline: 'within_6_months',
    financing: ['sba_loan'],
  },
  marcus: {
    practiceAreas: ['personal_injury', 'civil_litigation', 'criminal'],
    states: ['TN', 'TX', 'NC'],
    revenueMin: 500_000,
    revenueMax: 2_500_000,
    timeline: 'within_24_months',
    financing: ['seller_financing', 'sba_loan'],
  },
  elena: {
    practiceAreas: ['corporate', 'employment', 'mergers_acquisitions'],
    states: ['MN', 'CO', 'CA'],
    revenueMin: 1_000_000,
    revenueMax: 6_000_000,
    timeline: 'within_12_months',
    financing: ['cash', 'investor_backed'],
  },
};

export const DEMO_SELLER_CUSTOMIZATIONS: Partial<
  Record<DemoPersonKey, { practiceAreas: string[]; state: string; timeline: string; buyerPreferences: string[] }>
> = {
  margaret: {
    practiceAreas: ['estate_planning', 'probate', 'elder_law'],
    state: 'MA',
    timeline: 'within_12_months',
    buyerPreferences: ['keeps_staff', 'transition_period', 'experienced_in_my_areas'],
  },
  harold: {
    practiceAreas: ['personal_injury', 'immigration', 'workers_compensation'],
    state: 'TX',
    timeline: 'within_24_months',
    buyerPreferences: ['practicing_in_my_state', 'keeps_firm_name'],
  },
  thomas: {
    practiceAreas: ['corporate', 'real_estate', 'intellectual_property'],
    state: 'CO',
    timeline: 'within_6_months',
    buyerPreferences: ['funds_verified', 'cash_at_closing'],
  },
  angela: { practiceAreas: ['criminal', 'bankruptcy'], state: 'NC', timeline: 'within_12_months', buyerPreferences: ['keeps_staff'] },
  robert: {
    practiceAreas: ['employment', 'civil_rights'],
    state: 'CA',
    timeline: 'asap',
    buyerPreferences: ['quick_close', 'funds_verified'],
  },
};

/** Margaret's half of the conflict check on Daniel's deal: her list is in, his is awaited. */
export const DEMO_CONFLICT_LIST = {
  deal: { buyer: 'daniel', listing: 'boston-estate' },
  by: 'margaret',
  names: [
    'Whitcomb Family Trust',
    'Eleanor R. Hastings',
    'Brookline Savings Bank',
    'Estate of Harold Pemberton',
    'Cabot & Lowell Realty LLC',
    'Dorothy Kessler',
    'Newton Community Foundation, Inc.',
  ].join('\n'),
} as const;
