/** Settings → Buyer Customization and Seller Customization (docs/product.md: the buyer's doubles as a saved search). */
import { z } from 'zod';
import { BUYER_PREFERENCE_KEYS, FINANCING_KEYS, MONEY_MAX, TIMELINE_KEYS } from './constants';
import { PRACTICE_AREA_KEYS } from '../common/practice-areas';
import { US_STATE_CODES } from '../common/us-states';

export * from './constants';

/** A missing list is an empty one; repeated values count once. */
const uniqueList = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(item, { error: `The ${label} field must be a list.` })
      .max(max, `Choose at most ${max} ${label}.`)
      .transform((values) => [...new Set(values)] as z.output<T>[]),
  );

export const PracticeAreaListSchema = uniqueList(
  z.enum(PRACTICE_AREA_KEYS, { error: 'The selected practice area is invalid.' }),
  PRACTICE_AREA_KEYS.length,
  'practice areas',
);
export const StateListSchema = uniqueList(
  z.enum(US_STATE_CODES, { error: 'The selected state is invalid.' }),
  US_STATE_CODES.length,
  'states',
);

/** Empty form values are "not set"; digits-only strings from currency inputs become numbers. */
const money = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'Enter an amount in whole dollars.' })
    .int('Enter an amount in whole dollars.')
    .min(0, 'The amount cannot be negative.')
    .max(MONEY_MAX, 'The amount is too large.')
    .nullable(),
);

const optionalChoice = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

const rangeIsOrdered = (min: number | null, max: number | null) => min === null || max === null || min <= max;

export const PracticeAreasSchema = z.object({ practice_areas: PracticeAreaListSchema });
export type PracticeAreasInput = z.input<typeof PracticeAreasSchema>;
export const PracticeAreasResultSchema = z.object({ practice_areas: z.array(z.string()), customization: z.enum(['buyer', 'seller']) });

export const BuyerCustomizationSchema = z
  .object({
    /** Optional: the member's own side saves its practice areas with POST /user/practice-areas (docs/api.md "Calls"); kept when left out. */
    practice_areas: PracticeAreaListSchema.optional(),
    states: StateListSchema,
    revenue_min: money,
    revenue_max: money,
    price_min: money,
    price_max: money,
    timeline: optionalChoice(z.enum(TIMELINE_KEYS, { error: 'The selected timeline is invalid.' })),
    financing: uniqueList(
      z.enum(FINANCING_KEYS, { error: 'The selected financing is invalid.' }),
      FINANCING_KEYS.length,
      'financing options',
    ),
  })
  .refine((body) => rangeIsOrdered(body.revenue_min, body.revenue_max), {
    message: 'The maximum revenue must be at least the minimum.',
    path: ['revenue_max'],
  })
  .refine((body) => rangeIsOrdered(body.price_min, body.price_max), {
    message: 'The maximum price must be at least the minimum.',
    path: ['price_max'],
  });
export type BuyerCustomizationInput = z.input<typeof BuyerCustomizationSchema>;

export const BuyerCustomizationResultSchema = z.object({
  practice_areas: z.array(z.string()),
  states: z.array(z.string()),
  revenue_min: z.number().nullable(),
  revenue_max: z.number().nullable(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  timeline: z.string().nullable(),
  financing: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type BuyerCustomization = z.infer<typeof BuyerCustomizationResultSchema>;

export const SellerCustomizationSchema = z.object({
  /** Optional, as for buyers: kept when left out. */
  practice_areas: PracticeAreaListSchema.optional(),
  state: optionalChoice(z.enum(US_STATE_CODES, { error: 'The selected state is invalid.' })),
  timeline: optionalChoice(z.enum(TIMELINE_KEYS, { error: 'The selected timeline is invalid.' })),
  buyer_preferences: uniqueList(
    z.enum(BUYER_PREFERENCE_KEYS, { error: 'The selected buyer preference is invalid.' }),
    BUYER_PREFERENCE_KEYS.length,
    'buyer preferences',
  ),
  buyer_notes: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'The buyer notes must be text.' }).trim().max(2000, 'The buyer notes must not be greater than 2000 characters.'),
  ),
});
export type SellerCustomizationInput = z.input<typeof SellerCustomizationSchema>;

export const SellerCustomizationResultSchema = z.object({
  practice_areas: z.array(z.string()),
  state: z.string().nullable(),
  timeline: z.string().nullable(),
  buyer_preferences: z.array(z.string()),
  buyer_notes: z.string(),
  updated_at: z.string().nullable(),
});
export type SellerCustomization = z.infer<typeof SellerCustomizationResultSchema>;
