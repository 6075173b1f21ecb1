import type { AppDeps } from '../../platform/deps';
import { announceMessage, insertMessage } from './messages.service';
import type { UserRow } from '../users/users.table';
import { sanitizeRichText } from '../../platform/sanitize';
import { chatParticipants, chats, type ChatRow } from './chats.table';

/** POST /chats: a user opens a conversation with the staff (Get Expert Help, "contact support"). */
export async function openSupportChat(
  deps: AppDeps,
  user: UserRow,
  input: { subject: string; message: string },
): Promise<{ chat: ChatRow; pushErrors: unknown[] }> {
  const now = deps.now();
  const chat = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chats)
      .values({ type: 'support', status: 'open', subject: input.subject, requesterId: user.id, createdAt: now, updatedAt: now })
      .returning();
    await tx
      .insert(chatParticipants)
      .values({ chatId: created!.id, userId: user.id, role: 'member', displayName: `${user.firstName} ${user.lastName}`, joinedAt: now });
    await insertMessage(tx, created!, user, false, { body: sanitizeRichText(input.message) }, now);
    return created!;
  });
  return { chat, pushErrors: await announceMessage(deps, chat, user.id, false) };
}
