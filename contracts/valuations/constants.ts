/**
 * Every constant the instant estimate uses, in one table with where it comes from, so that staff can tune the
 * method in one place (docs/product.md "Valuations"). The figures are directional, from published broker guides; the
 * estimate is not an appraisal.
 */
import type { PracticeAreaKey } from '../common/practice-areas';

export interface MultipleRange {
  low: number;
  high: number;
  source: string;
}

export const VALUATION_DISCLAIMER =
  'This estimate is directional, not an appraisal. Its multiples come from published broker guides and surveys of law-practice sales; a practice’s real value depends on its books, its clients and the terms of the sale.';

const BROKER_GUIDES = 'Published law-practice broker guides and sale surveys (directional ranges)';

/** The multiple groups of docs/product.md "Valuations", as a multiple of average gross revenue. */
export const REVENUE_MULTIPLES = {
  personal_injury: { label: 'Personal injury', low: 0.9, high: 1.5, source: BROKER_GUIDES },
  corporate: { label: 'Corporate & business', low: 0.7, high: 1.2, source: BROKER_GUIDES },
  estate_planning: { label: 'Estate planning', low: 0.6, high: 1.0, source: BROKER_GUIDES },
  immigration: { label: 'Immigration', low: 0.5, high: 0.9, source: BROKER_GUIDES },
  family: { label: 'Family', low: 0.4, high: 0.8, source: BROKER_GUIDES },
  criminal: { label: 'Criminal defense', low: 0.3, high: 0.7, source: BROKER_GUIDES },
  other: { label: 'Other practice areas', low: 0.5, high: 1.0, source: BROKER_GUIDES },
} as const satisfies Record<string, MultipleRange & { label: string }>;
export type MultipleGroup = keyof typeof REVENUE_MULTIPLES;

/**
 * Practice areas valued with a group's range because their clients, fees and work are that group's; every area
 * not named here is valued with `other`.
 */
export const PRACTICE_AREA_GROUPS: Partial<Record<PracticeAreaKey, MultipleGroup>> = {
  personal_injury: 'personal_injury',
  medical_malpractice: 'personal_injury',
  corporate: 'corporate',
  mergers_acquisitions: 'corporate',
  estate_planning: 'estate_planning',
  probate: 'estate_planning',
  elder_law: 'estate_planning',
  immigration: 'immigration',
  family: 'family',
  criminal: 'criminal',
  dui_dwi: 'criminal',
};

/** Seller's discretionary earnings × this range; the published range runs to 4.0, reached only by rare firms. */
export const EARNINGS_MULTIPLE = { low: 1.5, high: 3.0, publishedHigh: 4.0, source: `${BROKER_GUIDES}: 1.5–4.0 × SDE` } as const;

/**
 * The transferability score (0–1) places the value inside each method's range. Each factor scores 0–1 and counts
 * with its weight; a factor not given is left out and the others' weights are scaled up.
 */
export const TRANSFERABILITY = {
  ratingsWeight: 0.4,
  concentrationWeight: 0.2,
  /** A largest client at or above this share of revenue scores 0; no concentration scores 1. */
  concentrationCeiling: 30,
  repeatReferralWeight: 0.2,
  ownerHoursWeight: 0.2,
  /** Where the value sits when no factor is given at all: the middle of the range. */
  neutralScore: 0.5,
  source:
    'Broker guides: client concentration, recurring and referred clients and the owner’s role drive how much of a practice transfers to a buyer',
} as const;

/** Low and high sit this far (as a share of each method's range) either side of the placement. */
export const RANGE_SPREAD = {
  base: 0.15,
  /** Added in proportion to the transferability factors not given: less known, wider range. */
  perMissingShare: 0.15,
} as const;

/** Both methods count equally when both can be used (the broker guides reconcile revenue and earnings values). */
export const METHOD_WEIGHTS = { revenue: 0.5, earnings: 0.5 } as const;

/** Open contingency fees are valued apart: only some cases recover, and the fee is paid later and shared. */
export const CONTINGENCY_PIPELINE = {
  probability: 0.5,
  discount: 0.7,
  source:
    'Broker guides: expected contingency fees at a recovery probability, discounted for time and the referral-fee split with the seller',
} as const;

/** Whole figures rounded to this many dollars: the method is not more precise than that. */
export const ROUND_TO = 1_000;

/** The largest revenue, earnings or pipeline the form takes. */
export const VALUATION_MAX_MONEY = 1_000_000_000;
