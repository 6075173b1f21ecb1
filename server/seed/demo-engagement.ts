/** Buyers' interest in the demo listings: stars, views and the notifications nothing else in the seed sends. */
import type { NotificationEvent } from '../../contracts/notifications/notifications';
import type { DemoListingKey } from './demo-listings';
import type { DemoPersonKey } from './demo-people';
import type { DemoTime } from './demo-time';

export interface DemoFavorite {
  user: DemoPersonKey;
  listing: DemoListingKey;
  at: DemoTime;
}

export const DEMO_FAVORITES: readonly DemoFavorite[] = [
  { user: 'daniel', listing: 'boston-estate', at: [12, '14:55'] },
  { user: 'daniel', listing: 'denver-business', at: [10, '18:20'] },
  { user: 'daniel', listing: 'san-diego-employment', at: [6, '20:05'] },
  { user: 'priya', listing: 'houston-immigration', at: [2, '23:10'] },
  { user: 'priya', listing: 'south-shore-elder', at: [8, '15:40'] },
  { user: 'marcus', listing: 'austin-injury', at: [20, '19:00'] },
  { user: 'marcus', listing: 'charlotte-defense', at: [5, '16:15'] },
  { user: 'marcus', listing: 'greensboro-bankruptcy', at: [3, '13:50'] },
  { user: 'elena', listing: 'austin-injury', at: [15, '14:10'] },
  { user: 'elena', listing: 'denver-business', at: [9, '17:35'] },
  { user: 'elena', listing: 'san-diego-employment', at: [25, '21:00'] },
  { user: 'samuel', listing: 'boulder-ip', at: [3, '22:30'] },
];

/** Who browses listings and shows up in the sellers' view counts (one view per viewer per day, as the app counts). */
export const DEMO_VIEWERS: readonly DemoPersonKey[] = ['daniel', 'priya', 'marcus', 'elena', 'samuel'];

/** How many days of views the seller charts show. */
export const VIEW_DAYS = 30;

/** Notifications for events the seed does not replay through a service (listing review, saved-search alerts). */
export interface DemoNotification {
  user: DemoPersonKey;
  event: Extract<NotificationEvent, 'listing_reviewed' | 'listing_fits_customization'>;
  listing: DemoListingKey;
  at: DemoTime;
  read?: DemoTime;
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  { user: 'margaret', event: 'listing_reviewed', listing: 'boston-estate', at: [49, '14:05'], read: [49, '16:30'] },
  { user: 'margaret', event: 'listing_reviewed', listing: 'south-shore-elder', at: [27, '15:20'], read: [27, '15:48'] },
  { user: 'harold', event: 'listing_reviewed', listing: 'houston-immigration', at: [19, '15:40'], read: [19, '18:02'] },
  { user: 'daniel', event: 'listing_fits_customization', listing: 'boston-estate', at: [49, '14:06'], read: [48, '13:15'] },
  { user: 'daniel', event: 'listing_fits_customization', listing: 'denver-business', at: [12, '14:31'], read: [10, '18:12'] },
  { user: 'daniel', event: 'listing_fits_customization', listing: 'boulder-ip', at: [4, '15:56'] },
];

/** Notifications the services sent that their recipient has since opened: those of the event sent before `read`. */
export interface DemoNotificationRead {
  user: DemoPersonKey;
  event: NotificationEvent;
  read: DemoTime;
}

export const DEMO_NOTIFICATIONS_READ: readonly DemoNotificationRead[] = [
  { user: 'margaret', event: 'access_request', read: [11, '13:20'] },
  { user: 'daniel', event: 'match_accepted', read: [11, '14:02'] },
  { user: 'rebecca', event: 'new_message', read: [3, '14:26'] },
];
