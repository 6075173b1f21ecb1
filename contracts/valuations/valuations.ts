/** Valuations: the estimate's inputs and result, saved valuations, expert requests and their completion (docs/api.md). */
import { z } from 'zod';
import { PRACTICE_AREA_KEYS } from '../common/practice-areas';
import { RATING_KEYS, RATING_MAX, RATING_MIN, type RatingKey } from '../listings/questionnaire';
import { US_STATE_CODES } from '../common/us-states';
import { VALUATION_MAX_MONEY } from './constants';

export const VALUATION_MESSAGES = {
  revenueRange: 'Enter an amount between $0 and $1,000,000,000.',
  sdeRange: 'Enter an amount between -$1,000,000,000 and $1,000,000,000.',
  percentRange: 'Enter a percentage between 0 and 100.',
  billingMixTotal: 'The billing mix percentages must total 100.',
  ratingRange: `Choose a rating from ${RATING_MIN} to ${RATING_MAX}.`,
  needsFigures: 'Enter at least one year’s gross revenue or the seller’s discretionary earnings.',
  listingNotAvailable: 'Choose one of your listings, or a listing you have been given access to.',
  saved: 'The valuation was saved.',
  expertRequested: 'Your expert valuation request was sent. Our staff will be in touch.',
  notEditable: 'A valuation sent to our experts can no longer be changed.',
  alreadyRequested: 'An expert valuation was already requested for this valuation.',
  staffOnly: 'Only staff can do this.',
  notStaffMember: 'Assign the valuation to a staff member.',
  finalOrder: 'The final figures must run from low to high.',
  finalNeeded: 'Enter the final low, middle and high values to complete the valuation.',
  notRequested: 'Only a valuation sent to our experts can be reviewed or completed.',
  completed: 'The valuation is completed; the report is being prepared.',
  alreadyCompleted: 'This valuation is already completed.',
  reportNotReady: 'The report is not ready yet.',
} as const;

/** The owner's notification subject, lower-case like every other ('you have a message'). */
export const VALUATION_COMPLETED_SUBJECT = 'valuation completed';

export const VALUATION_STATUSES = [
  { key: 'estimate', label: 'Estimate' },
  { key: 'requested', label: 'Requested' },
  { key: 'in_review', label: 'In review' },
  { key: 'completed', label: 'Completed' },
] as const;
export type ValuationStatus = (typeof VALUATION_STATUSES)[number]['key'];
export const VALUATION_STATUS_KEYS = VALUATION_STATUSES.map((status) => status.key) as [ValuationStatus, ...ValuationStatus[]];
export const valuationStatusLabel = (key: string) => VALUATION_STATUSES.find((status) => status.key === key)?.label ?? key;

/** `seller`: the owner values their own practice; `buyer`: a buyer values a listing they have access to (private). */
export const VALUATION_SIDES = ['seller', 'buyer'] as const;
export type ValuationSide = (typeof VALUATION_SIDES)[number];

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const amount = (min: number, message: string) =>
  z
    .preprocess(
      blankAsNull,
      z.coerce
        .number({ message })
        .int({ message: 'Enter whole dollars.' })
        .min(min, { message })
        .max(VALUATION_MAX_MONEY, { message })
        .nullable(),
    )
    .optional();
const percent = z
  .preprocess(
    blankAsNull,
    z.coerce
      .number({ message: VALUATION_MESSAGES.percentRange })
      .min(0, { message: VALUATION_MESSAGES.percentRange })
      .max(100, { message: VALUATION_MESSAGES.percentRange })
      .nullable(),
  )
  .optional();
const count = z.preprocess(blankAsNull, z.coerce.number().int().min(0).max(100_000).nullable()).optional();
const rating = z.coerce
  .number({ message: VALUATION_MESSAGES.ratingRange })
  .int({ message: VALUATION_MESSAGES.ratingRange })
  .min(RATING_MIN, { message: VALUATION_MESSAGES.ratingRange })
  .max(RATING_MAX, { message: VALUATION_MESSAGES.ratingRange })
  .nullable()
  .optional();

export const BillingMixSchema = z
  .object({ hourly: percent, fixed: percent, contingency: percent })
  .strict()
  .nullable()
  .optional()
  .superRefine((mix, context) => {
    if (!mix) return;
    const values = [mix.hourly, mix.fixed, mix.contingency].filter((value): value is number => typeof value === 'number');
    if (values.length === 0) return;
    if (Math.abs(values.reduce((sum, value) => sum + value, 0) - 100) > 0.001) {
      context.addIssue({ code: 'custom', message: VALUATION_MESSAGES.billingMixTotal });
    }
  });

export const ValuationRatingsSchema = z
  .object(Object.fromEntries(RATING_KEYS.map((key) => [key, rating])) as Record<RatingKey, typeof rating>)
  .strict()
  .nullable()
  .optional();

/** POST /valuations/valuate and the inputs of a saved valuation. */
export const ValuateInputSchema = z
  .object({
    practice_areas: z.array(z.enum(PRACTICE_AREA_KEYS)).max(PRACTICE_AREA_KEYS.length).default([]),
    state: z.preprocess(blankAsNull, z.enum(US_STATE_CODES).nullable()).optional(),
    attorneys: count,
    staff: count,
    /** Most recent year first. */
    gross_revenues: z.array(amount(0, VALUATION_MESSAGES.revenueRange)).max(3).default([]),
    sde: amount(-VALUATION_MAX_MONEY, VALUATION_MESSAGES.sdeRange),
    billing_mix: BillingMixSchema,
    largest_client_share: percent,
    repeat_referral_share: percent,
    owner_hours_share: percent,
    open_cases: count,
    open_cases_fees: amount(0, VALUATION_MESSAGES.revenueRange),
    ratings: ValuationRatingsSchema,
  })
  .strict()
  .superRefine((inputs, context) => {
    const hasRevenue = inputs.gross_revenues.some((value) => typeof value === 'number');
    if (!hasRevenue && typeof inputs.sde !== 'number') {
      context.addIssue({ code: 'custom', path: ['gross_revenues'], message: VALUATION_MESSAGES.needsFigures });
    }
  });
export type ValuateInput = z.infer<typeof ValuateInputSchema>;
export type ValuateInputDraft = z.input<typeof ValuateInputSchema>;

const methodSchema = z.object({
  key: z.enum(['revenue', 'earnings']),
  label: z.string(),
  low: z.number(),
  high: z.number(),
  value: z.number(),
  weight: z.number(),
  lines: z.array(z.string()),
});

export const ValuationEstimateSchema = z.object({
  low: z.number(),
  mid: z.number(),
  high: z.number(),
  methods: z.array(methodSchema),
  pipeline: z.object({ value: z.number(), lines: z.array(z.string()) }),
  transferability: z.number(),
  factors: z.array(
    z.object({
      key: z.enum(['ratings', 'client_concentration', 'repeat_referral', 'owner_hours']),
      label: z.string(),
      score: z.number(),
      weight: z.number(),
      line: z.string(),
    }),
  ),
  lines: z.array(z.string()),
  sensitivity: z.array(z.object({ key: z.string(), change: z.string(), delta: z.number() })),
  disclaimer: z.string(),
});
