import type { NotificationList } from '../../../contracts/notifications/notifications';
import { notificationRoutes } from '../../../contracts/notifications/routes';
import { callApi } from '../../lib/callApi';

export const NOTIFICATION_LIST_KEY = ['notifications', 'list'] as const;

export async function fetchNotificationPage(page: number): Promise<NotificationList> {
  return callApi(notificationRoutes.list, { query: { page }, silent: true });
}

export const nextNotificationPage = (last: NotificationList): number | undefined =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/** Marks the given ones read (or all); answers the new unread count. */
export async function markNotificationsRead(body: { ids: number[] } | { all: true }): Promise<number> {
  return (await callApi(notificationRoutes.markRead, { body })).count;
}

export async function deleteNotification(id: number): Promise<void> {
  await callApi(notificationRoutes.delete, { params: { id } });
}

/** Only paths inside the app are followed as links; anything else falls back to the list itself. */
export function internalPath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    if (typeof window !== 'undefined' && parsed.origin === window.location.origin)
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
  return null;
}
