import { desc, inArray, sql } from 'drizzle-orm';
import type { Chat, ChatStatus, ChatType } from '../../../contracts/chats/chats';
import type { Db } from '../../platform/db/database';
import { listingTitles } from '../listings/listings.repository';
import { attachmentsByMessage, toMessage } from './message-presenter';
import { messages } from './messages.table';
import type { UserRow } from '../users/users.table';
import { isStaff } from './chat-access';
import { identityOpen, matchFields, presentMember } from './chat-members';
import { loadMembers, type MemberRecord } from './chat-members.query';
import type { ChatParticipantRow, ChatRow } from './chats.table';
import { chatDeals } from './match-events';

export interface ChatEntry {
  chat: ChatRow;
  participant: ChatParticipantRow | null;
  unread: number;
}

const byChat = <T extends { chatId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.chatId, [...(map.get(row.chatId) ?? []), row]);
  return map;
};

/** Sender user id → the name this viewer may see: the full name once identities are open, else the unique id. */
export function namesFor(chat: ChatRow, members: MemberRecord[], asStaff: boolean): Map<number, string> {
  const open = identityOpen(chat, asStaff);
  return new Map(
    members.flatMap((member) =>
      member.user ? [[member.user.id, open ? `${member.user.firstName} ${member.user.lastName}` : member.user.uniqueId] as const] : [],
    ),
  );
}

/** Chats with their listing, members, last message, unread count and deal, as the viewer may see them. */
export async function presentChats(db: Db, viewer: UserRow, entries: ChatEntry[]): Promise<Chat[]> {
  const chatIds = entries.map((entry) => entry.chat.id);
  if (chatIds.length === 0) return [];
  const listingIds = [...new Set(entries.flatMap((entry) => (entry.chat.listingId ? [entry.chat.listingId] : [])))];
  const [memberRows, listingRows, dealRows, lastMessages] = await Promise.all([
    loadMembers(db, chatIds),
    listingTitles(db, listingIds),
    chatDeals(db, chatIds),
    db
      .selectDistinctOn([messages.chatId])
      .from(messages)
      .where(inArray(messages.chatId, chatIds))
      .orderBy(messages.chatId, desc(messages.id)),
  ]);
  const membersOf = byChat(memberRows);
  const attachments = await attachmentsByMessage(
    db,
    lastMessages.map((message) => message.id),
  );
  const staffViewer = isStaff(viewer);

  return Promise.all(
    entries.map(async ({ chat, participant, unread }): Promise<Chat> => {
      const members = membersOf.get(chat.id) ?? [];
      const asStaff = staffViewer && !participant;
      const viewerRole = participant?.role ?? 'staff';
      const others = members.filter((member) => asStaff || member.userId !== viewer.id);
      const presented = await Promise.all(others.map((member) => presentMember(db, chat, member, asStaff, viewerRole)));
      const last = lastMessages.find((message) => message.chatId === chat.id);
      const names = namesFor(chat, members, asStaff);
      const listing = listingRows.find((row) => row.id === chat.listingId);
      return {
        id: chat.id,
        type: chat.type as ChatType,
        status: chat.status as ChatStatus,
        subject: chat.subject,
        listing: listing ? { id: listing.id, reference: listing.reference, headline: listing.headline } : null,
        my_role: participant ? (participant.role as Chat['my_role']) : 'staff',
        members: presented,
        can_answer: chat.type === 'match' && chat.status === 'pending' && (viewerRole === 'seller' || staffViewer),
        last_message: last ? toMessage(last, attachments.get(last.id) ?? [], { id: viewer.id, staff: asStaff, visibleNames: names }) : null,
        unread_count: unread,
        deal_id: dealRows.find((deal) => deal.chatId === chat.id)?.id ?? null,
        ...matchFields(chat, members, { id: viewer.id, isStaff: asStaff }),
        last_message_at: chat.lastMessageAt?.toISOString() ?? null,
        created_at: chat.createdAt.toISOString(),
      };
    }),
  );
}

export const unreadForParticipant = (viewerId: number) =>
  sql<number>`(select count(*)::int from ${messages} m where m.chat_id = "chats"."id" and m.id > "chat_participants"."last_read_message_id" and m.sender_id is distinct from ${viewerId})`;

export const unreadForStaff = sql<number>`(case when "chats"."type" = 'support' then (select count(*)::int from ${messages} m where m.chat_id = "chats"."id" and m.id > "chats"."staff_last_read_message_id" and not m.from_staff) else 0 end)`;
