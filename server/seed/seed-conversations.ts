/**
 * Replays the demo's matches and support chats through the app's own services, with the clock set to each moment:
 * a request notifies the seller, an acceptance grants access and opens the deal, every message is stored by
 * insertMessage, and the last one of each conversation is announced (notifications) as any sent message is.
 *
 * The demo's rich text is written clean (the seed's test checks that the sanitiser leaves it unchanged), so the
 * seed stores it without calling the sanitiser: its first call loads jsdom, which would add a second to the first
 * start. That is why the support chat is opened here rather than by openSupportChat, which sanitises.
 */
import { and, eq } from 'drizzle-orm';
import { answerMatch, requestMatch } from '../modules/chats/matches.service';
import { chatParticipants, chats, type ChatRow } from '../modules/chats/chats.table';
import { listingAccess } from '../modules/listings/listings.table';
import { announceMessage, insertMessage } from '../modules/chats/messages.service';
import { DEMO_MATCHES, DEMO_SUPPORT_CHATS, type DemoMessage, type DemoSupportChat } from './demo-conversations';
import { timeAt } from './demo-time';
import { seedSignedNda } from './seed-ndas';
import type { SeedContext } from './seed-deps';

async function replayMessages(context: SeedContext, chat: ChatRow, messages: readonly DemoMessage[]): Promise<void> {
  const { tx, deps, people, now } = context;
  for (const message of messages) {
    const sender = people.get(message.from)!;
    // Staff write in support chats as the staff, not as a member (messages.service: fromStaff).
    await insertMessage(
      tx,
      chat,
      sender,
      chat.type === 'support' && sender.role === 'admin',
      { body: message.body },
      timeAt(now, message.at),
    );
  }
  const last = messages.at(-1);
  if (!last) return;
  const sender = people.get(last.from)!;
  deps.setNow(timeAt(now, last.at));
  await announceMessage(deps, chat, sender.id, chat.type === 'support' && sender.role === 'admin');
}

async function requestedMatch(context: SeedContext, match: (typeof DEMO_MATCHES)[number]): Promise<ChatRow> {
  const { tx, deps, people, listings, now } = context;
  const buyer = people.get(match.buyer)!;
  const listing = listings.get(match.listing)!;
  const requestedAt = timeAt(now, match.requested);
  await seedSignedNda(tx, buyer, listing, new Date(requestedAt.getTime() - 5 * 60_000));
  deps.setNow(requestedAt);
  const { chat } = await requestMatch(deps, buyer, listing.id);
  if (!match.accepted) return chat;
  const acceptedAt = timeAt(now, match.accepted);
  deps.setNow(acceptedAt);
  const seller = [...people.values()].find((person) => person.id === listing.ownerId)!;
  const accepted = await answerMatch(deps, seller, chat.id, 'accepted');
  // grantListingAccess stamps the grant with the database's clock; the sellers' charts should show the demo's.
  await tx
    .update(listingAccess)
    .set({ grantedAt: acceptedAt })
    .where(and(eq(listingAccess.listingId, listing.id), eq(listingAccess.buyerId, buyer.id)));
  return accepted;
}

/** What openSupportChat stores, message included (announced with the replies' last message or on its own). */
async function openSupportChat(context: SeedContext, support: DemoSupportChat): Promise<ChatRow> {
  const { tx, people, now } = context;
  const user = people.get(support.user)!;
  const openedAt = timeAt(now, support.opened);
  const [chat] = await tx
    .insert(chats)
    .values({ type: 'support', status: 'open', subject: support.subject, requesterId: user.id, createdAt: openedAt, updatedAt: openedAt })
    .returning();
  await tx
    .insert(chatParticipants)
    .values({ chatId: chat!.id, userId: user.id, role: 'member', displayName: `${user.firstName} ${user.lastName}`, joinedAt: openedAt });
  return chat!;
}

export async function seedConversations(context: SeedContext): Promise<void> {
  for (const match of DEMO_MATCHES) {
    await replayMessages(context, await requestedMatch(context, match), match.messages);
  }
  for (const support of DEMO_SUPPORT_CHATS) {
    const chat = await openSupportChat(context, support);
    // The opening message reaches the staff as soon as it is sent; each reply then reaches the user.
    await replayMessages(context, chat, [{ from: support.user, at: support.opened, body: support.message }]);
    await replayMessages(context, chat, support.replies);
  }
}
