/**
 * The terms of an offer on a law practice (docs/product.md "Deal room", docs/api.md "Offers"), checked with the same schema by
 * the offer form and the server. Money is in whole dollars. Two checks need what only the caller knows (the listing's
 * practice areas and today's date): `offerTermsIssues` runs them, on the form before sending and on the server after
 * the schema, so both refuse the same terms with the same words.
 */
import { z } from 'zod';
import { practiceAreaLabel } from '../common/practice-areas';

export const CONTINGENCIES = [
  { key: 'financing', label: 'Financing' },
  { key: 'due_diligence', label: 'Due diligence' },
  { key: 'malpractice_tail', label: 'Malpractice tail coverage' },
  { key: 'staff_retention', label: 'Key staff retention' },
  { key: 'lease_assignment', label: 'Lease assignment' },
  { key: 'client_consents', label: 'Client consents' },
  { key: 'other', label: 'Other (see the note)' },
] as const;
export type ContingencyKey = (typeof CONTINGENCIES)[number]['key'];
export const CONTINGENCY_KEYS = CONTINGENCIES.map((item) => item.key) as [ContingencyKey, ...ContingencyKey[]];
export const contingencyLabel = (key: string) => CONTINGENCIES.find((item) => item.key === key)?.label ?? key;

export const OFFER_LIMITS = {
  priceMax: 100_000_000,
  earnoutPercent: { min: 1, max: 100 },
  earnoutMonths: { min: 1, max: 120 },
  transitionMonths: { min: 0, max: 36 },
  deadlineDaysMax: 90,
  noteMax: 2000,
  reasonMax: 1000,
} as const;

export const OFFER_MESSAGES = {
  scope: 'Choose the entire practice or one or more of the listing’s practice areas.',
  scopeArea: (key: string) =>
    `${practiceAreaLabel(key)} is not one of the listing’s practice areas: under Rule 1.17(b) only the whole practice or whole areas of it can be sold.`,
  price: 'Enter the purchase price in whole dollars, more than $0 and at most $100,000,000.',
  cash: 'Enter the cash at closing in whole dollars, from $0 up to the purchase price.',
  cashOverPrice: 'The cash at closing cannot be more than the purchase price.',
  earnout: 'Give the earn-out as a percentage and a number of months, or choose no earn-out.',
  earnoutPercent: 'The earn-out percentage must be a whole number from 1 to 100.',
  earnoutMonths: 'The earn-out runs for 1 to 120 months.',
  transition: 'The transition period is a whole number of months from 0 to 36.',
  contingency: 'Choose contingencies from the list.',
  expiresOn: 'Enter the response deadline as a date.',
  expiresPast: 'The response deadline must be after today.',
  expiresFar: `The response deadline can be at most ${OFFER_LIMITS.deadlineDaysMax} days from today.`,
  note: `The note must not be greater than ${OFFER_LIMITS.noteMax} characters.`,
  reason: `The reason must not be greater than ${OFFER_LIMITS.reasonMax} characters.`,
  declineReason: 'Say why you decline, so the other side knows what would work.',
  action: 'The action must be accept, decline or withdraw.',
} as const;

/** A whole number within bounds; forms send digits, so a digits-only string is taken as the number. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

export const ScopeSchema = z.union(
  [
    z.literal('practice'),
    z
      .array(z.string({ error: OFFER_MESSAGES.scope }))
      .min(1, OFFER_MESSAGES.scope)
      .max(30, OFFER_MESSAGES.scope),
  ],
  {
    error: OFFER_MESSAGES.scope,
  },
);
export type OfferScope = z.infer<typeof ScopeSchema>;

export const EarnoutSchema = z.object(
  {
    percent: wholeNumber(OFFER_MESSAGES.earnoutPercent, OFFER_LIMITS.earnoutPercent.min, OFFER_LIMITS.earnoutPercent.max),
    months: wholeNumber(OFFER_MESSAGES.earnoutMonths, OFFER_LIMITS.earnoutMonths.min, OFFER_LIMITS.earnoutMonths.max),
  },
  { error: OFFER_MESSAGES.earnout },
);
export type Earnout = z.infer<typeof EarnoutSchema>;

const dateOnly = z
  .string({ error: OFFER_MESSAGES.expiresOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, OFFER_MESSAGES.expiresOn)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    OFFER_MESSAGES.expiresOn,
  );

/** POST /deals/{id}/offers and POST /offers/{id}/counter. */
export const OfferTermsSchema = z
  .object({
    scope: ScopeSchema.default('practice'),
    price: wholeNumber(OFFER_MESSAGES.price, 1, OFFER_LIMITS.priceMax),
    cash_at_closing: wholeNumber(OFFER_MESSAGES.cash, 0, OFFER_LIMITS.priceMax),
    earnout: EarnoutSchema.nullable(),
    transition_months: wholeNumber(OFFER_MESSAGES.transition, OFFER_LIMITS.transitionMonths.min, OFFER_LIMITS.transitionMonths.max),
    contingencies: z
      .array(z.enum(CONTINGENCY_KEYS, { error: OFFER_MESSAGES.contingency }), { error: OFFER_MESSAGES.contingency })
      .max(CONTINGENCY_KEYS.length, OFFER_MESSAGES.contingency),
    expires_on: dateOnly,
    note: z.string({ error: OFFER_MESSAGES.note }).trim().max(OFFER_LIMITS.noteMax, OFFER_MESSAGES.note).nullish(),
  })
  .superRefine((terms, context) => {
    if (terms.cash_at_closing > terms.price)
      context.addIssue({ code: 'custom', path: ['cash_at_closing'], message: OFFER_MESSAGES.cashOverPrice });
  });
export type OfferTermsInput = z.input<typeof OfferTermsSchema>;
export type OfferTerms = z.output<typeof OfferTermsSchema>;

/** Adds days to a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface OfferContext {
  /** The listing's practice area keys. */
  practiceAreas: readonly string[];
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
}

/** What the schema cannot know: the scope against the listing's areas, the deadline against today. Field → messages. */
export function offerTermsIssues(terms: Pick<OfferTerms, 'scope' | 'expires_on'>, context: OfferContext): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (terms.scope !== 'practice') {
    const unknown = terms.scope.filter((key) => !context.practiceAreas.includes(key));
    if (unknown.length) issues.scope = unknown.map(OFFER_MESSAGES.scopeArea);
  }
  if (terms.expires_on <= context.today) issues.expires_on = [OFFER_MESSAGES.expiresPast];
  else if (terms.expires_on > addDays(context.today, OFFER_LIMITS.deadlineDaysMax)) issues.expires_on = [OFFER_MESSAGES.expiresFar];
  return issues;
}

/** The scope kept in a canonical order (the listing's areas sorted, no repeats), so versions compare as sets. */
export function normalScope(scope: OfferScope): OfferScope {
  return scope === 'practice' ? 'practice' : [...new Set(scope)].sort();
}
