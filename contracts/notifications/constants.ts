/** Notification events, their labels and messages, without the schemas: the member area's real-time rule needs them (issue #16). */

/** Every event that notifies someone; in-app always, e-mail per the user's setting (on unless turned off). */
export const NOTIFICATION_EVENTS = [
  { key: 'new_message', label: 'New message' },
  { key: 'access_request', label: 'Access request' },
  { key: 'match_accepted', label: 'Match accepted or declined' },
  { key: 'deal_stage_changed', label: 'Deal stage changed' },
  { key: 'listing_reviewed', label: 'Listing approved or feedback' },
  { key: 'verification_result', label: 'Verification result' },
  { key: 'valuation_completed', label: 'Valuation completed' },
  { key: 'call_reminder', label: 'Booked call reminder' },
  { key: 'listing_fits_customization', label: 'New listing fitting my Buyer Customization' },
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]['key'];
export const NOTIFICATION_EVENT_KEYS = NOTIFICATION_EVENTS.map((event) => event.key) as [NotificationEvent, ...NotificationEvent[]];

/** docs/product.md "Notifications": the subject of a new message's notification (event `new_message`, which the web app reacts to). */
export const NEW_MESSAGE_SUBJECT = 'you have a message';

export const NOTIFICATIONS_PER_PAGE = 20;

export const NOTIFICATION_MESSAGES = {
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will no longer receive these e-mails.',
} as const;
