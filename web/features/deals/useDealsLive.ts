import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { DEALS_KEY } from './dealsApi';

/** An open board or deal page refreshes when the other side changes a deal (the `Deal stage changed` push). */
export function useDealsLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeNotification((notification) => {
        if (notification.subject === 'Deal stage changed' || /-deals\//.test(notification.url))
          void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
      }),
    [queryClient],
  );
}
