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
