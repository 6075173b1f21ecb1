import { eq } from 'drizzle-orm';
import { CHAT_MESSAGES } from '../../../contracts/chats/chats';
import { addUserDeletionStep } from '../admin/user-deletion';
import { chatParticipants } from './chats.table';

/**
 * A deleted user stays in other people's chats as a former member: the membership is detached from the user row
 * and keeps only a neutral name; their messages stay (the foreign keys set the sender to null).
 */
export function registerChatsDeletionStep(): void {
  addUserDeletionStep({
    name: 'chats: keep conversations readable',
    async run({ tx, user }) {
      await tx
        .update(chatParticipants)
        .set({ userId: null, displayName: CHAT_MESSAGES.formerMember })
        .where(eq(chatParticipants.userId, user.id));
    },
  });
}
