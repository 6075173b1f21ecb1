/**
 * The notifications of events the seed does not replay through a service, sent with notify() at their moment, and
 * the read marks of what the recipients have since opened.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import { notifications } from '../modules/notifications/notifications.table';
import { notify } from '../modules/notifications/notify';
import { DEMO_NOTIFICATIONS, DEMO_NOTIFICATIONS_READ, type DemoNotification } from './demo-engagement';
import { timeAt } from './demo-time';
import type { SeedContext } from './seed-deps';

const WORDING: Record<DemoNotification['event'], (headline: string) => { subject: string; body: string }> = {
  listing_reviewed: (headline) => ({
    subject: 'Your listing was approved',
    body: `“${headline}” is now active: buyers can find it and ask to connect.`,
  }),
  listing_fits_customization: (headline) => ({
    subject: 'A new listing fits your Buyer Customization',
    body: `“${headline}” is now on Lexchange and fits what you are looking for.`, // as listing-alerts.service.ts says it
  }),
};

export async function seedNotifications(context: SeedContext): Promise<void> {
  const { tx, deps, people, listings, now } = context;
  const reads: { id: number; readAt: Date }[] = [];
  for (const item of DEMO_NOTIFICATIONS) {
    const listing = listings.get(item.listing)!;
    deps.setNow(timeAt(now, item.at));
    const { notification } = await notify(deps, people.get(item.user)!.id, {
      event: item.event,
      ...WORDING[item.event](listing.headline),
      url: `/listings/details/${listing.id}`,
    });
    if (notification && item.read) reads.push({ id: notification.id, readAt: timeAt(now, item.read) });
  }
  for (const read of reads) await tx.update(notifications).set({ readAt: read.readAt }).where(eq(notifications.id, read.id));
  for (const read of DEMO_NOTIFICATIONS_READ) {
    const readAt = timeAt(now, read.read);
    await tx
      .update(notifications)
      .set({ readAt })
      .where(
        and(
          eq(notifications.userId, people.get(read.user)!.id),
          eq(notifications.event, read.event),
          isNull(notifications.readAt),
          lte(notifications.createdAt, readAt),
        ),
      );
  }
}
