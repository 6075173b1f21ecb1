import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../users/users.table';
import { canViewListing } from './listing.policy';
import { findListing } from './listings.repository';
import { favorites } from './favorites.table';

/** Stars or unstars a listing the caller can see; returns whether it is now starred. */
export async function toggleFavorite(deps: Pick<AppDeps, 'database' | 'now'>, user: UserRow, listingId: number): Promise<boolean> {
  const db = deps.database.db;
  const listing = await findListing(db, listingId);
  if (!listing || !canViewListing(user, listing)) throw notFound();
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, user.id), eq(favorites.listingId, listingId)))
    .returning({ listingId: favorites.listingId });
  if (removed.length > 0) return false;
  await db.insert(favorites).values({ userId: user.id, listingId, createdAt: deps.now() }).onConflictDoNothing();
  return true;
}
