/**
 * Introduction requests from the directory: a buyer asks a seller about one of the seller's active listings, or a
 * seller offers one of their listings to a buyer. The other side accepts — which runs the existing match path (the
 * buyer's request on the listing, accepted by the seller: access, chat and deal) — or declines.
 */
import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Introduction, SendIntroductionInput } from '../../../contracts/introductions';
import { INTRODUCTION_MESSAGES } from '../../../contracts/introductions';
import { USER_TYPES, userGroup } from '../../../contracts/users';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { answerMatch, requestMatch } from '../chats/matches.service';
import { listings } from '../listings/listings.table';
import { notify } from '../notifications/notify';
import { users, type UserRow } from '../users/users.table';
import { introductionRequests, type IntroductionRequestRow } from './introductions.table';

const directoryOf = (user: Pick<UserRow, 'userType'>) => (userGroup(user.userType) === 'seller' ? '/find-buyers' : '/find-sellers');
const typeLabel = (key: string | null) => USER_TYPES.find((type) => type.key === key)?.label ?? '';

/** POST /introductions. Asking again while a request is pending returns that request. */
export async function sendIntroduction(
  deps: AppDeps,
  caller: UserRow,
  input: SendIntroductionInput,
): Promise<{ row: IntroductionRequestRow; created: boolean }> {
  const db = deps.database.db;
  const group = userGroup(caller.userType);
  if (group === 'none' || caller.role === 'admin') throw forbidden(INTRODUCTION_MESSAGES.membersOnly);
  const [target] = await db.select().from(users).where(eq(users.uniqueId, input.unique_id)).limit(1);
  const targetGroup = target ? userGroup(target.userType) : 'none';
  if (!target || !target.active || target.role === 'admin' || target.id === caller.id || targetGroup === 'none' || targetGroup === group)
    throw notFound(INTRODUCTION_MESSAGES.memberNotFound);
  const sellerId = group === 'seller' ? caller.id : target.id;
  const [listing] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, input.listing_id), eq(listings.ownerId, sellerId)))
    .limit(1);
  if (!listing || listing.deletedAt || listing.status !== 'active') throw unprocessable(INTRODUCTION_MESSAGES.listingInvalid, 'listing_id');
  const existing = await db
    .select()
    .from(introductionRequests)
    .where(
      and(
        eq(introductionRequests.fromUserId, caller.id),
        eq(introductionRequests.toUserId, target.id),
        eq(introductionRequests.listingId, listing.id),
        eq(introductionRequests.status, 'pending'),
      ),
    )
    .limit(1);
  if (existing[0]) return { row: existing[0], created: false };
  const [row] = await db
    .insert(introductionRequests)
    .values({ fromUserId: caller.id, toUserId: target.id, listingId: listing.id, message: input.message ?? '', createdAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!row) return sendIntroduction(deps, caller, input);
  await notify(deps, target.id, {
    event: 'access_request',
    subject: 'New introduction request',
    body: `${caller.uniqueId} asks to be introduced to you about “${listing.headline}”. Accept or decline in ${directoryOf(target) === '/find-buyers' ? 'Find a Buyer' : 'Find a Seller'}.`,
    url: `${directoryOf(target)}?introductions=1`,
  });
  return { row, created: true };
}

const fromUser = alias(users, 'intro_from');
const toUser = alias(users, 'intro_to');

/** GET /introductions: requests to the caller and from the caller, newest first. */
export async function listIntroductions(deps: AppDeps, caller: UserRow): Promise<Introduction[]> {
  const rows = await deps.database.db
    .select({ intro: introductionRequests, headline: listings.headline, from: fromUser, to: toUser })
    .from(introductionRequests)
    .innerJoin(listings, eq(listings.id, introductionRequests.listingId))
    .innerJoin(fromUser, eq(fromUser.id, introductionRequests.fromUserId))
    .innerJoin(toUser, eq(toUser.id, introductionRequests.toUserId))
    .where(or(eq(introductionRequests.fromUserId, caller.id), eq(introductionRequests.toUserId, caller.id)))
    .orderBy(desc(introductionRequests.id))
    .limit(100);
  return rows.map(({ intro, headline, from, to }) => {
    const incoming = intro.toUserId === caller.id;
    const other = incoming ? from : to;
    return {
      id: intro.id,
      direction: incoming ? 'incoming' : 'outgoing',
      counterpart: { unique_id: other.uniqueId, verification_level: other.verificationLevel, user_type_label: typeLabel(other.userType) },
      listing: { id: intro.listingId, headline },
      message: intro.message,
      status: intro.status as Introduction['status'],
      chat_id: intro.chatId,
      created_at: intro.createdAt.toISOString(),
    };
  });
}

/** PUT /introductions/{id}: the recipient accepts (chat and deal open through the match path) or declines. */
export async function answerIntroduction(
  deps: AppDeps,
  caller: UserRow,
  id: number,
  status: 'accepted' | 'declined',
): Promise<IntroductionRequestRow> {
  const db = deps.database.db;
  const [intro] = await db.select().from(introductionRequests).where(eq(introductionRequests.id, id)).limit(1);
  if (!intro || intro.toUserId !== caller.id) throw notFound();
  if (intro.status !== 'pending') throw unprocessable(INTRODUCTION_MESSAGES.alreadyAnswered, 'status');
  const [requester] = await db.select().from(users).where(eq(users.id, intro.fromUserId)).limit(1);
  if (!requester) throw notFound();
  let chatId: number | null = null;
  if (status === 'accepted') {
    const [buyer, seller] = userGroup(caller.userType) === 'buyer' ? [caller, requester] : [requester, caller];
    const { chat } = await requestMatch(deps, buyer, intro.listingId);
    chatId = chat.id;
    if (chat.status === 'pending') await answerMatch(deps, seller, chat.id, 'accepted');
  }
  const [answered] = await db
    .update(introductionRequests)
    .set({ status, chatId, answeredAt: deps.now() })
    .where(and(eq(introductionRequests.id, id), eq(introductionRequests.status, 'pending')))
    .returning();
  if (!answered) throw unprocessable(INTRODUCTION_MESSAGES.alreadyAnswered, 'status');
  await notify(deps, requester.id, {
    event: 'match_accepted',
    subject: status === 'accepted' ? 'Your introduction request was accepted' : 'Your introduction request was declined',
    body:
      status === 'accepted'
        ? `${caller.uniqueId} accepted your introduction request. Your conversation is open in Messages.`
        : `${caller.uniqueId} declined your introduction request.`,
    url: chatId ? `/messages?chat=${chatId}` : directoryOf(requester),
  });
  return answered;
}
