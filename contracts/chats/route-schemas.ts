import {
  ActiveMatchesSchema,
  AdminChatInfoSchema,
  AnswerMatchSchema,
  ChatListQuerySchema,
  ChatListSchema,
  ChatSchema,
  CreateMatchSchema,
  CreateSupportChatSchema,
  MessageListQuerySchema,
  MessageListSchema,
  MessageSchema,
  SendMessageSchema,
} from './chats';
import { IdParamsSchema } from '../common/common';
import { CountSchema } from '../notifications/notifications';
import type { RouteSchemas } from '../common/route-map';

const tags = ['chats'];

/** The schemas of the chats and messages endpoints (paths in ./routes.ts). */
export const chatRouteSchemas = {
  list: {
    summary: "The caller's chats, most recent first (staff: `filter[all]=1` for every chat)",
    tags,
    querystring: ChatListQuerySchema,
    response: { 200: ChatListSchema },
  },
  openSupportChat: { summary: 'Open a support chat with the staff', tags, body: CreateSupportChatSchema, response: { 201: ChatSchema } },
  createMatch: {
    summary: 'A buyer asks to connect on a listing (201 new, 200 the existing request)',
    tags,
    body: CreateMatchSchema,
    response: { 200: ChatSchema, 201: ChatSchema },
  },
  unreadCount: { summary: "How many of the caller's chats have unread messages", tags, response: { 200: CountSchema } },
  adminUnreadCount: { summary: 'Support chats with messages no staff member has read', tags, response: { 200: CountSchema } },
  adminInfo: { summary: 'The figures of Admin → Chats', tags, response: { 200: AdminChatInfoSchema } },
  activeMatches: { summary: "The caller's accepted matches", tags, response: { 200: ActiveMatchesSchema } },
  show: { summary: 'One chat (members and staff)', tags, params: IdParamsSchema, response: { 200: ChatSchema } },
  answerMatch: {
    summary: 'The seller (or staff) accepts or declines a match',
    tags,
    params: IdParamsSchema,
    body: AnswerMatchSchema,
    response: { 200: ChatSchema },
  },
  messages: {
    summary: "A chat's messages, newest first (`filter[chat_id]` required; `before` pages into history); marks the chat read",
    tags,
    querystring: MessageListQuerySchema,
    response: { 200: MessageListSchema },
  },
  sendMessage: {
    summary: 'Send a message (multipart: chat_id, body, attachments[]); the other members are notified',
    description: 'Attachments: PDF, DOCX, XLSX, CSV, PNG or JPEG, checked by their bytes, at most 25 MB each.',
    tags,
    body: SendMessageSchema,
    response: { 201: MessageSchema },
  },
  attachment: { summary: 'Download a message attachment (members of the chat and staff)', tags, params: IdParamsSchema },
} satisfies RouteSchemas;
