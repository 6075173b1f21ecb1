/** Introduction requests from Find a Seller / Find a Buyer ("Contact"). */
import { z } from 'zod';
import { IdSchema } from '../common/common';

export const INTRODUCTION_MESSAGE_MAX = 2000;

export const INTRODUCTION_MESSAGES = {
  membersOnly: 'Only buyers and sellers can ask for introductions.',
  memberNotFound: 'This member is not available.',
  listingInvalid: 'Choose one of the seller’s active listings.',
  alreadyAnswered: 'This request was already answered.',
  buyerHasNotSigned:
    'The buyer has not signed this listing’s confidentiality agreement yet. Decline, or ask them to sign it from the listing’s page.',
} as const;

export const SendIntroductionSchema = z.object({
  unique_id: z.string({ error: 'Choose whom to contact.' }).trim().min(1, 'Choose whom to contact.').max(40),
  /** The seller's active listing the introduction is about. */
  listing_id: IdSchema,
  message: z
    .string({ error: 'The message must be text.' })
    .trim()
    .max(INTRODUCTION_MESSAGE_MAX, `The message must not be greater than ${INTRODUCTION_MESSAGE_MAX} characters.`)
    .optional(),
});
export type SendIntroductionInput = z.output<typeof SendIntroductionSchema>;

export const AnswerIntroductionSchema = z.object({ status: z.enum(['accepted', 'declined'], { error: 'Choose accepted or declined.' }) });

export const IntroductionSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['incoming', 'outgoing']),
  counterpart: z.object({ unique_id: z.string(), verification_level: z.string(), user_type_label: z.string() }),
  listing: z.object({ id: z.number().int(), headline: z.string() }),
  message: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
  chat_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Introduction = z.infer<typeof IntroductionSchema>;
export const IntroductionListSchema = z.object({ data: z.array(IntroductionSchema) });
export type IntroductionList = z.infer<typeof IntroductionListSchema>;

/** The seller's active listings a buyer may name when contacting them (GET /find-users/{unique_id}/listings). */
export const ContactListingsSchema = z.object({ data: z.array(z.object({ id: z.number().int(), headline: z.string() })) });
