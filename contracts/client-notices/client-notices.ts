/** The seller's client list and the Rule 1.17 notices (docs/api.md "Closing room, client notices, earn-out"). */
import { z } from 'zod';
import { UploadedFileSchema } from '../common/common';
import { US_STATE_CODES } from '../common/us-states';
import { WINDOW_STARTS } from './notice-window';

export const CLIENT_LIST_MAX = 5_000;
export const CLIENT_LIMITS = { name: 200, address: 500, matter: 200, email: 254 } as const;
export const BUYER_IDENTITY_MAX = 300;
export const LETTER_TEMPLATE_MAX = 10_000;

export const NOTICE_STATUSES = ['not_sent', 'sent', 'objected', 'consented', 'file_requested'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  not_sent: 'Not sent',
  sent: 'Sent',
  objected: 'Objected',
  consented: 'Consented',
  file_requested: 'Asked for the file',
};

/** What a client may answer through their link. */
export const CLIENT_ANSWERS = ['objected', 'consented', 'file_requested'] as const;
export type ClientAnswer = (typeof CLIENT_ANSWERS)[number];
export const CLIENT_ANSWER_LABELS: Record<ClientAnswer, string> = {
  objected: 'I object to the transfer of my file',
  consented: 'I consent to the transfer of my file',
  file_requested: 'I want to take possession of my file',
};

export interface ClientEntry {
  name: string;
  email: string | null;
  address: string | null;
  matter: string | null;
}

/** PUT /deals/{id}/clients: JSON `clients` (each row checked with its row number) or a multipart CSV `file`. */
export const ClientListBodySchema = z
  .object({
    clients: z.array(z.unknown(), { error: 'Send the clients as a list.' }).optional(),
    file: UploadedFileSchema.optional(),
  })
  .refine((body) => (body.clients === undefined) !== (body.file === undefined), {
    message: 'Send the clients as a list or as one CSV file.',
    path: ['clients'],
  });

export const ClientCountSchema = z.object({ count: z.number().int() });

const CourtOrderSchema = z.object({ court: z.string(), ordered_on: z.string(), file_name: z.string() });

export const ClientRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  matter: z.string().nullable(),
  notice_status: z.enum(NOTICE_STATUSES),
  sent_on: z.string().nullable(),
  opened_on: z.string().nullable(),
  window_ends_on: z.string().nullable(),
  /** The seller could not give this client notice (Rule 1.17(c)). */
  unreachable: z.boolean(),
  court_order: CourtOrderSchema.nullable(),
  /** Unreachable without a court order: the client's file stays out of the transfer. */
  excluded_from_transfer: z.boolean(),
  answered_at: z.string().nullable(),
  /** How many answers the client gave (a later one replaces the earlier, which stays logged). */
  answers: z.number().int(),
});
export type ClientRow = z.infer<typeof ClientRowSchema>;

export const ByStatusSchema = z.object(
  Object.fromEntries(NOTICE_STATUSES.map((status) => [status, z.number().int()])) as {
    [S in NoticeStatus]: z.ZodNumber;
  },
);
export type ByStatus = z.infer<typeof ByStatusSchema>;

const ListSettingsSchema = z.object({
  buyer_identity: z.string().nullable(),
  state: z.string().nullable(),
  window_from: z.enum(WINDOW_STARTS),
  mailing_days: z.number().int(),
});

/** The seller's and staff's view. */
export const SellerClientListSchema = z.object({
  view: z.literal('seller'),
  data: z.array(ClientRowSchema),
  count: z.number().int(),
  by_status: ByStatusSchema,
  unreachable: z.number().int(),
  settings: ListSettingsSchema,
});

/** The buyer's view: counts until the deal closes as won, then the names of the clients who did not object. */
export const BuyerClientListSchema = z.object({
  view: z.literal('buyer'),
  count: z.number().int(),
  by_status: ByStatusSchema,
  unreachable: z.number().int(),
  clients: z.array(z.object({ name: z.string(), notice_status: z.enum(NOTICE_STATUSES), excluded_from_transfer: z.boolean() })).nullable(),
});

export const ClientListSchema = z.discriminatedUnion('view', [SellerClientListSchema, BuyerClientListSchema]);
export type ClientList = z.infer<typeof ClientListSchema>;
export type SellerClientList = z.infer<typeof SellerClientListSchema>;
export type BuyerClientList = z.infer<typeof BuyerClientListSchema>;

export const LetterSettingsBodySchema = z.object({
  buyer_identity: z
    .string({ error: 'Enter how the letters name the buyer.' })
    .trim()
    .min(1, 'Enter how the letters name the buyer.')
    .max(BUYER_IDENTITY_MAX, `At most ${BUYER_IDENTITY_MAX} characters.`),
});

export const SendNoticesResultSchema = z.object({
  sent: z.number().int(),
  emailed: z.number().int(),
  sent_on: z.string(),
});

const isoDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      'Enter a real date.',
    );

export const ClientParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  clientId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const UnreachableBodySchema = z.object({ unreachable: z.boolean({ error: 'Say whether the client could be reached.' }) });

export const CourtOrderBodySchema = z.object({
  court: z.string({ error: 'Name the court.' }).trim().min(1, 'Name the court.').max(200, 'At most 200 characters.'),
  ordered_on: isoDay('Enter the date of the order.'),
  file: UploadedFileSchema,
});

/** The public page behind a client's link. */
export const ResponseTokenParamsSchema = z.object({ token: z.string().max(200) });
export const ClientResponsePageSchema = z.object({
  /** open: the link may answer; closed: it expired or is not a valid link (the same for every such link). */
  status: z.enum(['open', 'closed']),
  answer: z.enum(CLIENT_ANSWERS).nullable(),
  answered_at: z.string().nullable(),
  window_ends_on: z.string().nullable(),
});
export type ClientResponsePage = z.infer<typeof ClientResponsePageSchema>;
export const ClientResponseBodySchema = z.object({ answer: z.enum(CLIENT_ANSWERS, { error: 'Choose one of the answers.' }) });

/** Staff's per-state settings (`default` for every state without its own). */
export const NOTICE_RULE_STATES = ['default', ...US_STATE_CODES] as const;
export const NoticeRuleParamsSchema = z.object({ state: z.enum(NOTICE_RULE_STATES, { error: 'Choose a state.' }) });
export const NoticeRuleSchema = z.object({
  state: z.enum(NOTICE_RULE_STATES),
  window_from: z.enum(WINDOW_STARTS),
  mailing_days: z.number().int(),
  letter_template: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const NoticeRuleListSchema = z.object({
  data: z.array(NoticeRuleSchema),
  default_template: z.string(),
  placeholders: z.array(z.string()),
});
export const NoticeRuleBodySchema = z.object({
  window_from: z.enum(WINDOW_STARTS, { error: 'Choose receipt or sending.' }),
  mailing_days: z
    .number({ error: 'Enter a number of days.' })
    .int('Enter whole days.')
    .min(0, 'At least 0 days.')
    .max(30, 'At most 30 days.'),
  letter_template: z.string().trim().max(LETTER_TEMPLATE_MAX, `At most ${LETTER_TEMPLATE_MAX} characters.`).nullable().optional(),
});

export const CLIENT_NOTICE_MESSAGES = {
  sellerOnly: 'Only the seller or staff manage the client list.',
  impersonating: 'Staff acting as a member cannot change the client list or send notices.',
  dealClosed: 'The deal is closed.',
  alreadySent: 'The notices went out: the list can no longer be replaced.',
  noList: 'Upload the client list first.',
  noBuyerIdentity: 'Enter how the letters name the buyer first.',
  nothingToSend: 'Every client on the list has been sent a notice.',
  notUnreachable: 'Mark the client as could not be reached before recording a court order.',
  notFound: 'Not found.',
  listTooLong: `At most ${CLIENT_LIST_MAX.toLocaleString('en-US')} clients.`,
  listEmpty: 'The list has no clients.',
  recorded: 'Thank you. Your answer is recorded.',
  linkClosed: 'This link is not open: it has expired or is not a valid link. Please contact the lawyer who wrote to you.',
} as const;
