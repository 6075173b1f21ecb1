import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { appConfig } from '../config/appConfig';
import { UNREAD_COUNT_KEYS } from '../layout/useUnreadCounts';
import { notify } from '../../lib/toast';
import { notificationEffect } from '../../lib/realtime/notificationRule';
import { connectRealtime } from '../../lib/realtime/realtimeClient';
import { emitRealtimeNotification, type RealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { firstScreenShown } from '../first-screen/firstScreenShown';

/** Applies docs/product.md "Notifications"'s rule to one notification: counters, toast, then tells the screens listening. */
export function applyNotification(queryClient: QueryClient, notification: RealtimeNotification, pathname: string): void {
  const effect = notificationEffect(notification, pathname);
  if (effect.refreshUnreadChats) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEYS.chats });
  if (effect.toast) notify(effect.toast.message, effect.toast.kind);
  if (effect.incrementNotifications) {
    const current = queryClient.getQueryData<number | null>(UNREAD_COUNT_KEYS.notifications);
    if (typeof current === 'number') queryClient.setQueryData(UNREAD_COUNT_KEYS.notifications, current + 1);
    else void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEYS.notifications });
  }
  emitRealtimeNotification(notification);
}

/**
 * Mounted by the member layout (only fully onboarded users reach it), after start-up has loaded /api/config: once the
 * first screen has shown (firstScreenShown), subscribes to the user's private channel, and fetches both counts again whenever the socket reconnects.
 */
export function useRealtimeNotifications(queryClient: QueryClient, userId: number | null | undefined): void {
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const config = appConfig()?.realtime;
    if (!config || !userId) return;
    let disconnect: (() => void) | null = null;
    let stopped = false;
    void firstScreenShown()
      .then(() =>
        stopped
          ? null
          : connectRealtime({
              config,
              userId,
              onNotification: (notification) => applyNotification(queryClient, notification, pathnameRef.current),
              onReconnect: () => {
                void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEYS.chats });
                void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEYS.notifications });
              },
            }),
      )
      .then((stop) => {
        if (!stop) return;
        if (stopped) stop();
        else disconnect = stop;
      })
      .catch((error: unknown) => console.warn('[realtime] could not connect', error));
    return () => {
      stopped = true;
      disconnect?.();
    };
  }, [queryClient, userId]);
}
