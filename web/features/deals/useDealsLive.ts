import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { DEALS_KEY } from './dealsApi';

/**
 * An open board or deal page refreshes when the other side changes a deal: every deal notice (a stage move, the client
 * notices, the conflict check, a closing) is pushed as event `deal_stage_changed`.
 */
export function useDealsLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeNotification((notification) => {
        if (notification.event === 'deal_stage_changed') void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
      }),
    [queryClient],
  );
}
