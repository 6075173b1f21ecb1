/**
 * The closing room (issue #32, docs/api.md "Closing room, client notices, earn-out"): the checklist a deal works through
 * after both sides signed the letter of intent, its files, the buyer's due-diligence requests, and the template staff
 * keep. Shapes, limits and every message a person reads.
 */
import { z } from 'zod';
import { IdSchema, UploadedFileSchema, isEmptyFilePart, type UploadedFile } from '../common/common';
import { DATA_ROOM_ACCEPT, DATA_ROOM_MESSAGES, DATA_ROOM_TYPES, DATA_ROOM_MAX_BYTES } from '../listings/files';
import { plainText } from '../common/text';

export const OWNER_SIDES = ['buyer', 'seller', 'both'] as const;
export type OwnerSide = (typeof OWNER_SIDES)[number];
export const OWNER_SIDE_LABELS: Record<OwnerSide, string> = { buyer: 'Buyer', seller: 'Seller', both: 'Both sides' };

export const ITEM_STATUSES = ['open', 'done', 'not_applicable'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = { open: 'Open', done: 'Done', not_applicable: 'Not applicable' };

export const REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

export const CLOSING_LIMITS = {
  titleMax: 200,
  noteMax: 5_000,
  searchMax: 200,
  filesPerUpload: 10,
  templateItemsMax: 60,
  dueOffsetMax: 365,
} as const;

/** Closing-room files follow the data room's rules: its types, checked by their bytes, and its size. */
export const CLOSING_ACCEPT = DATA_ROOM_ACCEPT;
export const CLOSING_UPLOADS = { maxBytes: DATA_ROOM_MAX_BYTES, types: DATA_ROOM_TYPES, messages: DATA_ROOM_MESSAGES } as const;

export const CLOSING_MESSAGES = {
  title: `Enter a title of 1 to ${CLOSING_LIMITS.titleMax} characters.`,
  requestTitle: `Say what you need in 1 to ${CLOSING_LIMITS.titleMax} characters.`,
  ownerSide: 'Choose who owns the item: buyer, seller or both.',
  status: 'Choose open, done or not applicable.',
  requestStatus: 'Choose open or closed.',
  dueOn: 'Enter a real date (YYYY-MM-DD) or leave it empty.',
  note: `Write at most ${CLOSING_LIMITS.noteMax.toLocaleString('en-US')} characters.`,
  nothingToChange: 'Change the title, owner, due date or status.',
  files: `Attach 1 to ${CLOSING_LIMITS.filesPerUpload} files.`,
  answerEmpty: 'Answer with a note, files, or both.',
  search: `Search with at most ${CLOSING_LIMITS.searchMax} characters.`,
  dueOffset: `Enter a number of days from 0 to ${CLOSING_LIMITS.dueOffsetMax}, or leave it empty.`,
  templateItems: `The template holds 1 to ${CLOSING_LIMITS.templateItemsMax} items.`,
  templateItem: 'This item is not in the template any more: reload the template.',
  waitingForLoi: 'The closing room opens when both sides have signed the letter of intent.',
  impersonating: 'Staff acting as a member can read the closing room but not change it.',
  templateItemKept: 'Items from the law-practice template are never deleted: mark them not applicable.',
  removeOwnOnly: 'Only the side that added an item (or staff) can delete it.',
  buyerAsks: 'Only the buyer asks for due-diligence documents.',
  sellerAnswers: 'Only the seller answers due-diligence requests.',
  buyerCloses: 'Only the buyer closes or reopens a request.',
  closedRequest: 'This request is closed: the buyer reopens it before it can be answered.',
} as const;

const dueOn = z
  .string({ error: CLOSING_MESSAGES.dueOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CLOSING_MESSAGES.dueOn)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    CLOSING_MESSAGES.dueOn,
  );
/** A due date, or none: an empty form field counts as none. */
const optionalDueOn = z.preprocess((value) => (value === '' ? null : value), dueOn.nullable().optional());
const title = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(CLOSING_LIMITS.titleMax, message).pipe(plainText('title'));
const ownerSide = z.enum(OWNER_SIDES, { error: CLOSING_MESSAGES.ownerSide });

/** POST /deals/{id}/closing/items */
export const NewClosingItemSchema = z.object({
  title: title(CLOSING_MESSAGES.title),
  owner_side: ownerSide,
  due_on: optionalDueOn,
});
export type NewClosingItem = z.output<typeof NewClosingItemSchema>;

/** PUT /deals/{id}/closing/items/{itemId}: only the fields sent change, so two sides editing at once lose nothing. */
export const ClosingItemChangeSchema = z
  .object({
    title: title(CLOSING_MESSAGES.title).optional(),
    owner_side: ownerSide.optional(),
    due_on: optionalDueOn,
    status: z.enum(ITEM_STATUSES, { error: CLOSING_MESSAGES.status }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: CLOSING_MESSAGES.nothingToChange });
export type ClosingItemChange = z.output<typeof ClosingItemChangeSchema>;

/** Multipart sends one file as a value and several as a list; an empty file part is no file. */
const toFileList = (value: unknown) => {
  if (value === undefined || value === null) return undefined;
  const list = (Array.isArray(value) ? value : [value]).filter((item) => !isEmptyFilePart(item));
  return list.length > 0 ? list : undefined;
};
const fileList = z
  .array(UploadedFileSchema, { error: CLOSING_MESSAGES.files })
  .min(1, CLOSING_MESSAGES.files)
  .max(CLOSING_LIMITS.filesPerUpload, CLOSING_MESSAGES.files);

/** POST /deals/{id}/closing/items/{itemId}/files (multipart `files`, one or several). */
export const ClosingFilesUploadSchema = z.object({ files: z.preprocess(toFileList, fileList) });

/** POST /deals/{id}/closing/requests */
export const NewDueDiligenceRequestSchema = z.object({
  title: title(CLOSING_MESSAGES.requestTitle),
  due_on: optionalDueOn,
});
export type NewDueDiligenceRequest = z.output<typeof NewDueDiligenceRequestSchema>;

/** POST /deals/{id}/closing/requests/{requestId}/answer (multipart or JSON): a note, files, or both. */
export const DueDiligenceAnswerSchema = z
  .object({
    note: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string({ error: CLOSING_MESSAGES.note })
        .trim()
        .max(CLOSING_LIMITS.noteMax, CLOSING_MESSAGES.note)
        .pipe(plainText('note'))
        .optional(),
    ),
    files: z.preprocess(toFileList, fileList.optional()),
  })
  .refine((answer) => answer.note !== undefined || (answer.files?.length ?? 0) > 0, {
    message: CLOSING_MESSAGES.answerEmpty,
    path: ['note'],
  });
export type DueDiligenceAnswer = { note?: string; files?: UploadedFile[] };

/** PUT /deals/{id}/closing/requests/{requestId}/status: the buyer closes or reopens. */
export const RequestStatusChangeSchema = z.object({
  status: z.enum(['open', 'closed'], { error: CLOSING_MESSAGES.requestStatus }),
});

/** GET /deals/{id}/closing/requests (and its CSV export): filter by status and text. */
export const DueDiligenceQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: 'Choose open, answered or closed.' }).optional(),
  q: z.string({ error: CLOSING_MESSAGES.search }).trim().max(CLOSING_LIMITS.searchMax, CLOSING_MESSAGES.search).optional(),
});
export type DueDiligenceQuery = z.output<typeof DueDiligenceQuerySchema>;

export const ClosingParamsSchema = z.object({ id: IdSchema });
export const ClosingItemParamsSchema = ClosingParamsSchema.extend({ itemId: IdSchema });
export const ClosingFileParamsSchema = ClosingParamsSchema.extend({ fileId: IdSchema });
export const ClosingRequestParamsSchema = ClosingParamsSchema.extend({ requestId: IdSchema });

export const ClosingDocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
});
export type ClosingDocument = z.infer<typeof ClosingDocumentSchema>;

export const ClosingItemSchema = z.object({
  id: z.number(),
  key: z.string().nullable(),
  title: z.string(),
  owner_side: z.enum(OWNER_SIDES),
  status: z.enum(ITEM_STATUSES),
  due_on: z.string().nullable(),
  /** Open and due before today. */
  overdue: z.boolean(),
  /** The caller may delete it: an item a side added, by that side or staff (template items never). */
  removable: z.boolean(),
  documents: z.array(ClosingDocumentSchema),
});
export type ClosingItem = z.infer<typeof ClosingItemSchema>;

export const ClosingRoomSchema = z.object({
  /** false until both sides signed the letter of intent; `waiting_for` then says so and `items` is empty. */
  open: z.boolean(),
  waiting_for: z.string().nullable(),
  /** The caller's side: what the screen offers. */
  side: z.enum(['buyer', 'seller', 'staff']),
  /** Staff acting as a member: the room reads, never changes. */
  read_only: z.boolean(),
  items: z.array(ClosingItemSchema),
  /** Not-applicable items count in neither figure. */
  progress: z.object({ done: z.number(), total: z.number() }),
});
export type ClosingRoom = z.infer<typeof ClosingRoomSchema>;

export const DueDiligenceRequestSchema = z.object({
  id: z.number(),
  title: z.string(),
  due_on: z.string().nullable(),
  overdue: z.boolean(),
  status: z.enum(REQUEST_STATUSES),
  answer_note: z.string().nullable(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  documents: z.array(ClosingDocumentSchema),
});
export type DueDiligenceRequest = z.infer<typeof DueDiligenceRequestSchema>;

export const DueDiligenceListSchema = z.object({
  data: z.array(DueDiligenceRequestSchema),
  /** Every request of the deal by status, whatever the filter. */
  counts: z.object({ open: z.number(), answered: z.number(), closed: z.number() }),
});
export type DueDiligenceList = z.infer<typeof DueDiligenceListSchema>;

export const ClosingTemplateItemSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  owner_side: z.enum(OWNER_SIDES),
  due_offset_days: z.number().nullable(),
});
export type ClosingTemplateItem = z.infer<typeof ClosingTemplateItemSchema>;
export const ClosingTemplateSchema = z.object({ data: z.array(ClosingTemplateItemSchema) });
export type ClosingTemplate = z.infer<typeof ClosingTemplateSchema>;

/** PUT /closing-template: the whole list in its new order; an item without `id` is new, an id left out is removed. */
export const ClosingTemplateChangeSchema = z.object({
  items: z
    .array(
      z.object({
        id: IdSchema.optional(),
        title: title(CLOSING_MESSAGES.title),
        owner_side: ownerSide,
        due_offset_days: z
          .number({ error: CLOSING_MESSAGES.dueOffset })
          .int(CLOSING_MESSAGES.dueOffset)
          .min(0, CLOSING_MESSAGES.dueOffset)
          .max(CLOSING_LIMITS.dueOffsetMax, CLOSING_MESSAGES.dueOffset)
          .nullable(),
      }),
      { error: CLOSING_MESSAGES.templateItems },
    )
    .min(1, CLOSING_MESSAGES.templateItems)
    .max(CLOSING_LIMITS.templateItemsMax, CLOSING_MESSAGES.templateItems),
});
export type ClosingTemplateChange = z.output<typeof ClosingTemplateChangeSchema>;

/** The percentage the progress bar shows (0 when nothing counts). */
export const progressPercent = (progress: { done: number; total: number }) =>
  progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
