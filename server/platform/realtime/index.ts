import type { Config } from '../../config';
import type { Database } from '../db/database';
import type { Realtime } from './realtime.types';

// TEMPORARY until the Pusher-protocol endpoint lands in this folder (builtin.ts, hosted.ts).
export function createRealtime(config: Config, _database: Database): Realtime {
  return {
    async publish() {},
    authorize(socketId, channelName) {
      return { auth: `${config.pusher.key}:${socketId}:${channelName}` };
    },
    clientConfig(host, secure) {
      return { key: config.pusher.key, cluster: config.pusher.cluster, wsHost: host?.split(':')[0], wsPort: Number(host?.split(':')[1] ?? (secure ? 443 : 80)), forceTLS: secure, authEndpoint: '/api/broadcasting/auth' };
    },
    async register() {},
    async close() {},
  };
}
