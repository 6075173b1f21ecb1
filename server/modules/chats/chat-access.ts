import { and, eq } from 'drizzle-orm';
import { CHAT_MESSAGES } from '../../../contracts/chats/chats';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../users/users.table';
import { chatAccessLog, chatParticipants, chats, type ChatParticipantRow, type ChatRow } from './chats.table';

export const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

export interface ChatView {
  chat: ChatRow;
  /** The viewer's membership; null when staff look in from outside. */
  participant: ChatParticipantRow | null;
  staff: boolean;
}

/** The chat if the viewer is in it or is staff; anyone else gets 404, so chat ids cannot be probed. */
export async function findChatForViewer(db: Db, chatId: number, viewer: UserRow): Promise<ChatView> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (!chat) throw notFound(CHAT_MESSAGES.chatNotFound);
  const [participant] = await db
    .select()
    .from(chatParticipants)
    .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, viewer.id)))
    .limit(1);
  const staff = isStaff(viewer);
  if (!participant && !staff) throw notFound(CHAT_MESSAGES.chatNotFound);
  return { chat, participant: participant ?? null, staff };
}

/** Staff reading a buyer–seller conversation they are not part of leaves a trace. */
export async function logStaffRead(db: Db, view: ChatView, viewer: UserRow, now: Date): Promise<void> {
  if (!view.staff || view.participant || view.chat.type !== 'match') return;
  await db
    .insert(chatAccessLog)
    .values({ chatId: view.chat.id, staffId: viewer.id, staffName: `${viewer.firstName} ${viewer.lastName}`, createdAt: now });
}
