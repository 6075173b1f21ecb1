/**
 * Introduction requests from the directory: a buyer asks a seller about one of the seller's active listings, or a
 * seller offers one of their listings to a buyer. The other side accepts — which runs the existing match path (the
 * buyer's request on the listing, accepted by the seller: access, chat and deal) — or declines.
 */
import { and, eq } from 'drizzle-orm';
import type { SendIntroductionInput } from '../../../contracts/find-users/introductions';
import { NDA_MESSAGES } from '../../../contracts/documents/nda';
import { INTRODUCTION_MESSAGES } from '../../../contracts/find-users/introductions';
import { userGroup } from '../../../contracts/users/users';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { answerMatch, requestMatch } from '../chats/matches.service';
import { hasSignedNda } from '../listings/listing-nda.service';
import { findListingOfOwner } from '../listings/listings.repository';
import { notify } from '../notifications/notify';
import { findUserById, findUserByUniqueId } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { introductionRequests, type IntroductionRequestRow } from './introductions.table';

const directoryOf = (user: Pick<UserRow, 'userType'>) => (userGroup(user.userType) === 'seller' ? '/find-buyers' : '/find-sellers');

/** POST /introductions. Asking again while a request is pending returns that request. */
export async function sendIntroduction(
  deps: AppDeps,
  caller: UserRow,
  input: SendIntroductionInput,
): Promise<{ row: IntroductionRequestRow; created: boolean }> {
  const db = deps.database.db;
  const group = userGroup(caller.userType);
  if (group === 'none' || caller.role === 'admin') throw forbidden(INTRODUCTION_MESSAGES.membersOnly);
  const target = await findUserByUniqueId(db, input.unique_id);
  const targetGroup = target ? userGroup(target.userType) : 'none';
  if (!target || !target.active || target.role === 'admin' || target.id === caller.id || targetGroup === 'none' || targetGroup === group)
    throw notFound(INTRODUCTION_MESSAGES.memberNotFound);
  const sellerId = group === 'seller' ? caller.id : target.id;
  const listing = await findListingOfOwner(db, input.listing_id, sellerId);
  if (!listing || listing.deletedAt || listing.status !== 'active') throw unprocessable(INTRODUCTION_MESSAGES.listingInvalid, 'listing_id');
  // A buyer's introduction about a listing asks for what an access request opens: the NDA comes first (docs/product.md "Deal room").
  if (group === 'buyer' && !(await hasSignedNda(db, listing.id, caller.id))) throw unprocessable(NDA_MESSAGES.notSigned);
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
    subject: `Introduction request from a ${group}`,
    body: `${caller.uniqueId} asks to be introduced to you about “${listing.headline}”. Accept or decline in ${directoryOf(target) === '/find-buyers' ? 'Find a Buyer' : 'Find a Seller'}.`,
    url: `${directoryOf(target)}?introductions=1`,
  });
  return { row, created: true };
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
  const requester = await findUserById(db, intro.fromUserId);
  if (!requester) throw notFound();
  let chatId: number | null = null;
  if (status === 'accepted') {
    const callerIsBuyer = userGroup(caller.userType) === 'buyer';
    const [buyer, seller] = callerIsBuyer ? [caller, requester] : [requester, caller];
    if (!(await hasSignedNda(db, intro.listingId, buyer.id)))
      throw unprocessable(callerIsBuyer ? NDA_MESSAGES.notSigned : INTRODUCTION_MESSAGES.buyerHasNotSigned);
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
