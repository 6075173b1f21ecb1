import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationEvent } from '../../../contracts/notifications/constants';
import { emitRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { documentKeys } from '../documents/documentsApi';
import { offersKey } from '../offers/offersApi';
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
    expect(invalidate).toHaveBeenCalledWith({ queryKey: DEALS_KEY });
    const calls = invalidate.mock.calls.length;

    unmount();
    pushed('deal_stage_changed', 'Deal stage changed', '/buyer-deals/2');
    expect(invalidate).toHaveBeenCalledTimes(calls);
  });

  it('shows the other side’s signature without a reload: the deal room’s and the deal’s documents are refreshed, a listing’s NDA is not', () => {
    const client = new QueryClient();
    const keys = [documentKeys.deal(7), offersKey(7), documentKeys.listingNda(3)];
    for (const queryKey of keys) client.setQueryData(queryKey, { data: [] });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useDealsLive(), { wrapper });

    pushed('deal_stage_changed', 'The seller signed the letter of intent', '/buyer-deals/7');
    const invalidated = keys.map((queryKey) => client.getQueryState(queryKey)?.isInvalidated);
    expect(invalidated).toEqual([true, true, false]);
    unmount();
  });
});
