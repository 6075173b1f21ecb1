/** Buyers' stars and daily views of the demo listings, each inserted in one statement. */
import { favorites } from '../modules/listings/favorites.table';
import { listingViews } from '../modules/listings/listings.table';
import { DEMO_MATCHES } from './demo-conversations';
import { DEMO_FAVORITES, DEMO_VIEWERS, VIEW_DAYS } from './demo-engagement';
import { DEMO_LISTINGS } from './demo-listings';
import { dayAt, daysBefore, timeAt } from './demo-time';
import type { SeedContext } from './seed-deps';

type ViewRow = typeof listingViews.$inferInsert;

/** A small seeded generator (mulberry32): the same views on every fresh start, no two listings alike. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One row per viewer per day while a listing was live in the last VIEW_DAYS days: more in its first days and on
 * weekdays, and always on the day a buyer starred it or asked to connect.
 */
export function demoViewRows({ people, listings, now }: Pick<SeedContext, 'people' | 'listings' | 'now'>): ViewRow[] {
  const rows = new Map<string, ViewRow>();
  const add = (listingId: number, viewerId: number, daysAgo: number) => {
    const viewedOn = dayAt(now, daysAgo);
    rows.set(`${listingId}:${viewerId}:${viewedOn}`, { listingId, viewerId, viewedOn });
  };
  DEMO_LISTINGS.forEach((demo, index) => {
    const listing = listings.get(demo.key)!;
    if (!listing.approvedAt) return;
    const live = daysBefore(now, listing.approvedAt);
    const until = listing.disabledAt ? daysBefore(now, listing.disabledAt) : 0;
    const next = generator(index + 1);
    for (let daysAgo = Math.min(live, VIEW_DAYS - 1); daysAgo >= until; daysAgo--) {
      const launch = live - daysAgo < 3 ? 2 : 1;
      const weekday = [0, 6].includes(new Date(dayAt(now, daysAgo)).getUTCDay()) ? 0.5 : 1;
      for (const viewer of DEMO_VIEWERS) {
        if (next() < demo.interest * launch * weekday) add(listing.id, people.get(viewer)!.id, daysAgo);
      }
    }
  });
  for (const favorite of DEMO_FAVORITES) add(listings.get(favorite.listing)!.id, people.get(favorite.user)!.id, favorite.at[0]);
  for (const match of DEMO_MATCHES) add(listings.get(match.listing)!.id, people.get(match.buyer)!.id, match.requested[0]);
  return [...rows.values()];
}

export async function seedInterest(context: SeedContext): Promise<void> {
  const { tx, people, listings, now } = context;
  await tx.insert(favorites).values(
    DEMO_FAVORITES.map((favorite) => ({
      userId: people.get(favorite.user)!.id,
      listingId: listings.get(favorite.listing)!.id,
      createdAt: timeAt(now, favorite.at),
    })),
  );
  await tx.insert(listingViews).values(demoViewRows(context));
}
