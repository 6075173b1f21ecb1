import { sql } from 'drizzle-orm';
import { BUYER_GROUP } from '../../../contracts/users/users';
import type { Db, Transaction } from '../../platform/db/database';
import { buyerCustomizations } from '../customization/customization.table';
import { notificationPreferences } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { fitsCustomizationSql } from './listing-fit.query';
import { listingAlerts } from './listing-alerts.table';
import { listings, type ListingRow } from './listings.table';

export const ALERT_EVENT = 'listing_fits_customization' as const;

type AlertListing = Pick<ListingRow, 'id' | 'ownerId' | 'practiceAreas' | 'state' | 'revenue' | 'askingPrice'>;

/**
 * One statement: records an alert for every buyer whose customization fits the listing and returns their ids. Only
 * active buyer-group users who are not staff and not the owner; an alert already recorded is not recorded (or
 * returned) again, so approving twice never notifies twice.
 */
export async function recordFittingBuyers(tx: Transaction, listing: AlertListing, now: Date): Promise<number[]> {
  const rows = await tx.execute<{ user_id: number }>(sql`
    insert into ${listingAlerts} (listing_id, user_id, created_at)
    select ${listing.id}::integer, ${users.id}, ${now.toISOString()}::timestamptz
    from ${buyerCustomizations}
    join ${users} on ${users.id} = ${buyerCustomizations.userId}
    where ${users.active}
      and ${users.role} <> 'admin'
      and ${users.userType} in (${sql.join(
        BUYER_GROUP.map((type) => sql`${type}`),
        sql`, `,
      )})
      and ${users.id} <> ${listing.ownerId}
      and ${fitsCustomizationSql(listing)}
    on conflict do nothing
    returning user_id`);
  return [...rows].map((row) => Number(row.user_id));
}

type PendingDigest = {
  user_id: number;
  email: string;
  first_name: string;
  /** Active and this event's e-mail on. */
  send: boolean;
  /** Every undigested alert's listing, whatever its state now. */
  alert_listing_ids: number[];
  /** The ones still worth sending: active and not deleted, oldest alert first. */
  listings: { id: number; headline: string }[];
};

/** Every buyer's undigested alerts with their address and whether to mail them: one statement. */
export async function pendingDigests(db: Db): Promise<PendingDigest[]> {
  return [
    ...(await db.execute<PendingDigest>(sql`
      select a.user_id, u.email, u.first_name,
        (u.active and coalesce(p.email, true)) as send,
        array_agg(a.listing_id order by a.created_at, a.listing_id) as alert_listing_ids,
        coalesce(
          json_agg(json_build_object('id', l.id, 'headline', l.headline) order by a.created_at, l.id)
            filter (where l.status = 'active' and l.deleted_at is null),
          '[]'::json
        ) as listings
      from ${listingAlerts} a
      join ${users} u on u.id = a.user_id
      join ${listings} l on l.id = a.listing_id
      left join ${notificationPreferences} p on p.user_id = a.user_id and p.event = ${ALERT_EVENT}
      where a.digested_at is null
      group by a.user_id, u.email, u.first_name, u.active, p.email
      order by a.user_id`)),
  ];
}
