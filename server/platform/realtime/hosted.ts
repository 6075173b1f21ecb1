import Pusher from 'pusher';
import type { Config } from '../../config';
import { createChannelAuth } from './channel-auth';
import { encodeEventData, userChannel } from './protocol';
import type { Realtime } from './realtime.types';

/** Hosted Pusher Channels (PUSHER_APP_ID/KEY/SECRET set): the SDK publishes and signs; the app serves no sockets. */
export function createHostedRealtime(config: Config, client?: Pusher): Realtime {
  const { appId, key, secret, cluster } = config.pusher;
  const pusher = client ?? new Pusher({ appId, key, secret, cluster, useTLS: true });
  const auth = createChannelAuth(pusher);
  return {
    async publish(userId, event, data) {
      // A string is sent as is, so the size checked is the size Pusher sees.
      await pusher.trigger(userChannel(userId), event, encodeEventData(event, data));
    },
    authorize: (socketId, channelName) => auth.sign(socketId, channelName),
    clientConfig: () => ({ key, cluster, forceTLS: true, authEndpoint: '/api/broadcasting/auth' }),
    async register() {},
    async close() {},
  };
}
