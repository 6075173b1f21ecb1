import { and, eq, sql } from 'drizzle-orm';
import { VERIFICATION_ORDER, verificationRank } from '../../../contracts/listings/listings';
import type { Db } from '../../platform/db/database';
import { listings } from '../listings/listings.table';
import { chats } from './chats.table';

const rankSql = sql`array_position(array[${sql.join(
  VERIFICATION_ORDER.map((level) => sql`${level}`),
  sql`, `,
)}]::text[], ${listings.minimumVerificationLevel}) - 1`;

/**
 * Declines, in one statement joined with their listings, the buyer's pending requests whose listing asks for more
 * than `level`; returns each chat closed with the listing's headline and minimum.
 */
export async function declineRequestsAboveLevel(db: Db, buyerId: number, level: string, now: Date) {
  return db
    .update(chats)
    .set({ status: 'declined', answeredById: null, answeredAt: now, updatedAt: now })
    .from(listings)
    .where(
      and(
        eq(chats.type, 'match'),
        eq(chats.status, 'pending'),
        eq(chats.requesterId, buyerId),
        eq(listings.id, chats.listingId),
        sql`${rankSql} > ${verificationRank(level)}`,
      ),
    )
    .returning({ id: chats.id, headline: listings.headline, minimum: listings.minimumVerificationLevel });
}
