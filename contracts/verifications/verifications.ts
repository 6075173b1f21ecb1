/** Verification submissions, the staff queue and decisions (docs/api.md "Calls" /verifications; docs/product.md "Verification"). */
import { z } from 'zod';
import { barNumberProblem } from './bar-admissions';
import { IdSchema, isEmptyFilePart, PaginationMetaSchema, UploadedFileSchema, type QueryParams } from '../common/common';
import { US_STATE_CODES } from '../common/us-states';
import { GRANTABLE_LEVELS, SUBMITTABLE_LEVELS, VERIFICATION_STATUSES } from './levels';
import { VERIFICATION_LEVEL_KEYS } from '../users/users';

/** Government IDs, ownership proof and funds letters: images or PDFs only, checked by their bytes. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_DOCUMENT_TYPES = [
  { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
  { mime: 'image/png', ext: 'png', label: 'PNG' },
  { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  { mime: 'image/webp', ext: 'webp', label: 'WebP' },
] as const;
export const VERIFICATION_DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';
export const VERIFICATION_DOCUMENTS_MAX = 5;
/**
 * Below this a document is flagged to the reviewer: a phone photo or scan of an ID or a letter is rarely under
 * 20 KB, while a blank or made-up PDF is a few hundred bytes.
 */
export const VERIFICATION_DOCUMENT_THIN_BYTES = 20 * 1024;

export const VERIFICATION_DOCUMENT_MESSAGES = {
  type: (filename: string) => `${filename} is not a PDF or an image (PNG, JPEG or WebP).`,
  size: (filename: string) => `${filename} is larger than 10 MB.`,
  empty: (filename: string) => `${filename} is empty.`,
} as const;

export const VERIFICATION_UPLOADS = {
  maxBytes: VERIFICATION_DOCUMENT_MAX_BYTES,
  types: VERIFICATION_DOCUMENT_TYPES,
  messages: VERIFICATION_DOCUMENT_MESSAGES,
} as const;

/** What the document of each level is. */
export const DOCUMENT_KINDS = {
  VI: { kind: 'government_id', label: 'Government ID' },
  VBO: { kind: 'ownership_proof', label: 'Proof of firm ownership' },
  VLP: { kind: 'funds_letter', label: 'Proof-of-funds or financing letter' },
} as const;

export const VERIFICATION_MESSAGES = {
  level: 'Choose the level to verify: VI, VBO or VLP.',
  documentRequired: 'Attach the document.',
  tooManyDocuments: `Attach at most ${VERIFICATION_DOCUMENTS_MAX} files.`,
  attestation: 'Confirm that the ID is yours and current.',
  idExpiresOn: 'Give the date the ID expires.',
  idExpired: 'This ID has expired. Upload a current one.',
  barState: 'Choose the state of your bar admission.',
  barNumber: 'Give your bar number.',
  barYear: 'Give the year you were admitted.',
  barYearFuture: 'The year admitted cannot be in the future.',
  barYearPast: 'Give a year after 1940.',
  barName: 'Give your name as the bar records it.',
  fundsAmount: 'Give the amount of the funds or financing, in US dollars.',
  alreadyOpen: 'You already have a submission for this level waiting for review. Withdraw it to submit again.',
  alreadyHeld: 'You already hold this level.',
  reasonRequired: 'Give the reason, which the user will read.',
  notOpen: 'This submission has already been decided or withdrawn.',
  notStaff: 'Only Lexchange staff can do this.',
  reviewerNotStaff: 'Assign the submission to a staff member.',
  notHeld: 'This user does not hold this level.',
  userHoldsLevel: 'This user already holds this level.',
  userMissing: 'This user does not exist.',
  barNotChecked: 'Check the bar admission on the state bar’s lookup and tick the check before approving.',
  documentsNotOpened: (filenames: string[]) => `Open every document before approving: you have not opened ${filenames.join(', ')}.`,
  staffOnlyDecisions: 'Only Lexchange staff can approve or reject a submission.',
  withdrawnOwn: 'Only the submitter can withdraw a submission.',
  approved: 'The submission was approved.',
  rejected: 'The submission was rejected.',
  withdrawn: 'Your submission was withdrawn.',
  assigned: 'The submission was assigned.',
  granted: 'The level was granted.',
  removed: 'The level was removed.',
} as const;

const formText = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), formText(max).optional());

/**
 * POST /verifications (multipart). Fields per level: VI documents + attestation + id_expires_on; VBO documents +
 * bar_state, bar_number, bar_year_admitted, bar_name; VLP documents + funds_amount. The year and the ID date are
 * checked against `today` (the server passes its clock; the form its own).
 */
export function submitVerificationSchema(today: () => Date = () => new Date()) {
  return z
    .object({
      level: z.enum(SUBMITTABLE_LEVELS, { error: VERIFICATION_MESSAGES.level }),
      documents: z.preprocess(
        (value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((part) => !isEmptyFilePart(part))),
        z.array(UploadedFileSchema).max(VERIFICATION_DOCUMENTS_MAX, VERIFICATION_MESSAGES.tooManyDocuments),
      ),
      attestation: z.preprocess((value) => value === true || value === 'true' || value === '1' || value === 'on', z.boolean()).optional(),
      id_expires_on: optionalText(10).pipe(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, VERIFICATION_MESSAGES.idExpiresOn)
          .optional(),
      ),
      bar_state: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.enum(US_STATE_CODES, { error: VERIFICATION_MESSAGES.barState }).optional(),
      ),
      bar_number: optionalText(40),
      bar_year_admitted: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.coerce
          .number({ error: VERIFICATION_MESSAGES.barYear })
          .int(VERIFICATION_MESSAGES.barYear)
          .max(9999, VERIFICATION_MESSAGES.barYearFuture)
          .optional(),
      ),
      bar_name: optionalText(200),
      funds_amount: z.preprocess(
        (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value),
        z.coerce
          .number({ error: VERIFICATION_MESSAGES.fundsAmount })
          .int(VERIFICATION_MESSAGES.fundsAmount)
          .positive(VERIFICATION_MESSAGES.fundsAmount)
          .max(10_000_000_000, VERIFICATION_MESSAGES.fundsAmount)
          .optional(),
      ),
    })
    .superRefine((input, ctx) => {
      const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (input.documents.length === 0) need('documents', VERIFICATION_MESSAGES.documentRequired);
      const now = today();
      if (input.level === 'VI') {
        if (!input.attestation) need('attestation', VERIFICATION_MESSAGES.attestation);
        if (!input.id_expires_on) need('id_expires_on', VERIFICATION_MESSAGES.idExpiresOn);
        else if (Number.isNaN(Date.parse(`${input.id_expires_on}T00:00:00Z`))) need('id_expires_on', VERIFICATION_MESSAGES.idExpiresOn);
        else if (input.id_expires_on < now.toISOString().slice(0, 10)) need('id_expires_on', VERIFICATION_MESSAGES.idExpired);
      }
      if (input.level === 'VBO') {
        if (!input.bar_state) need('bar_state', VERIFICATION_MESSAGES.barState);
        if (!input.bar_number) need('bar_number', VERIFICATION_MESSAGES.barNumber);
        else if (input.bar_state) {
          const problem = barNumberProblem(input.bar_state, input.bar_number);
          if (problem) need('bar_number', problem);
        }
        if (input.bar_year_admitted === undefined) need('bar_year_admitted', VERIFICATION_MESSAGES.barYear);
        else if (input.bar_year_admitted > now.getUTCFullYear()) need('bar_year_admitted', VERIFICATION_MESSAGES.barYearFuture);
        else if (input.bar_year_admitted < 1940) need('bar_year_admitted', VERIFICATION_MESSAGES.barYearPast);
        if (!input.bar_name) need('bar_name', VERIFICATION_MESSAGES.barName);
      }
      if (input.level === 'VLP' && input.funds_amount === undefined) need('funds_amount', VERIFICATION_MESSAGES.fundsAmount);
    });
}
export const SubmitVerificationSchema = submitVerificationSchema();
export type SubmitVerificationInput = z.output<typeof SubmitVerificationSchema>;

export const VERIFICATION_SORTS = ['submitted_at', '-submitted_at'] as const;
export const VERIFICATIONS_PER_PAGE = 25;

/** GET /verifications: `scope=mine` (default) is the caller's own; `scope=queue` is the staff queue, oldest first. */
export const VerificationsQuerySchema = z.object({
  scope: z.enum(['mine', 'queue']).default('mine'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(VERIFICATIONS_PER_PAGE),
  sort: z.enum(VERIFICATION_SORTS).default('submitted_at'),
  search: z.string().trim().max(200).optional(),
  'filter[level]': z.enum(GRANTABLE_LEVELS).optional(),
  'filter[status]': z.enum(VERIFICATION_STATUSES).optional(),
  /** `open` is submitted or in review: what the queue shows by default. */
  'filter[open]': z.enum(['1', '0', 'true', 'false']).optional(),
  'filter[reviewer]': z.enum(['me', 'unassigned']).optional(),
});
export type VerificationsQueryInput = z.input<typeof VerificationsQuerySchema>;
/** GET /verifications's query as a screen sends it. */
export type VerificationsQueryParams = QueryParams<typeof VerificationsQuerySchema>;

/** POST /verifications/{id} (`_method=PUT`): staff approve or reject (with a reason); the submitter withdraws. */
export const DecideVerificationSchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'withdrawn'], { error: 'Choose approved, rejected or withdrawn.' }),
    reason: optionalText(1000),
    /** Approving Owner Verified: the reviewer checked the admission on the state bar's lookup. */
    bar_checked: z.preprocess((value) => value === true || value === 'true' || value === '1', z.boolean()).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'rejected' && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: VERIFICATION_MESSAGES.reasonRequired });
  });
export type DecideVerificationInput = z.input<typeof DecideVerificationSchema>;

/** PUT /verifications/{id}/reviewer: hand an open submission to a reviewer (the caller when reviewer_id is left out). */
export const AssignReviewerSchema = z.object({ reviewer_id: IdSchema.optional() });
export type AssignReviewerInput = z.input<typeof AssignReviewerSchema>;

/**
 * POST /verifications/assign grants a level to a user directly; POST /verifications/remove (`_method=DELETE`) takes
 * it away. Both with the reason the user reads (docs/api.md "Verification levels set by staff").
 */
export const LevelChangeSchema = z.object({
  user_id: IdSchema,
  level: z.enum(GRANTABLE_LEVELS, { error: 'Choose the level: VI, VBO, VFL or VLP.' }),
  reason: formText(1000).min(1, VERIFICATION_MESSAGES.reasonRequired),
});
export type LevelChangeInput = z.input<typeof LevelChangeSchema>;

export const VerificationDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  filename: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  /** Whether the caller has opened it (staff must open every document before approving). */
  opened_by_you: z.boolean(),
});

export const VerificationPersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const VerificationSchema = z.object({
  id: z.number().int(),
  level: z.enum(GRANTABLE_LEVELS),
  level_label: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  source: z.string(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  /** The reviewer's reason for a rejection, or staff's reason for a removal. */
  reason: z.string().nullable(),
  expires_at: z.string().nullable(),
  id_expires_on: z.string().nullable(),
  attested: z.boolean(),
  bar: z
    .object({
      state: z.string(),
      state_name: z.string(),
      number: z.string(),
      year_admitted: z.number().int().nullable(),
      name: z.string(),
      lookup_url: z.string().nullable(),
    })
    .nullable(),
  funds_amount: z.number().nullable(),
  documents: z.array(VerificationDocumentSchema),
  documents_deleted: z.boolean(),
  reviewer: VerificationPersonSchema.nullable(),
  decided_by: VerificationPersonSchema.nullable(),
  /** Staff see whose submission it is. */
  user: z
    .object({
      id: z.number().int(),
      unique_id: z.string(),
      name: z.string(),
      email: z.string(),
      verification_level: z.enum(VERIFICATION_LEVEL_KEYS),
    })
    .nullable(),
  can_withdraw: z.boolean(),
});
export type Verification = z.infer<typeof VerificationSchema>;

export const VerificationEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: VerificationPersonSchema.nullable(),
  reason: z.string().nullable(),
  document_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type VerificationEvent = z.infer<typeof VerificationEventSchema>;

export const VerificationDetailSchema = VerificationSchema.extend({ events: z.array(VerificationEventSchema) });
export type VerificationDetail = z.infer<typeof VerificationDetailSchema>;

export const VerificationListSchema = z.object({
  data: z.array(VerificationSchema),
  meta: PaginationMetaSchema,
  /** The caller's own level (scope=mine). */
  level: z.enum(VERIFICATION_LEVEL_KEYS),
});
export type VerificationList = z.infer<typeof VerificationListSchema>;

export const VerificationDecisionSchema = z.object({ message: z.string(), verification: VerificationSchema });
/** The level granted or removed, and the user's level after it. */
export const LevelChangeResponseSchema = z.object({
  message: z.string(),
  user_id: z.number().int(),
  level: z.enum(GRANTABLE_LEVELS),
  verification_level: z.enum(VERIFICATION_LEVEL_KEYS),
});
export type LevelChangeResponse = z.infer<typeof LevelChangeResponseSchema>;

export const VerificationParamsSchema = z.object({ id: IdSchema });
export const VerificationDocumentParamsSchema = z.object({ id: IdSchema, documentId: IdSchema });
