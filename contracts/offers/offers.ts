/** An offer as the API returns it (docs/api.md "Offers"), and the answer to one. */
import { z } from 'zod';
import { OFFER_FIELDS } from './diff';
import { CONTINGENCY_KEYS, OFFER_LIMITS, OFFER_MESSAGES } from './terms';

export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_SIDES = ['buyer', 'seller'] as const;
export type OfferSide = (typeof OFFER_SIDES)[number];
export const OFFER_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Open',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** The refusals of an answer or a new version, one wording for server and screen. */
export const OFFER_REFUSALS = {
  openOffer: 'This deal already has an open offer: answer or withdraw it first.',
  buyerOpens: 'Only the buyer makes the first offer.',
  notOpen: 'This offer is no longer open.',
  expired: 'This offer has expired: its response deadline has passed.',
  ownOffer: 'You made this offer: the other side accepts, declines or counters it.',
  notMaker: 'Only the side that made an offer can withdraw it.',
  dealClosed: 'This deal is closed.',
  accepted: 'An offer on this deal was accepted: the next step is the letter of intent.',
  staff: 'Staff can read offers but not make or answer them.',
  impersonating: 'Staff acting as a member can read offers but never make or answer them.',
} as const;

/** The deal history's note when the system moves a deal to "Letter of intent" (its author is null). */
export const LOI_SIGNED_NOTE = 'both parties signed the letter of intent';

export const OfferSchema = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  version: z.number().int(),
  made_by: z.enum(OFFER_SIDES),
  status: z.enum(OFFER_STATUSES),
  scope: z.union([z.literal('practice'), z.array(z.string())]),
  price: z.number().int(),
  cash_at_closing: z.number().int(),
  earnout: z.object({ percent: z.number().int(), months: z.number().int() }).nullable(),
  transition_months: z.number().int(),
  contingencies: z.array(z.enum(CONTINGENCY_KEYS)),
  expires_on: z.string(),
  note: z.string().nullable(),
  changed: z.array(z.enum(OFFER_FIELDS)),
  reason: z.string().nullable(),
  loi_document_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferListSchema = z.object({ data: z.array(OfferSchema) });
export type OfferList = z.infer<typeof OfferListSchema>;

/** PUT /offers/{id}. */
export const OfferAnswerSchema = z.object({
  action: z.enum(OFFER_ACTIONS, { error: OFFER_MESSAGES.action }),
  reason: z.string({ error: OFFER_MESSAGES.reason }).trim().max(OFFER_LIMITS.reasonMax, OFFER_MESSAGES.reason).nullish(),
});
export type OfferAnswer = z.input<typeof OfferAnswerSchema>;
