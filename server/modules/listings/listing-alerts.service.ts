/**
 * Saved-search alerts (docs/product.md "Watch list and alerts"): when staff first approve a listing, every buyer whose
 * Buyer Customization fits it (listing-fit.ts) is told in-app at once, and gets the listing in their next daily
 * e-mail digest (the job `listings.alerts-digest`; see DIGEST_EMAIL_EVENTS in notifications/notify.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { notificationDigestMail } from '../notifications/notification-mail';
import { notify, type NotifyDeps } from '../notifications/notify';
import { ALERT_EVENT, pendingDigests } from './listing-alerts.query';
import { listingAlerts } from './listing-alerts.table';
import type { ListingRow } from './listings.table';

export { ALERT_EVENT };
/** Notifications stored and pushed at a time (each is a few statements; a popular listing may fit many buyers). */
const NOTIFY_BATCH = 20;

const headlineOf = (listing: Pick<ListingRow, 'headline'>) => listing.headline.trim() || 'A new listing';

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

/**
 * The daily digest (job `listings.alerts-digest`): each buyer with undigested alerts gets one e-mail listing the
 * fitting listings that are still on the market, if their e-mail for the event is on; either way the alerts are
 * stamped as digested so the next digest starts after them. One statement gathers every pending digest; each buyer
 * is then claimed and mailed in their own transaction, so a failure retries only the buyers not yet done and two
 * instances never mail the same alert. Returns how many e-mails were queued.
 */
export async function sendListingAlertDigests(deps: Pick<AppDeps, 'database' | 'jobs' | 'config' | 'now'>): Promise<number> {
  const db = deps.database.db;
  const pending = await pendingDigests(db);
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
