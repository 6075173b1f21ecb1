/** Deals and their stages (PRODUCT.md "Deals"); the screens come later, the record and its stage exist from the match. */
import { z } from 'zod';

/** The default pipeline, in order (GET /deal-stages; editable by staff). */
export const DEFAULT_DEAL_STAGES = [
  'Introduction',
  'NDA signed',
  'Conflict check',
  'Financial review',
  'Letter of intent',
  'Due diligence',
  'Purchase agreement',
  'Client notice (ABA Model Rule 1.17)',
  'Closed — won',
  'Closed — lost',
] as const;

/** The two stages that end a deal; every other stage is open. Found by name (staff may reorder the pipeline). */
export const CLOSED_WON_STAGE = 'Closed — won' satisfies (typeof DEFAULT_DEAL_STAGES)[number];
export const CLOSED_LOST_STAGE = 'Closed — lost' satisfies (typeof DEFAULT_DEAL_STAGES)[number];
export const CLOSED_STAGES: readonly string[] = [CLOSED_WON_STAGE, CLOSED_LOST_STAGE];

export const LIKELIHOOD_MIN = 0;
export const LIKELIHOOD_MAX = 100;

export const DealStageSchema = z.object({ id: z.number().int(), name: z.string(), position: z.number().int() });
export type DealStage = z.infer<typeof DealStageSchema>;

export const DealSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  chat_id: z.number().int().nullable(),
  buyer_id: z.number().int().nullable(),
  seller_id: z.number().int().nullable(),
  stage_id: z.number().int(),
  likelihood_of_closing: z.number().int().min(LIKELIHOOD_MIN).max(LIKELIHOOD_MAX),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deal = z.infer<typeof DealSchema>;

/**
 * GET /listings/{id}/open-deals (the owner and staff): the listing's deals not yet closed, so the seller can name
 * the buyer who bought when disabling it as sold here. Matched buyers are known to the seller, so the name shows.
 */
export const OpenDealSchema = z.object({
  id: z.number().int(),
  buyer: z.object({ id: z.number().int(), unique_id: z.string(), name: z.string() }).nullable(),
  stage: DealStageSchema.pick({ id: true, name: true }),
  likelihood_of_closing: z.number().int(),
  created_at: z.string(),
});
export type OpenDeal = z.infer<typeof OpenDealSchema>;
export const OpenDealListSchema = z.object({ data: z.array(OpenDealSchema) });
export type OpenDealList = z.infer<typeof OpenDealListSchema>;
