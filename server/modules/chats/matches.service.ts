import { and, eq, isNull } from 'drizzle-orm';
import { CHAT_MESSAGES } from '../../../contracts/chats/chats';
import { NDA_MESSAGES } from '../../../contracts/documents/nda';
import { meetsMinimumVerification, quotedListing } from '../../../contracts/listings/listings';
import { userGroup, verificationLabel } from '../../../contracts/users/users';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { grantListingAccess } from '../listings/listing-access';
import { hasSignedNda } from '../listings/listing-nda.service';
import { findListing, listingTitle } from '../listings/listings.repository';
import { notify } from '../notifications/notify';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { findChatForViewer, isStaff } from './chat-access';
import { chatParticipants, chats, type ChatRow } from './chats.table';
import { runMatchAcceptedSteps } from './match-events';

const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/** POST /chats/create-match: a buyer asks to connect on an active listing; asking again returns the same chat. */
export async function requestMatch(deps: AppDeps, buyer: UserRow, listingId: number): Promise<{ chat: ChatRow; created: boolean }> {
  const db = deps.database.db;
  if (userGroup(buyer.userType) !== 'buyer' || isStaff(buyer)) throw forbidden(CHAT_MESSAGES.buyersOnly);
  const listing = await findListing(db, listingId);
  if (!listing || (listing.status !== 'active' && listing.status !== 'disabled')) throw notFound(CHAT_MESSAGES.listingNotFound);
  if (listing.ownerId === buyer.id) throw unprocessable(CHAT_MESSAGES.ownListing, 'listing_id');
  const [existing] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.type, 'match'), eq(chats.listingId, listingId), eq(chats.requesterId, buyer.id)))
    .limit(1);
  if (existing && !closedForLevel(existing)) return { chat: existing, created: false };
  if (listing.status !== 'active') throw unprocessable(CHAT_MESSAGES.listingClosed, 'listing_id');
  // docs/product.md "Confidentiality model": the seller's minimum level (VERIFICATION_ORDER) gates the request itself.
  if (!meetsMinimumVerification(buyer.verificationLevel, listing.minimumVerificationLevel)) {
    throw forbidden(CHAT_MESSAGES.verificationTooLow(verificationLabel(listing.minimumVerificationLevel)));
  }
  // docs/product.md "Deal room": no access request reaches the seller before the buyer signed the listing's NDA.
  if (!(await hasSignedNda(db, listingId, buyer.id))) throw unprocessable(NDA_MESSAGES.notSigned);
  if (existing) return reopenRequest(deps, existing, buyer, quotedListing(listing));
  const seller = await findUserById(db, listing.ownerId);
  const now = deps.now();
  const chat = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chats)
      .values({ type: 'match', status: 'pending', listingId, requesterId: buyer.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    await tx.insert(chatParticipants).values([
      { chatId: created.id, userId: buyer.id, role: 'buyer', displayName: fullName(buyer), joinedAt: now },
      { chatId: created.id, userId: seller!.id, role: 'seller', displayName: fullName(seller!), joinedAt: now },
    ]);
    return created;
  });
  // Two identical requests at once: the second finds the first one's chat.
  if (!chat) return requestMatch(deps, buyer, listingId);
  await notify(deps, seller!.id, {
    event: 'access_request',
    subject: 'Access request from a buyer',
    body: `Buyer ${buyer.uniqueId} asks to connect on ${quotedListing(listing)}. Review the buyer and accept or decline.`,
    url: `/messages?chat=${chat.id}`,
  });
  return { chat, created: true };
}

/** A request closed by the minimum-level rule (match-minimum.service.ts): declined, but by no one. */
const closedForLevel = (chat: ChatRow) =>
  chat.type === 'match' && chat.status === 'declined' && chat.answeredById === null && chat.answeredAt !== null;

/** The buyer meets the listing's minimum again: the closed request is pending once more, and the seller is told. */
async function reopenRequest(deps: AppDeps, chat: ChatRow, buyer: UserRow, quoted: string): Promise<{ chat: ChatRow; created: boolean }> {
  const now = deps.now();
  const [reopened] = await deps.database.db
    .update(chats)
    .set({ status: 'pending', answeredAt: null, updatedAt: now })
    .where(and(eq(chats.id, chat.id), eq(chats.status, 'declined'), isNull(chats.answeredById)))
    .returning();
  if (!reopened) return { chat, created: false };
  const [seller] = await deps.database.db
    .select({ userId: chatParticipants.userId })
    .from(chatParticipants)
    .where(and(eq(chatParticipants.chatId, chat.id), eq(chatParticipants.role, 'seller')))
    .limit(1);
  if (seller?.userId) {
    await notify(deps, seller.userId, {
      event: 'access_request',
      subject: 'A buyer asks again for access',
      body: `Buyer ${buyer.uniqueId} asks again to connect on ${quoted}. Review the buyer and accept or decline.`,
      url: `/messages?chat=${chat.id}`,
    });
  }
  return { chat: reopened, created: false };
}

/** PUT /chats/{id}: the seller (or staff) accepts — access, deal at the first stage — or declines. */
export async function answerMatch(deps: AppDeps, viewer: UserRow, chatId: number, status: 'accepted' | 'declined'): Promise<ChatRow> {
  const db = deps.database.db;
  const view = await findChatForViewer(db, chatId, viewer);
  if (view.chat.type !== 'match') throw unprocessable(CHAT_MESSAGES.notAMatch, 'status');
  if (view.participant?.role !== 'seller' && !view.staff) throw forbidden(CHAT_MESSAGES.answerRefused);
  const now = deps.now();
  const answered = await db.transaction(async (tx) => {
    const [chat] = await tx.select().from(chats).where(eq(chats.id, chatId)).for('update').limit(1);
    if (!chat || chat.status !== 'pending') throw unprocessable(CHAT_MESSAGES.alreadyAnswered, 'status');
    const members = await tx.select().from(chatParticipants).where(eq(chatParticipants.chatId, chatId));
    const buyerId = members.find((member) => member.role === 'buyer')?.userId;
    const sellerId = members.find((member) => member.role === 'seller')?.userId;
    if (!buyerId || !sellerId || !chat.listingId) throw unprocessable(CHAT_MESSAGES.alreadyAnswered, 'status');
    const [updated] = await tx
      .update(chats)
      .set({ status, answeredById: viewer.id, answeredAt: now, updatedAt: now })
      .where(eq(chats.id, chatId))
      .returning();
    if (status === 'accepted') {
      await grantListingAccess(tx, { listingId: chat.listingId, buyerId, grantedById: viewer.id });
      await runMatchAcceptedSteps(tx, { listingId: chat.listingId, chatId, buyerId, sellerId, acceptedById: viewer.id, now });
    }
    return { chat: updated!, buyerId };
  });
  const listing = answered.chat.listingId ? await listingTitle(db, answered.chat.listingId) : null;
  const accepted = status === 'accepted';
  const quoted = listing ? quotedListing(listing) : 'the listing';
  await notify(deps, answered.buyerId, {
    event: 'match_accepted',
    subject: accepted ? 'Your access request was accepted' : 'Your access request was declined',
    body: accepted
      ? `The seller of ${quoted} accepted your request. Open to you now: the firm's details and the folders open after access; more open as the deal goes on.`
      : `The seller of ${quoted} declined your request.`,
    url: accepted && answered.chat.listingId ? `/listings/details/${answered.chat.listingId}` : `/messages?chat=${chatId}`,
  });
  return answered.chat;
}
