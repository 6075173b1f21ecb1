import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import WebSocket from 'ws';

/** Test clients for the built-in endpoint: pusher-js as the browser uses it, and a raw protocol socket. */

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** pusher-js 8 unmodified; channel auth goes through POST /api/broadcasting/auth form-encoded, as in the browser. */
export function pusherClient(port: number, key: string, session: Record<string, string>): Pusher {
  return new Pusher(key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`http://127.0.0.1:${port}/api/broadcasting/auth`, {
          method: 'POST',
          headers: { ...session, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        })
          .then(async (response) => {
            if (!response.ok) throw new Error(`auth ${response.status}`);
            callback(null, (await response.json()) as { auth: string });
          })
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}

export function subscribed(channel: Channel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(Object.assign(new Error('subscription refused'), { detail: error })),
    );
  });
}

export function nextEvent<T>(channel: Channel, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

export interface Frame {
  event: string;
  channel?: string;
  data: string;
}

/** A raw protocol-7 socket that queues every frame it receives. */
export interface RawSocket {
  ws: WebSocket;
  next(event?: string, timeoutMs?: number): Promise<Frame>;
  send(event: string, data: Record<string, unknown>): void;
  closed: Promise<{ code: number; reason: string }>;
}

export async function rawSocket(url: string): Promise<RawSocket> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)) as Frame);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    closed,
    send: (event, data) => ws.send(JSON.stringify({ event, data })),
    async next(event, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = frames.findIndex((frame) => !event || frame.event === event);
        if (index >= 0) return frames.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${event ?? 'frame'} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

/** Publishes until the socket sees the event: for paths that come back after a dropped connection. */
export async function publishUntilDelivered(publish: () => Promise<void>, received: () => boolean, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    await publish().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (received()) return Date.now() - started;
  }
  throw new Error(`not delivered within ${timeoutMs} ms`);
}
