import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { ChannelAuth } from './channel-auth';
import { frame, parseClientMessage, userIdOfChannel } from './protocol';
import { realtimeSockets } from '../metrics/registry';

/** This instance's sockets: the protocol conversation with each, and which user channels each is subscribed to. */
export interface SocketHubOptions {
  auth: ChannelAuth;
  /** Seconds of client silence before the server pings (sent to clients as activity_timeout). */
  activityTimeoutSeconds: number;
  /** A pinged client that stays silent this long is dropped. */
  pongTimeoutMs: number;
}

export interface SocketHub {
  open(ws: WebSocket): void;
  deliver(userId: number, frame: string): void;
  /** Pings silent sockets and drops those that never answered. */
  sweep(now: number): void;
  /** Every socket gets a close frame; those still open after `graceMs` are cut. */
  closeAll(graceMs: number): void;
  terminateAll(): void;
  readonly size: number;
}

interface Connection {
  ws: WebSocket;
  socketId: string;
  userIds: number[];
  lastSeen: number;
  pingSentAt: number;
}

const PING = frame('pusher:ping', {});
const PONG = frame('pusher:pong', {});
const CLIENT_EVENTS_REFUSED = frame('pusher:error', { code: null, message: 'Client events are not supported.' });
/** A client this far behind on reading is not keeping up; it reconnects and refetches instead. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const subscriptionError = (channel: string, status: number, error: string) =>
  frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel);

export function createSocketHub(options: SocketHubOptions): SocketHub {
  const connections = new Set<Connection>();
  const byUser = new Map<number, Set<Connection>>();
  const activityTimeoutMs = options.activityTimeoutSeconds * 1000;

  function subscribe(connection: Connection, data: Record<string, unknown>) {
    const channel = data.channel;
    if (typeof channel !== 'string' || channel.length > 200) return;
    const userId = userIdOfChannel(channel);
    // Only `private-user.{id}` exists: nothing public is broadcast and presence is not used, so any other
    // channel is refused, which makes a client bug visible instead of leaving it waiting for nothing.
    if (userId === null) {
      connection.ws.send(subscriptionError(channel, 403, 'Only private-user channels are served.'));
      return;
    }
    if (!options.auth.verify(connection.socketId, channel, data.auth)) {
      connection.ws.send(subscriptionError(channel, 401, 'Invalid signature'));
      return;
    }
    if (!connection.userIds.includes(userId)) {
      connection.userIds.push(userId);
      let subscribers = byUser.get(userId);
      if (!subscribers) byUser.set(userId, (subscribers = new Set()));
      subscribers.add(connection);
    }
    connection.ws.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  function leave(connection: Connection, userId: number) {
    const subscribers = byUser.get(userId);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) byUser.delete(userId);
  }

  function unsubscribe(connection: Connection, data: Record<string, unknown>) {
    const userId = typeof data.channel === 'string' ? userIdOfChannel(data.channel) : null;
    if (userId === null || !connection.userIds.includes(userId)) return;
    connection.userIds = connection.userIds.filter((id) => id !== userId);
    leave(connection, userId);
  }

  function onMessage(connection: Connection, raw: string) {
    connection.lastSeen = Date.now();
    connection.pingSentAt = 0;
    const message = parseClientMessage(raw);
    if (!message) return;
    switch (message.event) {
      case 'pusher:ping':
        connection.ws.send(PONG);
        return;
      case 'pusher:subscribe':
        subscribe(connection, message.data);
        return;
      case 'pusher:unsubscribe':
        unsubscribe(connection, message.data);
        return;
      default:
        if (message.event.startsWith('client-')) connection.ws.send(CLIENT_EVENTS_REFUSED);
    }
  }

  function onClose(connection: Connection) {
    if (connections.delete(connection)) realtimeSockets.dec();
    for (const userId of connection.userIds) leave(connection, userId);
    connection.userIds = [];
  }

  function terminateAll() {
    for (const { ws } of connections) ws.terminate();
  }

  return {
    open(ws) {
      const connection: Connection = {
        ws,
        socketId: `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`,
        userIds: [],
        lastSeen: Date.now(),
        pingSentAt: 0,
      };
      connections.add(connection);
      realtimeSockets.inc();
      ws.on('message', (raw, isBinary) => {
        if (!isBinary) onMessage(connection, String(raw));
      });
      ws.on('close', () => onClose(connection));
      ws.send(frame('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: options.activityTimeoutSeconds }));
    },

    deliver(userId, message) {
      const subscribers = byUser.get(userId);
      if (!subscribers) return;
      for (const { ws } of subscribers) {
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate();
        else ws.send(message);
      }
    },

    sweep(now) {
      for (const connection of connections) {
        if (connection.pingSentAt) {
          if (now - connection.pingSentAt >= options.pongTimeoutMs) connection.ws.terminate();
        } else if (now - connection.lastSeen >= activityTimeoutMs) {
          connection.pingSentAt = now;
          connection.ws.send(PING);
        }
      }
    },

    closeAll(graceMs) {
      for (const { ws } of connections) ws.close(1001, 'Server shutting down');
      if (connections.size > 0) setTimeout(terminateAll, graceMs).unref();
    },

    terminateAll,

    get size() {
      return connections.size;
    },
  };
}
