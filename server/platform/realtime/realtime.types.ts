import type { FastifyInstance } from 'fastify';

/** What the browser needs to connect with pusher-js (served by GET /api/config). */
export interface RealtimeClientConfig {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  forceTLS: boolean;
  authEndpoint: string;
}

/** Pushes events to a user's private channel `private-user.{id}` (built-in Pusher-protocol endpoint or hosted Pusher). */
export interface Realtime {
  publish(userId: number, event: string, data: Record<string, unknown>): Promise<void>;
  /** Signs channel access for pusher-js: `{ auth: "key:hmac" }`. */
  authorize(socketId: string, channelName: string): { auth: string };
  clientConfig(requestHost: string | undefined, secure: boolean): RealtimeClientConfig;
  /** Mounts the WebSocket endpoint `/app/{key}` (built-in only). */
  register(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}
