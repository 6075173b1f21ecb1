/** GET /find-users: who the caller may look for, the profile they are ranked against, and the anonymised rows. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DirectoryEntry, DirectoryList, FindUsersQuery } from '../../../contracts/find-users/find-users';
import { FindUsersQuerySchema } from '../../../contracts/find-users/find-users';
import { USER_TYPES, userGroup } from '../../../contracts/users/users';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/errors';
import { findBuyerCustomizationRow, findSellerCustomizationRow } from '../customization/customization.service';
import { activeListingsOf, findListingOfOwner } from '../listings/listings.repository';
import { findUserByUniqueId } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { directoryFit, type FitBuyer, type FitSeller } from './directory-fit';
import { buyerSummary, sellerSummary } from './directory-summary';
import { findBuyers, findSellers } from './find-users.query';
import { introductionRequests } from './introductions.table';

export const FIND_USERS_MESSAGES = {
  noGroup: 'Choose whether you are buying or selling in Settings to use the directory.',
} as const;

const typeLabel = (key: string) => USER_TYPES.find((type) => type.key === key)?.label ?? key;
const num = (value: string | number | null) => (value === null ? null : Number(value));

/** The buyer's side of the fit: their Buyer Customization (empty when they have none). */
export async function buyerProfile(db: Db, userId: number): Promise<FitBuyer> {
  const row = await findBuyerCustomizationRow(db, userId);
  return {
    practiceAreas: row?.practiceAreas ?? [],
    states: row?.states ?? [],
    revenueMin: row?.revenueMin ?? null,
    revenueMax: row?.revenueMax ?? null,
  };
}

/** The seller's side: one of their listings when named (404 otherwise), else their customization and active listings. */
export async function sellerProfile(db: Db, userId: number, listingId?: number): Promise<FitSeller> {
  if (listingId !== undefined) {
    const listing = await findListingOfOwner(db, listingId, userId);
    if (!listing || listing.deletedAt) throw notFound();
    return {
      practiceAreas: listing.practiceAreas,
      states: listing.state ? [listing.state] : [],
      revenues: listing.revenue === null ? [] : [listing.revenue],
    };
  }
  const custom = await findSellerCustomizationRow(db, userId);
  const active = await activeListingsOf(db, userId);
  return {
    practiceAreas: [...new Set([...(custom?.practiceAreas ?? []), ...active.flatMap((listing) => listing.practiceAreas)])],
    states: [
      ...new Set([...(custom?.state ? [custom.state] : []), ...active.flatMap((listing) => (listing.state ? [listing.state] : []))]),
    ],
    revenues: active.flatMap((listing) => (listing.revenue === null ? [] : [listing.revenue])),
  };
}

async function introductionsFrom(db: Db, callerId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, DirectoryEntry['introduction']>();
  const rows = await db
    .select({ id: introductionRequests.id, toUserId: introductionRequests.toUserId, status: introductionRequests.status })
    .from(introductionRequests)
    .where(and(eq(introductionRequests.fromUserId, callerId), inArray(introductionRequests.toUserId, userIds)));
  // The newest request per member counts.
  const latest = new Map<number, DirectoryEntry['introduction']>();
  for (const row of rows.sort((a, b) => a.id - b.id))
    latest.set(row.toUserId, { id: row.id, status: row.status as 'pending' | 'accepted' | 'declined' });
  return latest;
}

/** GET /find-users: sellers for a buyer (Find a Seller), buyers for a seller (Find a Buyer), best fit first. */
export async function findUsers(db: Db, caller: UserRow, input: FindUsersQuery): Promise<DirectoryList> {
  const query = FindUsersQuerySchema.parse(input);
  const group = userGroup(caller.userType);
  if (group === 'none') throw forbidden(FIND_USERS_MESSAGES.noGroup);
  const filters = {
    practiceAreas: query['filter[practice_area]'],
    states: query['filter[state]'],
    levels: query['filter[verification_level]'],
  };
  const page = { page: query.page, perPage: query.per_page };
  let entries: (DirectoryEntry & { id: number })[];
  let total: number;
  if (group === 'buyer') {
    const buyer = await buyerProfile(db, caller.id);
    const { rows, total: found } = await findSellers(db, caller.id, buyer, filters, page);
    total = found;
    entries = rows.map((row) => {
      const seller = { practiceAreas: row.areas, states: row.states, revenues: row.revenues.map(Number) };
      return {
        id: row.id,
        unique_id: row.unique_id,
        user_type: row.user_type,
        user_type_label: typeLabel(row.user_type),
        verification_level: row.verification_level,
        practice_areas: row.areas,
        states: row.states,
        summary: sellerSummary({ timeline: row.timeline, buyerPreferences: row.buyer_preferences ?? [] }, row.active_listings),
        active_listings: row.active_listings,
        fit: directoryFit(buyer, seller),
        introduction: null,
      };
    });
  } else {
    const seller = await sellerProfile(db, caller.id, query.listing_id);
    const { rows, total: found } = await findBuyers(db, caller.id, seller, filters, page);
    total = found;
    entries = rows.map((row) => ({
      id: row.id,
      unique_id: row.unique_id,
      user_type: row.user_type,
      user_type_label: typeLabel(row.user_type),
      verification_level: row.verification_level,
      practice_areas: row.areas,
      states: row.states,
      summary: buyerSummary({
        timeline: row.timeline,
        revenueMin: num(row.revenue_min),
        revenueMax: num(row.revenue_max),
        financing: row.financing ?? [],
      }),
      active_listings: null,
      fit: directoryFit(
        { practiceAreas: row.areas, states: row.states, revenueMin: num(row.revenue_min), revenueMax: num(row.revenue_max) },
        seller,
      ),
      introduction: null,
    }));
  }
  const introductions = await introductionsFrom(
    db,
    caller.id,
    entries.map((entry) => entry.id),
  );
  return {
    data: entries.map(({ id, ...entry }) => ({ ...entry, introduction: introductions.get(id) ?? null })),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)), per_page: query.per_page, total },
  };
}

/** GET /find-users/{unique_id}/listings: what a contact with that member can be about. */
export async function contactListings(db: Db, caller: UserRow, uniqueId: string): Promise<{ id: number; headline: string }[]> {
  const group = userGroup(caller.userType);
  if (group === 'none') throw forbidden(FIND_USERS_MESSAGES.noGroup);
  const target = await findUserByUniqueId(db, uniqueId);
  const targetGroup = target ? userGroup(target.userType) : 'none';
  if (!target || !target.active || target.role === 'admin' || targetGroup === 'none' || targetGroup === group) throw notFound();
  const ownerId = group === 'buyer' ? target.id : caller.id;
  const active = await activeListingsOf(db, ownerId);
  return active.map((listing) => ({ id: listing.id, headline: listing.headline }));
}
