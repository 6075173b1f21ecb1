/** Saved valuations: the list, one valuation, creating, requesting an expert valuation and staff completing it. */
import { z } from 'zod';
import { BooleanInputSchema, IdParamsSchema, IdSchema, PaginationMetaSchema, type QueryParams } from '../common/common';
import { VALUATION_MAX_MONEY } from './constants';
import { ValuateInputSchema, ValuationEstimateSchema, VALUATION_MESSAGES, VALUATION_SIDES, VALUATION_STATUS_KEYS } from './valuations';

export const VALUATIONS_PER_PAGE = 20;
export const VALUATIONS_MAX_PER_PAGE = 100;

export const ValuationParamsSchema = IdParamsSchema;

/** GET /valuations: the caller's own valuations, or (staff, `scope=expert`) every expert valuation request. */
export const ValuationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(VALUATIONS_MAX_PER_PAGE).default(VALUATIONS_PER_PAGE),
  scope: z.enum(['mine', 'expert']).default('mine'),
  search: z.string().trim().max(200).optional(),
  'filter[status]': z.enum(VALUATION_STATUS_KEYS).optional(),
  'filter[side]': z.enum(VALUATION_SIDES).optional(),
  /** `me`: assigned to the calling staff member; `none`: not assigned yet. */
  'filter[assigned]': z.enum(['me', 'none']).optional(),
});
export type ValuationsQuery = z.infer<typeof ValuationsQuerySchema>;
/** GET /valuations's query as a screen sends it. */
export type ValuationsQueryParams = QueryParams<typeof ValuationsQuerySchema>;

const title = z.string().trim().max(150);
const listingId = z.preprocess((value) => (value === '' ? null : value), IdSchema.nullable());

/** POST /valuations: save an estimate (recomputed by the server), optionally on a listing and sent to our experts. */
export const CreateValuationSchema = z
  .object({
    inputs: ValuateInputSchema,
    listing_id: listingId.optional(),
    title: title.optional(),
    request_expert: BooleanInputSchema.optional(),
  })
  .strict();
export type CreateValuationInput = z.input<typeof CreateValuationSchema>;

const figure = z.preprocess(
  (value) => (value === '' ? null : value),
  z.coerce
    .number({ message: VALUATION_MESSAGES.revenueRange })
    .int({ message: 'Enter whole dollars.' })
    .min(0, { message: VALUATION_MESSAGES.revenueRange })
    .max(VALUATION_MAX_MONEY, { message: VALUATION_MESSAGES.revenueRange })
    .nullable(),
);

/**
 * POST /valuations/{id} (`_method=PUT`). The owner may change the inputs or title of an estimate and request an
 * expert valuation; staff assign, start the review, enter the final figures and notes, and complete it.
 */
export const UpdateValuationSchema = z
  .object({
    inputs: ValuateInputSchema.optional(),
    title: title.optional(),
    request_expert: BooleanInputSchema.optional(),
    assigned_to: listingId.optional(),
    status: z.literal('in_review').optional(),
    final_low: figure.optional(),
    final_mid: figure.optional(),
    final_high: figure.optional(),
    notes: z.string().trim().max(20_000).nullable().optional(),
    complete: BooleanInputSchema.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const figures = [body.final_low, body.final_mid, body.final_high];
    if (
      figures.every((value) => typeof value === 'number') &&
      !(body.final_low! <= body.final_mid! && body.final_mid! <= body.final_high!)
    ) {
      context.addIssue({ code: 'custom', path: ['final_mid'], message: VALUATION_MESSAGES.finalOrder });
    }
  });
export type UpdateValuationInput = z.input<typeof UpdateValuationSchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const ValuationSchema = z.object({
  id: z.number().int(),
  side: z.enum(VALUATION_SIDES),
  status: z.enum(VALUATION_STATUS_KEYS),
  title: z.string(),
  listing: z.object({ id: z.number().int(), headline: z.string(), status: z.string() }).nullable(),
  inputs: z.record(z.string(), z.unknown()),
  estimate: ValuationEstimateSchema,
  requested_at: z.string().nullable(),
  assigned_to: person.nullable(),
  final: z.object({ low: z.number(), mid: z.number(), high: z.number() }).nullable(),
  notes: z.string().nullable(),
  /** Staff pressed complete and the report is being rendered. */
  report_pending: z.boolean(),
  completed_at: z.string().nullable(),
  /** An authorised API path to the PDF report, once there is one. */
  report_url: z.string().nullable(),
  /** Staff only: whose valuation this is. */
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string(), unique_id: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Valuation = z.infer<typeof ValuationSchema>;

export const ValuationListSchema = z.object({ data: z.array(ValuationSchema), meta: PaginationMetaSchema });
export type ValuationList = z.infer<typeof ValuationListSchema>;

export const ValuationResponseSchema = z.object({ message: z.string(), valuation: ValuationSchema });
export type ValuationResponse = z.infer<typeof ValuationResponseSchema>;
