import { eq, inArray } from 'drizzle-orm';
import type { ParticipantRole } from '../../../contracts/chats/chats';
import type { Db } from '../../platform/db/database';
import { users, type UserRow } from '../users/users.table';
import { chatParticipants } from './chats.table';

export interface MemberRecord {
  chatId: number;
  role: ParticipantRole;
  userId: number | null;
  displayName: string;
  user: UserRow | null;
}

export async function loadMembers(db: Db, chatIds: number[]): Promise<MemberRecord[]> {
  if (chatIds.length === 0) return [];
  const rows = await db
    .select({ participant: chatParticipants, user: users })
    .from(chatParticipants)
    .leftJoin(users, eq(users.id, chatParticipants.userId))
    .where(inArray(chatParticipants.chatId, chatIds))
    .orderBy(chatParticipants.id);
  return rows.map(({ participant, user }) => ({
    chatId: participant.chatId,
    role: participant.role as ParticipantRole,
    userId: participant.userId,
    displayName: participant.displayName,
    user,
  }));
}
