import type { Chat, ChatMember, Message, MessageList } from '../../contracts/chats/chats';

/** Test data in the API's shapes. */
export function buildMember(overrides: Partial<ChatMember> = {}): ChatMember {
  return {
    role: 'buyer',
    user_id: null,
    unique_id: 'LX-B100',
    name: 'LX-B100',
    former_member: false,
    full_name: null,
    email: null,
    phone: null,
    image_url: null,
    user_type: 'buying',
    verification_level: 'VI',
    customization: null,
    ...overrides,
  };
}

export function buildMessage(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    chat_id: 1,
    body: `<p>Message ${id}</p>`,
    sender: { user_id: 7, name: 'LX-S7', is_staff: false, is_me: false },
    attachments: [],
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function buildChat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 1,
    type: 'match',
    status: 'accepted',
    subject: null,
    listing: { id: 5, reference: 'LST-4HX2P8M6TQ', headline: 'Estate planning firm in Austin' },
    my_role: 'buyer',
    members: [buildMember({ role: 'seller', unique_id: 'LX-S7', name: 'LX-S7', full_name: 'Sam Seller' })],
    can_answer: false,
    last_message: buildMessage(3),
    unread_count: 2,
    deal_id: 4,
    seller_id: 7,
    buyer_info: { unique_id: 'LX-B100', verification_level: 'VI', name: 'Bea Buyer' },
    seller_info: { unique_id: 'LX-S7', verification_level: 'VBO', name: 'Sam Seller' },
    last_message_at: '2026-03-02T10:00:00.000Z',
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const chatPage = (chats: Chat[], last_page = 1, current_page = 1) => ({
  data: chats,
  meta: { current_page, last_page, per_page: 25, total: chats.length },
});

export const messagePage = (messages: Message[], next_before: number | null = null): MessageList => ({
  data: messages,
  meta: { per_page: 30, has_more: next_before !== null, next_before },
});
