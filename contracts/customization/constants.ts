/**
 * Buyer and Seller Customization's choices and the completion rule, without the schemas: the member area's seller
 * onboarding needs them on its first screen, with no zod to load (issue #16).
 */

export const TIMELINES = [
  { key: 'asap', label: 'As soon as possible' },
  { key: 'within_6_months', label: 'Within 6 months' },
  { key: 'within_12_months', label: 'Within 12 months' },
  { key: 'within_24_months', label: 'Within 2 years' },
  { key: 'exploring', label: 'Just exploring' },
] as const;
export type TimelineKey = (typeof TIMELINES)[number]['key'];
export const TIMELINE_KEYS = TIMELINES.map((option) => option.key) as [TimelineKey, ...TimelineKey[]];

export const FINANCING_OPTIONS = [
  { key: 'cash', label: 'Cash' },
  { key: 'sba_loan', label: 'SBA loan' },
  { key: 'bank_loan', label: 'Bank loan' },
  { key: 'seller_financing', label: 'Seller financing' },
  { key: 'investor_backed', label: 'Investor backed' },
  { key: 'undecided', label: 'Not decided yet' },
] as const;
export type FinancingKey = (typeof FINANCING_OPTIONS)[number]['key'];
export const FINANCING_KEYS = FINANCING_OPTIONS.map((option) => option.key) as [FinancingKey, ...FinancingKey[]];

/** What a seller wants in a buyer. */
export const BUYER_PREFERENCES = [
  { key: 'experienced_in_my_areas', label: 'Experienced in my practice areas' },
  { key: 'practicing_in_my_state', label: 'Already practicing in my state' },
  { key: 'keeps_staff', label: 'Keeps my staff' },
  { key: 'keeps_firm_name', label: 'Keeps the firm name' },
  { key: 'transition_period', label: 'Lets me stay on for a transition period' },
  { key: 'funds_verified', label: 'Funds verified' },
  { key: 'cash_at_closing', label: 'Pays mostly cash at closing' },
  { key: 'quick_close', label: 'Can close quickly' },
] as const;
export type BuyerPreferenceKey = (typeof BUYER_PREFERENCES)[number]['key'];
export const BUYER_PREFERENCE_KEYS = BUYER_PREFERENCES.map((option) => option.key) as [BuyerPreferenceKey, ...BuyerPreferenceKey[]];

/** Whole US dollars. */
export const MONEY_MAX = 10_000_000_000;

/**
 * A seller customization counts as complete once it has been saved with its practice areas (the one answer the matching needs): the
 * seller onboarding (docs/product.md "Session and start-up") does not send a seller with a complete one back to it from a new browser.
 */
export const customizationComplete = (customization: { updated_at: string | null; practice_areas: readonly string[] }): boolean =>
  customization.updated_at !== null && customization.practice_areas.length > 0;
