import { desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Introduction } from '../../../contracts/find-users/introductions';
import { USER_TYPES } from '../../../contracts/users/users';
import type { AppDeps } from '../../platform/deps';
import { listings } from '../listings/listings.table';
import { users, type UserRow } from '../users/users.table';
import { introductionRequests } from './introductions.table';

const typeLabel = (key: string | null) => USER_TYPES.find((type) => type.key === key)?.label ?? '';

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
