import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, type AdminChatInfo, type Chat, type Message, type MessageList } from '../../../contracts/chats/chats';
import { chatRoutes } from '../../../contracts/chats/routes';
import { MAX_ID, type PaginationMeta } from '../../../contracts/common/common';
import { UNREAD_COUNT_KEYS } from '../../app/layout/useUnreadCounts';
import { ApiError, formBody } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export interface ChatPage {
  data: Chat[];
  meta: PaginationMeta;
}

export const CHAT_KEYS = {
  all: ['chats'] as const,
  list: (scope: 'mine' | 'all') => ['chats', 'list', scope] as const,
  one: (chatId: number) => ['chats', 'one', chatId] as const,
  activeMatches: ['chats', 'active-matches'] as const,
  messages: (chatId: number | null) => ['messages', chatId] as const,
  adminInfo: ['chats', 'admin-info'] as const,
  adminUnread: ['chats', 'admin-unread-chats'] as const,
};

/** `?chat=` of /messages as a chat id, or null when it is missing or not an id. */
export function parseChatId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

export async function fetchChatPage(page: number, scope: 'mine' | 'all'): Promise<ChatPage> {
  const params: Record<string, unknown> = { page };
  if (scope === 'all') params['filter[all]'] = 1;
  return callApi(chatRoutes.list, { query: params, silent: true });
}

/** GET /chats/active-matches (docs/api.md "Calls"): the member's accepted matches, as buyer or seller. */
export async function fetchActiveMatches(): Promise<Chat[]> {
  return (await callApi(chatRoutes.activeMatches, { silent: true })).data;
}

export const nextChatPage = (last: ChatPage): number | undefined =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

export async function fetchChat(chatId: number): Promise<Chat> {
  return callApi(chatRoutes.show, { params: { id: chatId }, silent: true });
}

/** docs/product.md "Validation and display": no chat id, no request — the message is `Chat ID is required.` (the server says the same with a 422). */
export async function fetchMessages(chatId: number | null, before?: number): Promise<MessageList> {
  if (!chatId) throw new ApiError(CHAT_MESSAGES.chatIdRequired, 422);
  const params: Record<string, unknown> = { 'filter[chat_id]': chatId };
  if (before) params.before = before;
  return callApi(chatRoutes.messages, { query: params, silent: true });
}

export const nextMessagesCursor = (last: MessageList): number | undefined =>
  last.meta.has_more && last.meta.next_before ? last.meta.next_before : undefined;

/** Pages arrive newest first; the conversation reads oldest first. A refetch may overlap pages, so ids are unique. */
export function messagesOldestFirst(data: InfiniteData<MessageList> | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<number>();
  const messages: Message[] = [];
  for (const page of data.pages) {
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.id - b.id);
}

export async function sendMessage(chatId: number, body: string, attachments: File[]): Promise<Message> {
  return callApi(chatRoutes.sendMessage, { body: formBody({ chat_id: chatId, body, attachments }) });
}

export async function answerMatch(chatId: number, status: 'accepted' | 'declined'): Promise<Chat> {
  return callApi(chatRoutes.answerMatch, { params: { id: chatId }, body: { status } });
}

export async function openSupportChat(subject: string, message: string): Promise<Chat> {
  return callApi(chatRoutes.openSupportChat, { body: { subject, message } });
}

export async function fetchAdminInfo(): Promise<AdminChatInfo> {
  return callApi(chatRoutes.adminInfo, { silent: true });
}

export async function fetchAdminUnread(): Promise<number> {
  return (await callApi(chatRoutes.adminUnreadCount, { silent: true })).count;
}

/** Reading the newest page marks the chat read on the server: clear its badge and refetch the counters. */
export function markChatReadLocally(queryClient: QueryClient, chatId: number): void {
  for (const scope of ['mine', 'all'] as const) {
    queryClient.setQueryData<InfiniteData<ChatPage>>(CHAT_KEYS.list(scope), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((chat) => (chat.id === chatId ? { ...chat, unread_count: 0 } : chat)),
            })),
          }
        : data,
    );
  }
  void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEYS.chats });
  void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.adminUnread });
}

/** Chat list pages may overlap after a new message moves a chat to the top. */
export function uniqueChats(data: InfiniteData<ChatPage> | undefined): Chat[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) => page.data).filter((chat) => (seen.has(chat.id) ? false : (seen.add(chat.id), true)));
}
