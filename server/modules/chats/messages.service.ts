import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type Message } from '../../../contracts/chats/chats';
import { quotedListing } from '../../../contracts/listings/listings';
import { NEW_MESSAGE_SUBJECT } from '../../../contracts/notifications/notifications';
import type { AppDeps } from '../../platform/deps';
import { unprocessable } from '../../platform/errors';
import type { UploadedFile } from '../../../contracts/common/common';
import { sanitizeRichText } from '../../platform/sanitize';
import type { Transaction } from '../../platform/db/database';
import { findChatForViewer, isStaff } from './chat-access';
import { chatParticipants, chats, type ChatRow } from './chats.table';
import { listingTitle } from '../listings/listings.repository';
import { notifyAll } from '../notifications/notify';
import { activeStaffIds } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { checkAttachments, removeStored, storeAttachments } from './attachments';
import { toMessage } from './message-presenter';
import { messageAttachments, messages, type MessageAttachmentRow, type MessageRow } from './messages.table';

export interface NewMessage {
  body: string;
  attachments: UploadedFile[];
}

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/** Inserts a message inside the caller's transaction and moves the chat's read markers for its sender. */
export async function insertMessage(
  tx: Transaction,
  chat: ChatRow,
  sender: UserRow,
  fromStaff: boolean,
  content: { body: string; files?: { storageKey: string; filename: string; mimetype: string; size: number }[] },
  now: Date,
): Promise<{ row: MessageRow; attachments: MessageAttachmentRow[] }> {
  const [row] = await tx
    .insert(messages)
    .values({
      chatId: chat.id,
      senderId: sender.id,
      senderName: `${sender.firstName} ${sender.lastName}`,
      fromStaff,
      body: content.body,
      createdAt: now,
    })
    .returning();
  const files = content.files ?? [];
  // Independent statements on the transaction's one connection: issued together, postgres.js pipelines them
  // (one round trip instead of one each), and PostgreSQL still runs them in order.
  const [attachments] = await Promise.all([
    files.length
      ? tx
          .insert(messageAttachments)
          .values(files.map((file) => ({ ...file, messageId: row!.id, createdAt: now })))
          .returning()
      : [],
    tx
      .update(chats)
      .set({
        lastMessageAt: now,
        updatedAt: now,
        // A staff reply means the staff inbox has read the conversation up to here.
        ...(fromStaff ? { staffLastReadMessageId: sql`greatest(${chats.staffLastReadMessageId}, ${row!.id})` } : {}),
      })
      .where(eq(chats.id, chat.id)),
    tx
      .update(chatParticipants)
      .set({ lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${row!.id})` })
      .where(and(eq(chatParticipants.chatId, chat.id), eq(chatParticipants.userId, sender.id))),
  ]);
  return { row: row!, attachments };
}

async function conversationLabel(deps: Pick<AppDeps, 'database'>, chat: ChatRow): Promise<string> {
  if (chat.type === 'support') return `A new message in your support conversation "${chat.subject ?? ''}".`;
  const listing = chat.listingId ? await listingTitle(deps.database.db, chat.listingId) : null;
  return listing?.headline
    ? `A new message in your conversation about ${quotedListing(listing)}.`
    : 'A new message in one of your conversations.';
}

/**
 * Tells the other members (and, for a user's message in a support chat, the staff) after the message committed.
 * Returns push failures only: the message and the stored notifications exist either way.
 */
export async function announceMessage(deps: AppDeps, chat: ChatRow, senderId: number, fromStaff: boolean): Promise<unknown[]> {
  const db = deps.database.db;
  // Two independent lookups, side by side: each round trip here delays the push.
  const [members, body] = await Promise.all([
    db
      .select({ userId: chatParticipants.userId })
      .from(chatParticipants)
      .where(and(eq(chatParticipants.chatId, chat.id), isNotNull(chatParticipants.userId), ne(chatParticipants.userId, senderId))),
    conversationLabel(deps, chat),
  ]);
  const input = { event: 'new_message' as const, subject: NEW_MESSAGE_SUBJECT, body, collapseEmail: true };
  const failures = await notifyAll(
    deps,
    members.map((member) => member.userId!),
    { ...input, url: `/messages?chat=${chat.id}` },
  );
  if (chat.type !== 'support' || fromStaff) return failures;
  const staff = await activeStaffIds(db, senderId);
  return [...failures, ...(await notifyAll(deps, staff, { ...input, url: `/admin/chats?chat=${chat.id}` }))];
}

/** POST /messages: sanitise, check every file by its bytes, store, commit, then announce. Nothing is half-stored. */
export async function sendMessage(
  deps: AppDeps,
  sender: UserRow,
  chatId: number,
  input: NewMessage,
): Promise<{ message: Message; pushErrors: unknown[] }> {
  const db = deps.database.db;
  const view = await findChatForViewer(db, chatId, sender);
  if (view.chat.status === 'declined') throw unprocessable(CHAT_MESSAGES.declinedClosed, 'chat_id');
  const body = sanitizeRichText(input.body);
  if (!hasText(body) && input.attachments.length === 0) throw unprocessable(CHAT_MESSAGES.emptyMessage, 'body');
  const checked = await checkAttachments(input.attachments);
  const keys = await storeAttachments(deps.storage, chatId, checked);
  const fromStaff = isStaff(sender) && !view.participant;
  const now = deps.now();
  let saved: { row: MessageRow; attachments: MessageAttachmentRow[] };
  try {
    const files = checked.map((file, index) => ({
      storageKey: keys[index]!,
      filename: file.filename,
      mimetype: file.mime,
      size: file.data.length,
    }));
    saved = await db.transaction((tx) => insertMessage(tx, view.chat, sender, fromStaff, { body: hasText(body) ? body : '', files }, now));
  } catch (error) {
    await removeStored(deps.storage, keys);
    throw error;
  }
  const pushErrors = await announceMessage(deps, view.chat, sender.id, fromStaff);
  const message = toMessage(saved.row, saved.attachments, { id: sender.id, staff: fromStaff, visibleNames: new Map() });
  return { message, pushErrors };
}
