/**
 * The seller's figures: unique viewers per day, and over time watchers, access requests (match requests buyers sent,
 * whatever the answer) and access grants (accepted requests); downloads.
 */
import { and, count, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { ListingStats } from '../../../contracts/listings/responses';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { favorites } from './favorites.table';
import { dataRoomDownloads, listingAccess, listingViews } from './listings.table';

type Deps = Pick<AppDeps, 'database' | 'now'>;

export const STATS_DAYS = 90;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Access requests (match chats) of a listing per UTC day, oldest first: chats provides it at start-up. */
export type AccessRequestDays = (db: Db, listingId: number) => Promise<{ date: string; count: number }[]>;
let accessRequestDays: AccessRequestDays = async () => [];

export function provideAccessRequestDays(reader: AccessRequestDays): void {
  accessRequestDays = reader;
}

/** One row per viewer per day: reloading the page does not inflate the count. */
export async function recordListingView(deps: Deps, listingId: number, viewerId: number): Promise<void> {
  await deps.database.db
    .insert(listingViews)
    .values({ listingId, viewerId, viewedOn: dayOf(deps.now()) })
    .onConflictDoNothing();
}

export async function listingStats(deps: Deps, listingId: number): Promise<ListingStats> {
  const db = deps.database.db;
  const since = new Date(deps.now().getTime() - STATS_DAYS * 86_400_000);
  const watchDay = sql<string>`to_char(${favorites.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const grantDay = sql<string>`to_char(${listingAccess.grantedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [views, [uniqueViewers], watchers, requests, grants, [downloads]] = await Promise.all([
    db
      .select({ date: listingViews.viewedOn, viewers: count() })
      .from(listingViews)
      .where(and(eq(listingViews.listingId, listingId), gte(listingViews.viewedOn, dayOf(since))))
      .groupBy(listingViews.viewedOn)
      .orderBy(listingViews.viewedOn),
    db
      .select({ total: countDistinct(listingViews.viewerId) })
      .from(listingViews)
      .where(eq(listingViews.listingId, listingId)),
    db
      .select({ date: watchDay, count: count() })
      .from(favorites)
      .where(eq(favorites.listingId, listingId))
      .groupBy(watchDay)
      .orderBy(watchDay),
    accessRequestDays(db, listingId),
    db
      .select({ date: grantDay, count: count() })
      .from(listingAccess)
      .where(eq(listingAccess.listingId, listingId))
      .groupBy(grantDay)
      .orderBy(grantDay),
    db.select({ total: count() }).from(dataRoomDownloads).where(eq(dataRoomDownloads.listingId, listingId)),
  ]);
  return {
    views,
    total_unique_viewers: uniqueViewers?.total ?? 0,
    watchers: watchers.reduce((sum, day) => sum + day.count, 0),
    watchers_over_time: watchers,
    access_requests: requests,
    access_grants: grants,
    downloads: downloads?.total ?? 0,
  };
}
