import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { documentKeys } from '../documents/documentsApi';
import { DEALS_KEY } from './dealsApi';

/**
 * An open board or deal page refreshes when the other side changes a deal: every deal notice (a stage move, the client
 * notices, the conflict check, a closing, an offer, one side's signature on a deal document) is pushed as event
 * `deal_stage_changed`. The deal's documents are refreshed with it: the other side's signature shows without a reload.
 */
export function useDealsLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeNotification((notification) => {
        if (notification.event !== 'deal_stage_changed') return;
        void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
        void queryClient.invalidateQueries({ queryKey: documentKeys.deals });
      }),
    [queryClient],
  );
}
