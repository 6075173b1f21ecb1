import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { MessageList } from '../../../contracts/chats/chats';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { StoredObject } from '../../platform/storage/storage.types';
import { findChatForViewer, logStaffRead, type ChatView } from './chat-access';
import { loadMembers } from './chat-members.query';
import { namesFor } from './chat-presenter';
import { chatParticipants, chats } from './chats.table';
import type { UserRow } from '../users/users.table';
import { attachmentsByMessage, toMessage } from './message-presenter';
import { messageAttachments, messages, type MessageAttachmentRow } from './messages.table';

/** Reading the newest page marks the chat read for the viewer (or, for staff in a support chat, for the staff inbox). */
async function markRead(deps: Pick<AppDeps, 'database'>, view: ChatView, newestId: number): Promise<void> {
  const db = deps.database.db;
  if (view.participant) {
    await db
      .update(chatParticipants)
      .set({ lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${newestId})` })
      .where(eq(chatParticipants.id, view.participant.id));
  } else if (view.staff && view.chat.type === 'support') {
    await db
      .update(chats)
      .set({ staffLastReadMessageId: sql`greatest(${chats.staffLastReadMessageId}, ${newestId})` })
      .where(eq(chats.id, view.chat.id));
  }
}

/** GET /messages: newest first, `before` pages back into history. */
export async function listMessages(
  deps: Pick<AppDeps, 'database' | 'now'>,
  viewer: UserRow,
  chatId: number,
  page: { before?: number; perPage: number },
): Promise<MessageList> {
  const db = deps.database.db;
  const view = await findChatForViewer(db, chatId, viewer);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), page.before ? lt(messages.id, page.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(page.perPage + 1);
  const hasMore = rows.length > page.perPage;
  const shown = rows.slice(0, page.perPage);
  const asStaff = view.staff && !view.participant;
  const [attachments, members] = await Promise.all([
    attachmentsByMessage(
      db,
      shown.map((row) => row.id),
    ),
    loadMembers(db, [chatId]),
  ]);
  const viewerInfo = { id: viewer.id, staff: asStaff, visibleNames: namesFor(view.chat, members, asStaff) };
  if (!page.before) {
    if (shown[0]) await markRead(deps, view, shown[0].id);
    await logStaffRead(db, view, viewer, deps.now());
  }
  return {
    data: shown.map((row) => toMessage(row, attachments.get(row.id) ?? [], viewerInfo)),
    meta: { per_page: page.perPage, has_more: hasMore, next_before: hasMore ? (shown.at(-1)?.id ?? null) : null },
  };
}

/** An attachment for someone who may read its chat; anyone else gets 404. */
export async function openAttachment(
  deps: Pick<AppDeps, 'database' | 'storage' | 'now'>,
  viewer: UserRow,
  attachmentId: number,
): Promise<{ attachment: MessageAttachmentRow; stored: StoredObject }> {
  const db = deps.database.db;
  const [found] = await db
    .select({ attachment: messageAttachments, chatId: messages.chatId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, attachmentId))
    .limit(1);
  if (!found) throw notFound();
  const view = await findChatForViewer(db, found.chatId, viewer);
  const stored = await deps.storage.get(found.attachment.storageKey);
  if (!stored) throw notFound();
  await logStaffRead(db, view, viewer, deps.now());
  return { attachment: found.attachment, stored };
}
