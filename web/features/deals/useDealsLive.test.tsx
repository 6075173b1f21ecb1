import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationEvent } from '../../../contracts/notification-constants';
import { emitRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { DEALS_KEY } from './dealsApi';
import { useDealsLive } from './useDealsLive';

const pushed = (event: NotificationEvent, subject: string, url: string) =>
  emitRealtimeNotification({ id: 1, event, subject, body: '', url, created_at: '2026-03-02T10:00:00.000Z' });

describe('an open deals screen', () => {
  it('refreshes its deals on a deal notice, whatever its wording, and not on other notifications', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useDealsLive(), { wrapper });

    pushed('new_message', 'you have a message', '/messages?chat=4');
    pushed('access_request', 'Deal stage changed', '/seller-deals/2');
    expect(invalidate).not.toHaveBeenCalled();

    pushed('deal_stage_changed', 'Conflict check finished', '/seller-deals');
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: DEALS_KEY });

    unmount();
    pushed('deal_stage_changed', 'Deal stage changed', '/buyer-deals/2');
    expect(invalidate).toHaveBeenCalledOnce();
  });
});
