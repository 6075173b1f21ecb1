import type { ToastKind } from '../toast';
import type { RealtimeNotification } from './realtimeEvents';

/** What one real-time notification changes on the screen (docs/product.md "Notifications"). */
export interface NotificationEffect {
  /** Refetch the unread chat count. */
  refreshUnreadChats: boolean;
  toast: { message: string; kind: ToastKind } | null;
  /** Raise the unread notification count by one. */
  incrementNotifications: boolean;
}

export const isMessagesPath = (pathname: string): boolean => pathname === '/messages' || pathname.startsWith('/messages/');

/**
 * docs/product.md "Notifications": a new message (subject `you have a message`) refreshes the unread chat count; on the messages page
 * nothing else happens, elsewhere the subject is an info toast and the notification count rises by one. Any other
 * notification: its subject as a toast and +1. Told apart by the notification's event, not its wording.
 */
export function notificationEffect(notification: Pick<RealtimeNotification, 'event' | 'subject'>, pathname: string): NotificationEffect {
  const { event, subject } = notification;
  if (event === 'new_message') {
    if (isMessagesPath(pathname)) return { refreshUnreadChats: true, toast: null, incrementNotifications: false };
    return { refreshUnreadChats: true, toast: { message: subject, kind: 'info' }, incrementNotifications: true };
  }
  return { refreshUnreadChats: false, toast: { message: subject, kind: 'default' }, incrementNotifications: true };
}
