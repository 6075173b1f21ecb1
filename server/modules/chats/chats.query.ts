import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AdminChatInfo, Chat, ChatType } from '../../../contracts/chats/chats';
import type { PaginationMeta } from '../../../contracts/common/common';
import type { Db } from '../../platform/db/database';
import { messages } from './messages.table';
import type { UserRow } from '../users/users.table';
import { presentChats, unreadForParticipant, unreadForStaff } from './chat-presenter';
import { chatParticipants, chats } from './chats.table';

export interface ChatListRequest {
  page: number;
  perPage: number;
  /** Staff: every chat on the platform, support chats first. */
  all: boolean;
  type?: ChatType;
  listingId?: number;
}

const recentFirst = [desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id)];

const pageMeta = (page: number, perPage: number, total: number): PaginationMeta => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/** The viewer's chats, most recent first; for staff with `all`, every chat with support chats first. */
export async function listChats(db: Db, viewer: UserRow, request: ChatListRequest): Promise<{ data: Chat[]; meta: PaginationMeta }> {
  const typeFilter: SQL | undefined = and(
    request.type ? eq(chats.type, request.type) : undefined,
    request.listingId === undefined ? undefined : eq(chats.listingId, request.listingId),
  );
  const offset = (request.page - 1) * request.perPage;
  if (request.all) {
    const [totals] = await db.select({ total: count() }).from(chats).where(typeFilter);
    const rows = await db
      .select({ chat: chats, unread: unreadForStaff })
      .from(chats)
      .where(typeFilter)
      .orderBy(desc(sql`${chats.type} = 'support'`), ...recentFirst)
      .limit(request.perPage)
      .offset(offset);
    const data = await presentChats(
      db,
      viewer,
      rows.map((row) => ({ chat: row.chat, participant: null, unread: row.unread })),
    );
    return { data, meta: pageMeta(request.page, request.perPage, totals?.total ?? 0) };
  }
  const mine = and(eq(chatParticipants.userId, viewer.id), typeFilter);
  const [totals] = await db
    .select({ total: count() })
    .from(chats)
    .innerJoin(chatParticipants, eq(chatParticipants.chatId, chats.id))
    .where(mine);
  const rows = await db
    .select({ chat: chats, participant: chatParticipants, unread: unreadForParticipant(viewer.id) })
    .from(chats)
    .innerJoin(chatParticipants, eq(chatParticipants.chatId, chats.id))
    .where(mine)
    .orderBy(...recentFirst)
    .limit(request.perPage)
    .offset(offset);
  return { data: await presentChats(db, viewer, rows), meta: pageMeta(request.page, request.perPage, totals?.total ?? 0) };
}

/** The viewer's accepted matches (the conversations that have a deal). */
export async function activeMatches(db: Db, viewer: UserRow): Promise<Chat[]> {
  const rows = await db
    .select({ chat: chats, participant: chatParticipants, unread: unreadForParticipant(viewer.id) })
    .from(chats)
    .innerJoin(chatParticipants, eq(chatParticipants.chatId, chats.id))
    .where(and(eq(chatParticipants.userId, viewer.id), eq(chats.type, 'match'), eq(chats.status, 'accepted')))
    .orderBy(...recentFirst)
    .limit(200);
  return presentChats(db, viewer, rows);
}

/** How many of the viewer's chats have messages from others they have not read. */
export async function unreadChatCount(db: Db, viewerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(chatParticipants)
    .where(
      and(
        eq(chatParticipants.userId, viewerId),
        sql`exists (select 1 from ${messages} m where m.chat_id = ${chatParticipants.chatId} and m.id > ${chatParticipants.lastReadMessageId} and m.sender_id is distinct from ${viewerId})`,
      ),
    );
  return row?.count ?? 0;
}

/** Support chats with a user's message that no staff member has read yet (adminUnread). */
export async function adminUnreadChatCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(chats)
    .where(
      and(
        eq(chats.type, 'support'),
        sql`exists (select 1 from ${messages} m where m.chat_id = ${chats.id} and m.id > ${chats.staffLastReadMessageId} and not m.from_staff)`,
      ),
    );
  return row?.count ?? 0;
}

/** The figures at the top of Admin → Chats. */
export async function adminChatInfo(db: Db, now: Date): Promise<AdminChatInfo> {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [byState, today, week, unread] = await Promise.all([
    db.select({ type: chats.type, status: chats.status, count: count() }).from(chats).groupBy(chats.type, chats.status),
    db.select({ count: count() }).from(messages).where(gte(messages.createdAt, startOfDay)),
    db.select({ count: count() }).from(messages).where(gte(messages.createdAt, weekAgo)),
    adminUnreadChatCount(db),
  ]);
  const countOf = (type: string, status: string) => byState.find((row) => row.type === type && row.status === status)?.count ?? 0;
  return {
    open_support_chats: countOf('support', 'open'),
    unread_support_chats: unread,
    pending_matches: countOf('match', 'pending'),
    accepted_matches: countOf('match', 'accepted'),
    declined_matches: countOf('match', 'declined'),
    messages_today: today[0]?.count ?? 0,
    messages_last_7_days: week[0]?.count ?? 0,
  };
}

/** A listing's access requests (match chats, whatever the answer) per UTC day, for the seller's figures. */
export function accessRequestDays(db: Db, listingId: number): Promise<{ date: string; count: number }[]> {
  const requestDay = sql<string>`to_char(${chats.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: requestDay, count: count() })
    .from(chats)
    .where(and(eq(chats.type, 'match'), eq(chats.listingId, listingId)))
    .groupBy(requestDay)
    .orderBy(requestDay);
}

/** Whether two users share a chat in which they see who each other is: an accepted match or a support chat. */
export async function sharesOpenChat(db: Db, viewerId: number, userId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from ${chats} c
    join ${chatParticipants} mine on mine.chat_id = c.id and mine.user_id = ${viewerId}
    join ${chatParticipants} theirs on theirs.chat_id = c.id and theirs.user_id = ${userId}
    where c.type = 'support' or c.status = 'accepted'
    limit 1`);
  return rows.length > 0;
}
