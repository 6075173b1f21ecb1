/** Listings: request bodies and the list query (docs/product.md "Entities", "Listing lifecycle", "Confidentiality model"; docs/api.md "Calls"), with the constants of constants.ts. */
import { z } from 'zod';
import { BooleanInputSchema, IdSchema, type QueryParams } from '../common/common';
import { PercentagesSchema } from './percentages';
import { submitErrors } from './progress';
import { PRACTICE_AREA_KEYS } from '../common/practice-areas';
import { MoreInfoSchema } from './questionnaire';
import { TeaserSettingsSchema } from '../public-face/teaser';
import { US_STATES } from '../common/us-states';
import { VERIFICATION_LEVEL_KEYS } from '../users/users';
import {
  DISABLE_REASON_KEYS,
  LISTING_MESSAGES,
  LISTING_SORTS,
  LISTING_STATUSES,
  LISTINGS_MAX_PER_PAGE,
  LISTINGS_PER_PAGE,
  REVENUE_BAND_KEYS,
} from './constants';

export * from './constants';

const MAX_MONEY = 10_000_000_000;
/** Form posts send an empty field as ''; that clears the answer rather than meaning 0. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const figure = (value: number) => value.toLocaleString('en-US');
/** A whole number in a range, refused in the person's words ("Enter a whole number from 0 to 100,000."). */
const wholeNumber = (min: number, max: number, message = `Enter a whole number from ${figure(min)} to ${figure(max)}.`) =>
  z.preprocess(blankAsNull, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).nullable()).optional();
const money = wholeNumber(0, MAX_MONEY);
const count = wholeNumber(0, 100_000);
const currentYear = new Date().getUTCFullYear();
const US_STATE_CODES = US_STATES.map((state) => state.code) as [string, ...string[]];

/** Multipart forms carry objects as JSON text; JSON bodies carry them as they are. */
const jsonObject = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

/** Saving a draft: every field optional, every given value checked. */
export const ListingDraftSchema = z
  .object({
    headline: z.string().trim().max(150).optional(),
    description: z.string().max(20_000).nullable().optional(),
    firm_name: z.string().trim().max(200).nullable().optional(),
    city: z.string().trim().max(120).nullable().optional(),
    address: z.string().trim().max(300).nullable().optional(),
    practice_areas: jsonObject(z.array(z.enum(PRACTICE_AREA_KEYS)).max(PRACTICE_AREA_KEYS.length)).optional(),
    state: z.preprocess(blankAsNull, z.enum(US_STATE_CODES).nullable()).optional(),
    metro: z.string().trim().max(120).nullable().optional(),
    year_established: wholeNumber(1800, currentYear + 1, `Enter a year from 1800 to ${currentYear + 1}.`),
    attorneys: count,
    staff: count,
    /** Most recent year first. */
    gross_revenues: jsonObject(
      z.array(z.preprocess(blankAsNull, z.coerce.number().int().min(0).max(MAX_MONEY).nullable())).max(3),
    ).optional(),
    sde: wholeNumber(-MAX_MONEY, MAX_MONEY),
    asking_price: money,
    more_info: jsonObject(MoreInfoSchema).optional(),
    percentages: jsonObject(PercentagesSchema).optional(),
    active_cases: count,
    cases_last_year: count,
    open_cases_fees: money,
    average_fee_collected: money,
    litigation_services: z.preprocess(blankAsNull, z.enum(['yes', 'no']).nullable()).optional(),
    minimum_verification_level: z.enum(VERIFICATION_LEVEL_KEYS).optional(),
    /** The teaser facts every buyer may see before access (issue #33). */
    teaser: jsonObject(TeaserSettingsSchema).optional(),
  })
  .strict();
export type ListingDraft = z.infer<typeof ListingDraftSchema>;

/**
 * Submitting for review: the draft's rules plus the core facts (for the web form's last step; the server checks
 * the saved listing with the same submitErrors).
 */
export const ListingSubmitSchema = ListingDraftSchema.superRefine((draft, context) => {
  const errors = submitErrors({
    ...draft,
    more_info: draft.more_info ?? {},
    media: [],
    percentages: draft.percentages ?? {},
  });
  for (const [path, messages] of Object.entries(errors)) {
    for (const message of messages) context.addIssue({ code: 'custom', path: path.split('.'), message });
  }
});

export const DisableListingSchema = z
  .object({
    reason: z.enum(DISABLE_REASON_KEYS),
    note: z.string().trim().max(2000).nullable().optional(),
    /**
     * Sold here: the deal that bought the practice moves to "Closed — won", every other open deal of the listing to
     * "Closed — lost". Optional; without it every open deal closes as lost. Must be an open deal of the listing.
     */
    winning_deal_id: z.preprocess(blankAsNull, IdSchema.nullable()).optional(),
  })
  .refine((body) => body.reason !== 'other' || Boolean(body.note), { path: ['note'], message: LISTING_MESSAGES.otherNeedsNote })
  .refine((body) => body.winning_deal_id === undefined || body.winning_deal_id === null || body.reason === 'sold_here', {
    path: ['winning_deal_id'],
    message: LISTING_MESSAGES.winningDealNotSoldHere,
  });
export type DisableListing = z.infer<typeof DisableListingSchema>;

export const ListingFeedbackSchema = z.object({ message: z.string().trim().min(1).max(10_000) });
export const DeleteListingSchema = z.object({ reason: z.string().trim().min(1).max(2000) });

const csvList = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(item).max(50));

/**
 * GET /listings. Bracketed keys arrive literally. Lists take comma-separated values. Filters and sorts use only the
 * public face (docs/product.md): `revenue` sorts by the revenue band, and nothing filters on the confidential questionnaire.
 */
export const ListingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(LISTINGS_MAX_PER_PAGE).default(LISTINGS_PER_PAGE),
  sort: z.enum(LISTING_SORTS).default('-created_at'),
  /** `me`: the caller's own listings in every status. */
  'filter[owner]': z.literal('me').optional(),
  /** Own listings (or, for staff, all) in one status. */
  'filter[status]': z.enum(LISTING_STATUSES).optional(),
  /** `granted`: listings the buyer has been given access to (My buyer listings). */
  'filter[access]': z.literal('granted').optional(),
  'filter[practice_area]': csvList(z.enum(PRACTICE_AREA_KEYS)).optional(),
  'filter[state]': csvList(z.enum(US_STATE_CODES)).optional(),
  'filter[revenue_band]': csvList(z.enum(REVENUE_BAND_KEYS)).optional(),
  'filter[asking_price_min]': z.coerce.number().int().min(0).max(MAX_MONEY).optional(),
  'filter[asking_price_max]': z.coerce.number().int().min(0).max(MAX_MONEY).optional(),
  'filter[usable_information]': BooleanInputSchema.optional(),
  'filter[verified_seller]': BooleanInputSchema.optional(),
});
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;
/** GET /listings's query as a client sends it: the contract's keys, lists comma-separated, booleans as 1. */
export type ListingsQueryParams = QueryParams<typeof ListingsQuerySchema>;

/**
 * A listing's public reference: "LST-" and ten Crockford base32 characters, random and unique, set when the listing is
 * created. Buyers and sellers quote it; it says nothing about the seller (the seller's unique_id stays where the seller
 * is meant to be identified).
 */
export const ListingReferenceSchema = z
  .string()
  .regex(/^LST-[0-9A-HJKMNP-TV-Z]{10}$/)
  .describe(
    'The listing\'s public reference ("LST-" and ten random base32 characters), unique, set at creation; not derived from the seller or the id.',
  );
