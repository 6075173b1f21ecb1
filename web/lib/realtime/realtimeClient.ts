/**
 * The private channel of the logged-in user over the Pusher protocol (docs/api.md "Real-time"). pusher-js loads lazily,
 * only for a fully onboarded user in the member area, so /login never carries it.
 */
import type { ChannelAuthorizationCallback, ChannelAuthorizationRequestParams } from 'pusher-js/types/src/core/auth/options';
import { api, API_BASE } from '../api';
import { parseRealtimeNotification, type RealtimeNotification } from './realtimeEvents';

/** The real-time part of GET /api/config. */
export interface RealtimeConfig {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  forceTLS: boolean;
  authEndpoint: string;
}

export interface RealtimeConnection {
  config: RealtimeConfig;
  userId: number;
  onNotification: (notification: RealtimeNotification) => void;
  /** The socket came back after a drop: whatever was pushed meanwhile is lost, so counts are fetched again. */
  onReconnect: () => void;
}

export const userChannel = (userId: number): string => `private-user.${userId}`;

/** The auth endpoint as a path of the API client (which sends the X-XSRF-TOKEN header read at auth time). */
export function authPath(endpoint: string): string {
  return endpoint.startsWith(`${API_BASE}/`) ? endpoint.slice(API_BASE.length) : endpoint;
}

/** pusher-js options from GET /api/config: the app's own socket (wsHost/wsPort) or hosted Pusher (cluster). */
export function pusherOptions(config: RealtimeConfig) {
  const endpoint = authPath(config.authEndpoint);
  const authorize = ({ socketId, channelName }: ChannelAuthorizationRequestParams, callback: ChannelAuthorizationCallback) => {
    api
      .post<{ auth: string; channel_data?: string }>(endpoint, { socket_id: socketId, channel_name: channelName }, { silent: true })
      .then(({ data }) => callback(null, data))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  };
  return {
    cluster: config.cluster,
    forceTLS: config.forceTLS,
    ...(config.wsHost ? { wsHost: config.wsHost } : {}),
    ...(config.wsPort ? { wsPort: config.wsPort, ...(config.forceTLS ? { wssPort: config.wsPort } : {}) } : {}),
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
    channelAuthorization: { customHandler: authorize },
  };
}

/** Connects and subscribes; resolves to the disconnect. */
export async function connectRealtime({ config, userId, onNotification, onReconnect }: RealtimeConnection): Promise<() => void> {
  const { default: Pusher } = await import('pusher-js');
  const pusher = new Pusher(config.key, pusherOptions(config));
  let connectedBefore = false;
  pusher.connection.bind('state_change', ({ current }: { previous: string; current: string }) => {
    if (current !== 'connected') return;
    if (connectedBefore) onReconnect();
    connectedBefore = true;
  });
  const channelName = userChannel(userId);
  const channel = pusher.subscribe(channelName);
  channel.bind('notification', (data: unknown) => {
    const notification = parseRealtimeNotification(data);
    if (notification) onNotification(notification);
  });
  channel.bind('pusher:subscription_error', (error: unknown) => console.warn('[realtime] could not subscribe to', channelName, error));
  return () => {
    pusher.unsubscribe(channelName);
    pusher.disconnect();
  };
}
