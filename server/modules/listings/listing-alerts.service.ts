/**
 * Saved-search alerts (PRODUCT.md "Watch list and alerts"): when staff first approve a listing, every buyer whose
 * Buyer Customization fits it (listing-fit.ts) is told in-app at once, and gets the listing in their next daily
 * e-mail digest (the job `listings.alerts-digest`; see DIGEST_EMAIL_EVENTS in notifications/notify.ts).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BUYER_GROUP } from '../../../contracts/users';
import type { AppDeps } from '../../platform/deps';
import type { Transaction } from '../../platform/db/database';
import { buyerCustomizations } from '../customization/customization.table';
import { notificationDigestMail } from '../notifications/notification-mail';
import { notify, type NotifyDeps } from '../notifications/notify';
import { notificationPreferences } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { fitsCustomizationSql } from './listing-fit';
import { listingAlerts } from './listing-alerts.table';
import { listings, type ListingRow } from './listings.table';

export const ALERT_EVENT = 'listing_fits_customization' as const;
/** Notifications stored and pushed at a time (each is a few statements; a popular listing may fit many buyers). */
const NOTIFY_BATCH = 20;

const headlineOf = (listing: Pick<ListingRow, 'headline'>) => listing.headline.trim() || 'A new listing';

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

/** The in-app notification of each fitting buyer: the anonymised headline and a link, nothing identifying. */
export async function notifyFittingBuyers(
  deps: NotifyDeps,
  listing: Pick<ListingRow, 'id' | 'headline'>,
  buyerIds: number[],
): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (let start = 0; start < buyerIds.length; start += NOTIFY_BATCH) {
    const results = await Promise.all(
      buyerIds.slice(start, start + NOTIFY_BATCH).map((userId) =>
        notify(deps, userId, {
          event: ALERT_EVENT,
          subject: 'A new listing fits your Buyer Customization',
          body: `“${headlineOf(listing)}” is now on Lexchange and fits what you are looking for.`,
          url: `/listings/details/${listing.id}`,
        }),
      ),
    );
    failures.push(...results.flatMap((result) => (result.pushError ? [result.pushError] : [])));
  }
  return failures;
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

/**
 * The daily digest (job `listings.alerts-digest`): each buyer with undigested alerts gets one e-mail listing the
 * fitting listings that are still on the market, if their e-mail for the event is on; either way the alerts are
 * stamped as digested so the next digest starts after them. One statement gathers every pending digest; each buyer
 * is then claimed and mailed in their own transaction, so a failure retries only the buyers not yet done and two
 * instances never mail the same alert. Returns how many e-mails were queued.
 */
export async function sendListingAlertDigests(deps: Pick<AppDeps, 'database' | 'jobs' | 'config' | 'now'>): Promise<number> {
  const db = deps.database.db;
  const pending = [
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
  let sent = 0;
  for (const digest of pending) {
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(listingAlerts)
        .set({ digestedAt: deps.now() })
        .where(
          and(
            eq(listingAlerts.userId, digest.user_id),
            isNull(listingAlerts.digestedAt),
            inArray(listingAlerts.listingId, digest.alert_listing_ids.map(Number)),
          ),
        )
        .returning({ listingId: listingAlerts.listingId });
      const claimedIds = new Set(claimed.map((row) => row.listingId));
      const items = digest.listings.filter((listing) => claimedIds.has(listing.id));
      if (!digest.send || items.length === 0) return false;
      const many = items.length > 1;
      await deps.jobs.enqueue(
        'mail.send',
        notificationDigestMail(deps.config, {
          to: digest.email,
          firstName: digest.first_name,
          userId: digest.user_id,
          event: ALERT_EVENT,
          subject: many ? `${items.length} new listings fit your Buyer Customization` : 'A new listing fits your Buyer Customization',
          intro: many
            ? 'These listings went live since your last update and fit what you are looking for:'
            : 'This listing went live since your last update and fits what you are looking for:',
          items: items.map((listing) => ({ title: headlineOf(listing), url: `/listings/details/${listing.id}` })),
          action: many
            ? { label: 'Browse listings', url: '/all-listings' }
            : { label: 'Open the listing', url: `/listings/details/${items[0]!.id}` },
        }),
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
