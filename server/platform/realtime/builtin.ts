import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import type { WebSocket } from 'ws';
import type { Config } from '../../config';
import type { Database } from '../db/database';
import { createChannelAuth } from './channel-auth';
import { createPgFanout } from './pg-fanout';
import { ErrorCode, eventFrame, frame, PROTOCOL_VERSION } from './protocol';
import type { Realtime, RealtimeClientConfig } from './realtime.types';
import { createSocketHub } from './socket-hub';

export interface BuiltinTiming {
  activityTimeoutSeconds: number;
  pongTimeoutMs: number;
  sweepIntervalMs: number;
  heartbeatMs: number;
}

const DEFAULT_TIMING: BuiltinTiming = { activityTimeoutSeconds: 120, pongTimeoutMs: 30_000, sweepIntervalMs: 10_000, heartbeatMs: 30_000 };
/** Sockets that do not answer the close frame at shutdown are cut after this long. */
const CLOSE_GRACE_MS = 1000;

const HOST_HEADER = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/;

/** wsHost/wsPort for pusher-js: the host the browser reached us at, so the socket goes to the same place. */
export function socketAddress(host: string | undefined, fallbackHost: string, secure: boolean): { wsHost: string; wsPort: number } {
  const match = HOST_HEADER.exec(host ?? '') ?? HOST_HEADER.exec(fallbackHost);
  const defaultPort = secure ? 443 : 80;
  if (!match) return { wsHost: 'localhost', wsPort: defaultPort };
  return { wsHost: match[1]!, wsPort: match[2] ? Number(match[2]) : defaultPort };
}

function refuse(ws: WebSocket, code: number, message: string) {
  ws.send(frame('pusher:error', { code, message }));
  ws.close(code, message);
}

function terminateOnError(this: WebSocket) {
  this.terminate();
}

/** Pusher Channels protocol 7 served by the app at /app/{key}, with fan-out between instances through PostgreSQL. */
export function createBuiltinRealtime(config: Config, database: Database, timing: Partial<BuiltinTiming> = {}): Realtime {
  const { activityTimeoutSeconds, pongTimeoutMs, sweepIntervalMs, heartbeatMs } = { ...DEFAULT_TIMING, ...timing };
  const { appId, key, secret, cluster } = config.pusher;
  const auth = createChannelAuth(new Pusher({ appId, key, secret, cluster }));
  const hub = createSocketHub({ auth, activityTimeoutSeconds, pongTimeoutMs });
  const fanout = createPgFanout(database, { heartbeatMs });
  let sweeper: NodeJS.Timeout | null = null;
  const appHost = new URL(config.appUrl).host;

  return {
    async publish(userId, event, data) {
      await fanout.publish(userId, eventFrame(userId, event, data));
    },

    authorize: (socketId, channelName) => auth.sign(socketId, channelName),

    clientConfig(host, secure): RealtimeClientConfig {
      const { wsHost, wsPort } = socketAddress(host, appHost, secure);
      return { key, cluster, wsHost, wsPort, forceTLS: secure, authEndpoint: '/api/broadcasting/auth' };
    },

    async register(app: FastifyInstance) {
      app.get<{ Params: { key: string }; Querystring: { protocol?: string } }>(
        '/app/:key',
        {
          websocket: true,
          // The upgrade's HTTP response stays attached to the socket, and with it the request, reply and logger:
          // several KB per idle connection for nothing, as the 101 is written by ws itself.
          preHandler: (request, reply, done) => {
            if (request.ws) reply.raw.detachSocket(request.raw.socket);
            done();
          },
        },
        (ws, request) => {
          // @fastify/websocket's error listener closes over the request and reply, keeping both alive as long as the socket.
          ws.removeAllListeners('error');
          ws.on('error', terminateOnError);
          const protocol = request.query.protocol;
          if (request.params.key !== key) return refuse(ws, ErrorCode.applicationDoesNotExist, 'Application does not exist');
          if (protocol === undefined) return refuse(ws, ErrorCode.noProtocolVersion, 'No protocol version supplied');
          if (Number(protocol) !== PROTOCOL_VERSION) return refuse(ws, ErrorCode.unsupportedProtocol, 'Unsupported protocol version');
          hub.open(ws);
        },
      );
      app.addHook('preClose', async () => hub.closeAll(CLOSE_GRACE_MS));
      await fanout.start((userId, message) => hub.deliver(userId, message), app.log);
      sweeper = setInterval(() => hub.sweep(Date.now()), sweepIntervalMs);
      sweeper.unref();
    },

    async close() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      hub.terminateAll();
      await fanout.stop();
    },
  };
}
