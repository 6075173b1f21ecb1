import { inArray } from 'drizzle-orm';
import { CHAT_MESSAGES, type Message } from '../../../contracts/chats/chats';
import type { Db } from '../../platform/db/database';
import { messageAttachments, type MessageAttachmentRow, type MessageRow } from './messages.table';

export interface MessageViewer {
  id: number;
  staff: boolean;
  /** Sender user id → the name this viewer may see (unique id before a match is accepted). */
  visibleNames: Map<number, string>;
}

function senderName(row: MessageRow, viewer: MessageViewer): string {
  if (row.fromStaff) return viewer.staff ? row.senderName : CHAT_MESSAGES.support;
  if (row.senderId === viewer.id) return row.senderName;
  if (row.senderId === null) return CHAT_MESSAGES.formerMember;
  return viewer.visibleNames.get(row.senderId) ?? CHAT_MESSAGES.formerMember;
}

export const attachmentUrl = (id: number) => `/api/messages/attachments/${id}`;

export function toMessage(row: MessageRow, attachments: MessageAttachmentRow[], viewer: MessageViewer): Message {
  return {
    id: row.id,
    chat_id: row.chatId,
    body: row.body,
    sender: { user_id: row.senderId, name: senderName(row, viewer), is_staff: row.fromStaff, is_me: row.senderId === viewer.id },
    attachments: attachments.map((file) => ({
      id: file.id,
      filename: file.filename,
      mimetype: file.mimetype,
      size: file.size,
      url: attachmentUrl(file.id),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

export async function attachmentsByMessage(db: Db, messageIds: number[]): Promise<Map<number, MessageAttachmentRow[]>> {
  const byMessage = new Map<number, MessageAttachmentRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(messageAttachments.id);
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}
