/** Deals: the pipeline from introduction to closing (docs/product.md "Deals"; docs/api.md "Deals"). */
import { z } from 'zod';
import { BooleanInputSchema, IdParamsSchema, IdSchema, MAX_ID, PaginationMetaSchema } from '../common/common';
import { ListingReferenceSchema } from '../listings/listings';

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
export type DefaultDealStage = (typeof DEFAULT_DEAL_STAGES)[number];

/** The two stages that end a deal; every other stage is open. */
export const CLOSED_WON_STAGE = 'Closed — won' satisfies DefaultDealStage;
export const CLOSED_LOST_STAGE = 'Closed — lost' satisfies DefaultDealStage;
export const CONFLICT_CHECK_STAGE = 'Conflict check' satisfies DefaultDealStage;
export const CLIENT_NOTICE_STAGE = 'Client notice (ABA Model Rule 1.17)' satisfies DefaultDealStage;

export const DEAL_OUTCOMES = ['won', 'lost'] as const;
export type DealOutcome = (typeof DEAL_OUTCOMES)[number];

/** What each default stage asks of the two sides; staff may change a stage's list. */
export const DEFAULT_STAGE_CHECKLISTS: Record<DefaultDealStage, string[]> = {
  Introduction: ['Introductory call held', 'Each side shared its goals and timeline'],
  'NDA signed': ['Mutual non-disclosure agreement signed by both sides'],
  'Conflict check': ['Both sides submitted their client and adverse-party lists', 'Both sides confirmed the result'],
  'Financial review': ['Three years of financial statements reviewed', 'Work-in-progress and receivables reviewed', 'Valuation discussed'],
  'Letter of intent': ['Price and structure agreed', 'Letter of intent signed'],
  'Due diligence': [
    'Client files and engagement letters sampled',
    'Malpractice history and insurance reviewed',
    'Leases, staff and vendor contracts reviewed',
  ],
  'Purchase agreement': ['Purchase agreement drafted', 'Purchase agreement signed', 'Financing confirmed'],
  'Client notice (ABA Model Rule 1.17)': [
    'Notices sent to every client of the practice',
    'Date of sending recorded',
    '90-day window ended without objections',
  ],
  'Closed — won': ['Files and trust balances transferred', 'Announcement made'],
  'Closed — lost': [],
};

/** ABA Model Rule 1.17(c): consent is presumed if a client does not object within 90 days of the notice. */
export const CLIENT_NOTICE_DAYS = 90;

export const LIKELIHOOD_MIN = 0;
export const LIKELIHOOD_MAX = 100;
export const DEAL_REASON_MAX = 1000;
export const DEALS_PER_PAGE = 25;
export const DEALS_MAX_PER_PAGE = 200;

export const DEAL_MESSAGES = {
  likelihood: 'The likelihood of closing must be a whole number from 0 to 100.',
  stageInvalid: 'The selected stage is invalid.',
  stageRetired: 'This stage is no longer used. Choose another stage.',
  dealClosed: 'This deal is closed. Only staff can move it.',
  lostReason: 'Please say why the deal was lost.',
  sameStage: 'The deal is already at this stage.',
  noticeWindowOpen: (endsOn: string) => `The 90-day client notice window ends on ${endsOn}. The deal can be closed as won after that date.`,
  noticeNotSent: 'Record the date the client notices went out first: the deal can be closed as won 90 days after it.',
  overrideStaffOnly: 'Only staff can close a deal before the client notice window ends.',
  overrideReason: 'Please give the reason for closing before the client notice window ends.',
  markSoldRefused: 'Only the seller or staff can mark the listing sold.',
  stageName: 'Give the stage a name (at most 80 characters).',
  stageNameTaken: 'Another stage already has this name.',
  stageOrder: 'List every stage exactly once.',
  closingStageRetire: 'The closing stages cannot be retired.',
  backReason: 'Please say why the deal moves back; the other side reads it.',
  gateOverrideReason: 'Please give the reason for moving on before the stage’s work is done.',
} as const;

/** What a stage's gate waits for (issue #34), as both sides read it on the board, the deal page and a refusal. */
export const GATE_MESSAGES = {
  ndaUnsigned: 'Waiting for the buyer to sign the listing’s confidentiality agreement (NDA).',
  conflictNotStarted: 'Waiting for both sides’ conflict lists.',
  conflictListOf: (side: DealSide) => `Waiting for the ${side}’s conflict list.`,
  conflictConfirmBoth: 'Waiting for both sides to confirm the conflict check result.',
  conflictConfirmOf: (side: DealSide) => `Waiting for the ${side} to confirm the conflict check result.`,
  loiNotIssued: 'Waiting for an accepted offer and its letter of intent, signed by both sides.',
  loiSignatureOf: (side: DealSide | 'both') =>
    side === 'both' ? 'Waiting for both sides to sign the letter of intent.' : `Waiting for the ${side} to sign the letter of intent.`,
} as const;

const id = z.number().int();
const idInput = IdSchema;

export const DealStageSchema = z.object({
  id,
  name: z.string(),
  position: z.number().int(),
  is_closed: z.boolean(),
  outcome: z.enum(DEAL_OUTCOMES).nullable(),
  /** Retired stages keep their deals but no deal can enter them. */
  retired: z.boolean(),
  checklist: z.array(z.string()),
});
export type DealStage = z.infer<typeof DealStageSchema>;
export const DealStageListSchema = z.object({ data: z.array(DealStageSchema) });
export type DealStageList = z.infer<typeof DealStageListSchema>;

const stageName = z.string({ error: DEAL_MESSAGES.stageName }).trim().min(1, DEAL_MESSAGES.stageName).max(80, DEAL_MESSAGES.stageName);
const checklist = z.array(z.string().trim().min(1).max(200)).max(20, 'At most 20 checklist items.');

/** POST /deal-stages (staff): a new open stage, placed before the closing stages unless a position is given. */
export const CreateDealStageSchema = z.object({ name: stageName, checklist: checklist.optional() });
export type CreateDealStageInput = z.input<typeof CreateDealStageSchema>;
/** PUT /deal-stages/{id} (staff): rename, change the checklist, retire or bring back. */
export const UpdateDealStageSchema = z.object({
  name: stageName.optional(),
  checklist: checklist.optional(),
  retired: z.boolean().optional(),
});
export type EditDealStageInput = z.input<typeof UpdateDealStageSchema>;
/** PUT /deal-stages/order (staff): every stage id, in the new order. */
export const ReorderDealStagesSchema = z.object({ ids: z.array(idInput).min(1).max(100) });

export const DealPartySchema = z.object({
  unique_id: z.string(),
  verification_level: z.string(),
  /** The counterpart is known by name once the match is accepted (every deal comes from one); null for a deleted user. */
  name: z.string().nullable(),
});
export type DealParty = z.infer<typeof DealPartySchema>;

export const DEAL_SIDES = ['buyer', 'seller'] as const;
export type DealSide = (typeof DEAL_SIDES)[number];

/** A stage the deal cannot yet leave forward, and what it waits for (issue #34). */
export const PendingGateSchema = z.object({ stage_id: id, waiting_for: z.array(z.string()) });
export type PendingGate = z.infer<typeof PendingGateSchema>;

export const DealSchema = z.object({
  id,
  listing: z.object({ id, reference: ListingReferenceSchema, headline: z.string(), status: z.string() }),
  chat_id: id.nullable(),
  stage_id: id,
  likelihood_of_closing: z.number().int().min(LIKELIHOOD_MIN).max(LIKELIHOOD_MAX),
  buyer_id: id.nullable(),
  seller_id: id.nullable(),
  buyer_info: DealPartySchema.nullable(),
  seller_info: DealPartySchema.nullable(),
  /** The caller's side of the deal; staff who are neither see `staff`. */
  my_side: z.enum(['buyer', 'seller', 'staff']),
  is_closed: z.boolean(),
  closed_reason: z.string().nullable(),
  /** The seller revoked the buyer's access to the firm's details and data room, or the deal closed as lost (issue 33). */
  access_revoked: z.boolean(),
  stage_changed_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * From the deal's own stage onward, the first stage it cannot yet leave forward, with what it waits for (later stages
   * are out of reach with it); a forward move is refused while a stage it leaves or skips is here. [] when closed.
   */
  pending_gates: z.array(PendingGateSchema),
});
export type Deal = z.infer<typeof DealSchema>;

export const DEAL_SORTS = ['updated', 'stage', 'likelihood', 'days_in_stage', 'listing'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

export const DealListQuerySchema = z.object({
  side: z.enum(DEAL_SIDES, { error: 'The side must be buyer or seller.' }).optional(),
  status: z.enum(['open', 'closed', 'all'], { error: 'The status must be open, closed or all.' }).default('all'),
  listing_id: idInput.optional(),
  /** A leading `-` sorts descending (`-likelihood`). */
  sort: z
    .string()
    .regex(new RegExp(`^-?(${DEAL_SORTS.join('|')})$`), 'The selected sort is invalid.')
    .default('-updated'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(DEALS_MAX_PER_PAGE).default(DEALS_PER_PAGE),
});
export type DealListQuery = z.input<typeof DealListQuerySchema>;
export const DealListSchema = z.object({ data: z.array(DealSchema), meta: PaginationMetaSchema });
export type DealList = z.infer<typeof DealListSchema>;

export const DEAL_HISTORY_FIELDS = [
  'stage',
  'likelihood',
  'conflict_check',
  'conflict_restart',
  'client_notice',
  'closing_override',
  /** Staff moved the deal past a stage whose work was not done: `from` is what was waived, `note` their reason. */
  'gate_override',
] as const;
export type DealHistoryField = (typeof DEAL_HISTORY_FIELDS)[number];

export const DealHistoryEntrySchema = z.object({
  at: z.string(),
  /** Who made the change: their unique id and name (null for a former member or the system). */
  by: z.object({ unique_id: z.string(), name: z.string(), side: z.enum(['buyer', 'seller', 'staff']) }).nullable(),
  field: z.enum(DEAL_HISTORY_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
});
export type DealHistoryEntry = z.infer<typeof DealHistoryEntrySchema>;

export const ClientNoticeSchema = z.object({
  /** YYYY-MM-DD the seller sent the notices, or null. */
  sent_on: z.string().nullable(),
  window_ends_on: z.string().nullable(),
  days_left: z.number().int().nullable(),
  /** Closing as won is allowed (the window has ended). */
  window_ended: z.boolean(),
});
export type ClientNotice = z.infer<typeof ClientNoticeSchema>;

export const DealDetailSchema = DealSchema.extend({
  history: z.array(DealHistoryEntrySchema),
  client_notice: ClientNoticeSchema,
  conflict_check: z.lazy(() => ConflictCheckSchema),
});
export type DealDetail = z.infer<typeof DealDetailSchema>;

const reason = z
  .string({ error: 'The reason must be text.' })
  .trim()
  .max(DEAL_REASON_MAX, `The reason must not be greater than ${DEAL_REASON_MAX} characters.`)
  .optional();

/** PUT /deals/{id}: move to another stage. Closing as lost asks a reason; closing as won may mark the listing sold. */
export const UpdateDealStageBodySchema = z.object({
  stage_id: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: DEAL_MESSAGES.stageInvalid })
      .int(DEAL_MESSAGES.stageInvalid)
      .positive(DEAL_MESSAGES.stageInvalid)
      .max(MAX_ID, DEAL_MESSAGES.stageInvalid),
  ),
  /** Why the deal was lost (required for a lost stage). */
  reason,
  /** Closing as won: also mark the listing sold here, which closes its other open deals as lost. */
  mark_listing_sold: BooleanInputSchema.optional(),
  /** Staff closing as won before the client notice window ends say why (kept in the history). */
  override_reason: reason,
});
export type MoveDealInput = z.output<typeof UpdateDealStageBodySchema>;

/** PUT /deals/{id}/likelihood: an integer 0–100 (a digits-only string is accepted from forms). */
export const UpdateLikelihoodBodySchema = z.object({
  likelihood_of_closing: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: DEAL_MESSAGES.likelihood })
      .int(DEAL_MESSAGES.likelihood)
      .min(LIKELIHOOD_MIN, DEAL_MESSAGES.likelihood)
      .max(LIKELIHOOD_MAX, DEAL_MESSAGES.likelihood),
  ),
});
export type UpdateLikelihoodInput = z.input<typeof UpdateLikelihoodBodySchema>;

export const DealParamsSchema = IdParamsSchema;

/**
 * GET /listings/{id}/open-deals (the owner and staff): the listing's deals not yet closed, so the seller can name
 * the buyer who bought when disabling it as sold here. Matched buyers are known to the seller, so the name shows.
 * `pending_gates`: what closing the deal as won still waits for, each stage from the deal's own on whose work is not
 * done ([] when it may close as won; a seller cannot name it until then, staff may as they may override a gate).
 */
export const OpenDealSchema = z.object({
  id,
  buyer: z.object({ id, unique_id: z.string(), name: z.string() }).nullable(),
  stage: z.object({ id, name: z.string() }),
  likelihood_of_closing: z.number().int(),
  created_at: z.string(),
  pending_gates: z.array(PendingGateSchema),
});
export type OpenDeal = z.infer<typeof OpenDealSchema>;
export const OpenDealListSchema = z.object({ data: z.array(OpenDealSchema) });
export type OpenDealList = z.infer<typeof OpenDealListSchema>;

/** Whole days since an ISO time, never negative (days in stage on cards). */
export function daysSince(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000));
}

/** The client-notice window of a deal, from the date the notices went out (YYYY-MM-DD), as of `today`. */
export function clientNoticeWindow(sentOn: string | null, today: string): ClientNotice {
  if (!sentOn) return { sent_on: null, window_ends_on: null, days_left: null, window_ended: false };
  const ends = new Date(`${sentOn}T00:00:00Z`);
  ends.setUTCDate(ends.getUTCDate() + CLIENT_NOTICE_DAYS);
  const endsOn = ends.toISOString().slice(0, 10);
  const daysLeft = Math.max(0, Math.round((ends.getTime() - new Date(`${today}T00:00:00Z`).getTime()) / 86_400_000));
  return { sent_on: sentOn, window_ends_on: endsOn, days_left: daysLeft, window_ended: daysLeft === 0 };
}

/** PUT /deals/{id}/client-notice: the date (YYYY-MM-DD) the seller sent the notices to the clients. */
export const ClientNoticeBodySchema = z.object({
  sent_on: z
    .string({ error: 'Enter the date the notices went out.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the notices went out.')
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      'Enter a real date.',
    ),
});
export type ClientNoticeInput = z.input<typeof ClientNoticeBodySchema>;

/**
 * The written notice ABA Model Rule 1.17(c) asks the seller to give each client: the proposed sale, the client's
 * right to retain other counsel or take possession of the file, and that consent is presumed if the client does not
 * object within 90 days. Bracketed parts are for the seller to fill in per client.
 */
export function clientNoticeTemplate(parties: { sellerName: string | null; buyerName: string | null }): string {
  const seller = parties.sellerName || '[Your name]';
  const buyer = parties.buyerName || '[Purchasing lawyer or firm]';
  return [
    '[Date]',
    '',
    '[Client name]',
    '[Client address]',
    '',
    'Re: Proposed sale of my law practice',
    '',
    'Dear [Client name],',
    '',
    `I am writing to let you know that I intend to sell my law practice, [Firm name], to ${buyer}. I expect the sale to take effect on or after [proposed date]. After the sale, ${buyer} would continue to represent you in your matter, on fee terms no less favorable than your present ones.`,
    '',
    'You have the right to retain other counsel of your choice. You also have the right to take possession of your file: if you wish, it will be delivered to you or to the lawyer you choose.',
    '',
    `If you do not object in writing within ${CLIENT_NOTICE_DAYS} days of receiving this notice, your consent to the transfer of your file and representation to ${buyer} will be presumed.`,
    '',
    'Please contact me at [phone] or [e-mail] with any question or objection.',
    '',
    'Sincerely,',
    '',
    seller,
  ].join('\n');
}

export const CONFLICT_ANSWERS = ['no_conflict', 'conflict_found'] as const;
export type ConflictAnswer = (typeof CONFLICT_ANSWERS)[number];
export const CONFLICT_ANSWER_LABELS: Record<ConflictAnswer, string> = {
  no_conflict: 'No conflict',
  conflict_found: 'Conflict found — discuss',
};
export const CONFLICT_TEXT_MAX = 2_000_000;

/**
 * The most names one list may hold. Lexchange's practices are solo to about 20 attorneys: a lawyer carries some 50 to
 * 150 open matters, so 20 of them have at most about 3,000 clients and adverse parties to check. A longer list is not a
 * practice's but a dictionary of guesses (issue #29).
 */
export const CONFLICT_LIST_MAX_NAMES = 3_000;
/** How often one side may submit its list for a deal in a day: a correction or two, not a guessing loop. */
export const CONFLICT_SUBMISSIONS_PER_DAY = 10;
/** How often one side may start a deal's check over, in the deal's whole life (a mistake, and a new check later on). */
export const CONFLICT_RESTARTS_PER_SIDE = 3;

export const CONFLICT_MESSAGES = {
  partiesOnly: 'Only the buyer and the seller of the deal take part in its conflict check.',
  noNames: 'Add at least one client or adverse-party name.',
  tooMany: `A list can have at most ${CONFLICT_LIST_MAX_NAMES.toLocaleString('en-US')} names.`,
  alreadyCompared: 'The lists were already compared. Confirm the result, or start the check again.',
  notCompared: 'Both lists must be in before the result can be confirmed.',
  closed: 'This deal is closed.',
  nothingToRestart: 'There is no conflict check to start over.',
  noRestartsLeft: `You have already started this deal's conflict check over ${CONFLICT_RESTARTS_PER_SIDE} times, the most a side may.`,
} as const;

/** PUT /deals/{id}/conflict-list: the side's list, pasted (one name a line) or read from a CSV file. */
export const ConflictListBodySchema = z.object({
  names: z.string({ error: CONFLICT_MESSAGES.noNames }).max(CONFLICT_TEXT_MAX, 'The list is too long.'),
  format: z.enum(['lines', 'csv']).default('lines'),
});
export type ConflictListInput = z.input<typeof ConflictListBodySchema>;

/** PUT /deals/{id}/conflict-check: the side's answer once the lists were compared. */
export const ConflictAnswerBodySchema = z.object({ answer: z.enum(CONFLICT_ANSWERS, { error: 'Choose no conflict or conflict found.' }) });

/** One side of a comparison in a staff flag: how many names its list held and how many of them hit. */
const ComparedListSchema = z.object({ names: z.number().int(), hits: z.number().int() });

/** A comparison where a list hit implausibly often (staff only; counts, never names). */
export const ConflictFlagSchema = z.object({ compared_at: z.string(), buyer: ComparedListSchema, seller: ComparedListSchema });
export type ConflictFlag = z.infer<typeof ConflictFlagSchema>;

export const ConflictCheckSchema = z.object({
  status: z.enum(['not_started', 'waiting', 'compared', 'completed']),
  my_list_submitted: z.boolean(),
  their_list_submitted: z.boolean(),
  /**
   * The caller's own entries that hit the other side's list; null for staff, before the comparison, and while staff
   * act as the member (`hits_hidden`).
   */
  my_hits: z.array(z.object({ name: z.string(), kind: z.enum(['exact', 'possible']) })).nullable(),
  /** Once compared: how many of the caller's entries hit, and how many of the other side's (never their list's size). */
  my_hit_count: z.number().int().nullable(),
  their_hit_count: z.number().int().nullable(),
  /** True while staff acting as the member look at compared results: the counts show, the names do not. */
  hits_hidden: z.boolean(),
  /** How many more times the caller may start the check over (null for staff). */
  restarts_left: z.number().int().nullable(),
  /** Staff only (null for the parties): the deal's comparisons in which a list hit implausibly often. */
  flags: z.array(ConflictFlagSchema).nullable(),
  my_answer: z.enum(CONFLICT_ANSWERS).nullable(),
  their_answer_given: z.boolean(),
  outcome: z.enum(CONFLICT_ANSWERS).nullable(),
  compared_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type ConflictCheck = z.infer<typeof ConflictCheckSchema>;
