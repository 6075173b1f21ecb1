/** Matches, chats and messages (docs/api.md "Matches, chats, messages"; docs/product.md "Chats, matches, messages"). */
import { z } from 'zod';
import { BooleanInputSchema, IdSchema, isEmptyFilePart, PaginationMetaSchema, UploadedFileSchema } from '../common/common';
import { BuyerCustomizationResultSchema } from '../customization/customization';
import { groupThousands } from '../format/currency';
import { ListingReferenceSchema } from '../listings/listings';

export const CHAT_TYPES = ['match', 'support'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
/** A match is pending until the seller (or staff) answers; a support chat is open. */
export const CHAT_STATUSES = ['pending', 'accepted', 'declined', 'open'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const PARTICIPANT_ROLES = ['buyer', 'seller', 'member'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

export const MESSAGE_BODY_MAX = 20_000;
export const MESSAGES_PER_PAGE = 30;
export const CHATS_PER_PAGE = 25;
export const ATTACHMENTS_MAX = 10;

/** docs/product.md "Validation and display", "Messages" word for word, and the project's own messages. */
export const CHAT_MESSAGES = {
  chatIdRequired: 'Chat ID is required.',
  chatNotFound: 'This chat does not exist.',
  listingNotFound: 'This listing does not exist.',
  listingClosed: 'This listing is not taking new requests.',
  ownListing: 'This is your own listing.',
  buyersOnly: 'Only buyers can ask to connect on a listing.',
  verificationTooLow: (level: string) => `The seller asks for buyers who are at least ${level}. Get verified to ask to connect.`,
  answerRefused: 'Only the seller or Lexchange staff can answer this request.',
  notAMatch: 'Only match requests can be accepted or declined.',
  alreadyAnswered: 'This request has already been answered.',
  declinedClosed: 'This request was declined, so the conversation is closed.',
  emptyMessage: 'Write a message or attach a file.',
  tooLong: `The message is too long (at most ${groupThousands(String(MESSAGE_BODY_MAX))} characters). Shorten it or send it in two messages.`,
  formerMember: 'Former member',
  support: 'Lexchange support',
} as const;

export const CreateMatchSchema = z.object({ listing_id: IdSchema });
export type CreateMatchInput = z.input<typeof CreateMatchSchema>;

export const AnswerMatchSchema = z.object({ status: z.enum(['accepted', 'declined'], { error: 'Choose accepted or declined.' }) });
export type AnswerMatchInput = z.input<typeof AnswerMatchSchema>;

export const CreateSupportChatSchema = z.object({
  subject: z.string().trim().min(1, 'The subject field is required.').max(200, 'The subject must not be greater than 200 characters.'),
  message: z.string().trim().min(1, 'The message field is required.').max(MESSAGE_BODY_MAX, CHAT_MESSAGES.tooLong),
});
export type CreateSupportChatInput = z.input<typeof CreateSupportChatSchema>;

export const ChatListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(CHATS_PER_PAGE),
  /** Staff only: every chat on the platform, support chats first (Admin → Chats). */
  'filter[all]': BooleanInputSchema.optional(),
  'filter[type]': z.enum(CHAT_TYPES).optional(),
  /** Only the chats about this listing: a buyer's access request on a listing page (issue #20). */
  'filter[listing_id]': IdSchema.optional(),
});

/** A participant as the viewer may see them: identities open only once a match is accepted (or to staff). */
export const ChatMemberSchema = z.object({
  role: z.enum(PARTICIPANT_ROLES),
  user_id: z.number().int().nullable(),
  unique_id: z.string().nullable(),
  name: z.string(),
  former_member: z.boolean(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image_url: z.string().nullable(),
  user_type: z.string().nullable(),
  verification_level: z.string().nullable(),
  customization: BuyerCustomizationResultSchema.nullable(),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

export const AttachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export const MessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  body: z.string(),
  sender: z.object({ user_id: z.number().int().nullable(), name: z.string(), is_staff: z.boolean(), is_me: z.boolean() }),
  attachments: z.array(AttachmentSchema),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** One side of a match (docs/product.md "Entities": buyer_info, seller_info): the name only once the match is accepted. */
export const MatchPartySchema = z
  .object({
    unique_id: z.string(),
    verification_level: z.string(),
    name: z
      .string()
      .nullable()
      .describe('The full name, once the match is accepted (always for staff and for the party themself); null before'),
  })
  .describe('One side of a match; null for a former member');
export type MatchParty = z.infer<typeof MatchPartySchema>;

export const ChatSchema = z.object({
  id: z.number().int(),
  type: z.enum(CHAT_TYPES),
  status: z.enum(CHAT_STATUSES),
  subject: z.string().nullable(),
  listing: z.object({ id: z.number().int(), reference: ListingReferenceSchema, headline: z.string() }).nullable(),
  my_role: z.enum([...PARTICIPANT_ROLES, 'staff']),
  /** The other participants (for staff: everyone). */
  members: z.array(ChatMemberSchema),
  can_answer: z.boolean(),
  last_message: MessageSchema.nullable(),
  unread_count: z.number().int(),
  deal_id: z.number().int().nullable(),
  /** docs/product.md "Entities": a match's seller (user id), once the seller may be identified to the viewer; null for support chats. */
  seller_id: z
    .number()
    .int()
    .nullable()
    .describe(
      "The match's seller: their user id, for the seller, staff, and the buyer once the match is accepted; null otherwise and for support chats",
    ),
  buyer_info: MatchPartySchema.nullable().describe("A match's buyer; null for support chats"),
  seller_info: MatchPartySchema.nullable().describe("A match's seller; null for support chats"),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type Chat = z.infer<typeof ChatSchema>;

export const ChatListSchema = z.object({ data: z.array(ChatSchema), meta: PaginationMetaSchema });
export const ActiveMatchesSchema = z.object({ data: z.array(ChatSchema) });

export const AdminChatInfoSchema = z.object({
  open_support_chats: z.number().int(),
  unread_support_chats: z.number().int(),
  pending_matches: z.number().int(),
  accepted_matches: z.number().int(),
  declined_matches: z.number().int(),
  messages_today: z.number().int(),
  messages_last_7_days: z.number().int(),
});
export type AdminChatInfo = z.infer<typeof AdminChatInfoSchema>;

/** `filter[chat_id]` is checked by the handler so a missing one gives exactly `Chat ID is required.` */
export const MessageListQuerySchema = z.object({
  'filter[chat_id]': z.string().optional(),
  /** Messages older than this message id (infinite scroll into history). */
  before: IdSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(MESSAGES_PER_PAGE),
});

/** POST /messages: JSON, form-encoded, or multipart with `attachments[]`. */
export const SendMessageSchema = z.object({
  chat_id: IdSchema.or(z.undefined())
    .refine((value) => value !== undefined, CHAT_MESSAGES.chatIdRequired)
    .transform((value) => value!),
  body: z.string().max(MESSAGE_BODY_MAX, CHAT_MESSAGES.tooLong).default(''),
  attachments: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((part) => !isEmptyFilePart(part)),
    z.array(UploadedFileSchema).max(ATTACHMENTS_MAX, `Attach at most ${ATTACHMENTS_MAX} files.`),
  ),
});
export const MessageListSchema = z.object({
  data: z.array(MessageSchema),
  meta: z.object({ per_page: z.number().int(), has_more: z.boolean(), next_before: z.number().int().nullable() }),
});
export type MessageList = z.infer<typeof MessageListSchema>;
