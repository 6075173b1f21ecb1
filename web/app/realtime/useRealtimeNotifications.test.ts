import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationEvent } from '../../../contracts/notifications/constants';
import { UNREAD_COUNT_KEYS } from '../layout/useUnreadCounts';
import * as toasts from '../../lib/toast';
import { authPath, pusherOptions } from '../../lib/realtime/realtimeClient';
import { onRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { applyNotification } from './useRealtimeNotifications';

const payload = (event: NotificationEvent, subject: string) => ({
  id: 1,
  event,
  subject,
  body: '',
  url: '/messages?chat=1',
  created_at: '2026-03-02T10:00:00.000Z',
});

describe('applying a real-time notification', () => {
  it('on the messages page, a new message only refreshes the unread chat count', () => {
    const notify = vi.spyOn(toasts, 'notify').mockImplementation(() => undefined);
    const client = new QueryClient();
    client.setQueryData(UNREAD_COUNT_KEYS.notifications, 4);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyNotification(client, payload('new_message', 'you have a message'), '/messages');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: UNREAD_COUNT_KEYS.chats });
    expect(notify).not.toHaveBeenCalled();
    expect(client.getQueryData(UNREAD_COUNT_KEYS.notifications)).toBe(4);
  });

  it('elsewhere: an info toast and +1; any other subject: a toast and +1; screens are told', () => {
    const notify = vi.spyOn(toasts, 'notify').mockImplementation(() => undefined);
    const heard: string[] = [];
    const stop = onRealtimeNotification((notification) => heard.push(notification.subject));
    const client = new QueryClient();
    client.setQueryData(UNREAD_COUNT_KEYS.notifications, 4);
    applyNotification(client, payload('new_message', 'you have a message'), '/all-listings');
    expect(notify).toHaveBeenLastCalledWith('you have a message', 'info');
    applyNotification(client, payload('match_accepted', 'Your match was accepted'), '/messages');
    expect(notify).toHaveBeenLastCalledWith('Your match was accepted', 'default');
    expect(client.getQueryData(UNREAD_COUNT_KEYS.notifications)).toBe(6);
    expect(heard).toEqual(['you have a message', 'Your match was accepted']);
    stop();
  });
});

describe('pusher-js options from /api/config', () => {
  it('uses the app’s socket with wssPort = wsPort under TLS, and authorises through the API client', () => {
    const options = pusherOptions({
      key: 'k',
      cluster: 'mt1',
      wsHost: 'app.example',
      wsPort: 443,
      forceTLS: true,
      authEndpoint: '/api/broadcasting/auth',
    });
    expect(options).toMatchObject({ cluster: 'mt1', wsHost: 'app.example', wsPort: 443, wssPort: 443, forceTLS: true });
    expect(typeof options.channelAuthorization.customHandler).toBe('function');
    expect(authPath('/api/broadcasting/auth')).toBe('/broadcasting/auth');
  });

  it('leaves host and ports to pusher-js for hosted Pusher', () => {
    const options = pusherOptions({ key: 'k', cluster: 'mt1', forceTLS: true, authEndpoint: '/api/broadcasting/auth' });
    expect(options).not.toHaveProperty('wsHost');
    expect(options).not.toHaveProperty('wssPort');
  });
});
