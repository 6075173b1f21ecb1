/**
 * The listings' minimum-level rule, re-run on open requests when a buyer's verification level drops (an expiry, a
 * removal): a pending request on a listing that now asks for more than the buyer holds is closed, and both sides
 * are told. Closed this way (declined with no one answering), the request reopens when the buyer asks again at a
 * level that meets the minimum (requestMatch).
 */
import { and, eq } from 'drizzle-orm';
import { verificationLabel } from '../../../contracts/users/users';
import type { AppDeps } from '../../platform/deps';
import { notify } from '../notifications/notify';
import { chatParticipants } from './chats.table';
import { declineRequestsAboveLevel } from './match-minimum.query';

type Deps = Pick<AppDeps, 'database' | 'realtime' | 'jobs' | 'config' | 'now'>;

/** Closes the buyer's pending requests whose listing asks for more than `level`; returns the chats closed. */
export async function closeRequestsBelowMinimum(deps: Deps, buyerId: number, level: string): Promise<number[]> {
  const db = deps.database.db;
  const now = deps.now();
  const closed = await declineRequestsAboveLevel(db, buyerId, level, now);
  for (const chat of closed) {
    const [seller] = await db
      .select({ userId: chatParticipants.userId })
      .from(chatParticipants)
      .where(and(eq(chatParticipants.chatId, chat.id), eq(chatParticipants.role, 'seller')))
      .limit(1);
    const minimum = verificationLabel(chat.minimum);
    await notify(deps, buyerId, {
      event: 'match_accepted',
      subject: 'Your access request was closed',
      body: `"${chat.headline}" asks for buyers who are at least ${minimum}, and your verification level is now lower. Get verified again to ask to connect.`,
      url: '/get-verified',
    });
    if (seller?.userId) {
      await notify(deps, seller.userId, {
        event: 'access_request',
        subject: 'An access request was closed',
        body: `A buyer's verification level fell below ${minimum}, which "${chat.headline}" asks for, so their request was closed.`,
        url: `/messages?chat=${chat.id}`,
      });
    }
  }
  return closed.map((chat) => chat.id);
}
