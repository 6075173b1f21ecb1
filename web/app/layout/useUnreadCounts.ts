import { useQuery } from '@tanstack/react-query';
import { chatRoutes } from '../../../contracts/chats/routes';
import { notificationRoutes } from '../../../contracts/notifications/routes';
import { callApi } from '../../lib/callApi';
import { useFirstScreenShown } from '../first-screen/firstScreenShown';
import type { NavCounter } from './navItems';

/** Query keys of the counters, for whoever changes them (real-time notifications, reading a chat). */
export const UNREAD_COUNT_KEYS = {
  chats: ['chats', 'unread-chats'],
  notifications: ['notifications', 'unread-count'],
} as const satisfies Record<NavCounter, readonly string[]>;

const COUNTER_ENDPOINTS = { chats: chatRoutes.unreadCount, notifications: notificationRoutes.unreadCount };

/** `{ count }`, or null while the endpoint does not exist (404) or refuses (any 4xx). */
async function fetchCount(counter: NavCounter): Promise<number | null> {
  try {
    const { count } = await callApi(COUNTER_ENDPOINTS[counter]);
    return typeof count === 'number' ? count : null;
  } catch (error) {
    if ((error as { status?: number | null }).status === 404) return null;
    throw error;
  }
}

/** Unread chats and notifications (docs/product.md "Entities" counters), fetched once a fully onboarded user's first screen has shown. */
export function useUnreadCounts(): Record<NavCounter, number | null> {
  const enabled = useFirstScreenShown();
  const chats = useQuery({ queryKey: UNREAD_COUNT_KEYS.chats, queryFn: () => fetchCount('chats'), staleTime: 60_000, enabled });
  const notifications = useQuery({
    queryKey: UNREAD_COUNT_KEYS.notifications,
    queryFn: () => fetchCount('notifications'),
    staleTime: 60_000,
    enabled,
  });
  return { chats: chats.data ?? null, notifications: notifications.data ?? null };
}

/** "99+" beyond two digits, so the badge keeps its size. */
export const formatCount = (count: number): string => (count > 99 ? '99+' : String(count));
