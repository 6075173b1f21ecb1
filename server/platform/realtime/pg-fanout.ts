import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import postgres from 'postgres';
import type { Database } from '../db/database';
import { createNotifyBatcher } from './notify-batcher';

/**
 * Carries ready-made frames between app instances over PostgreSQL LISTEN/NOTIFY: every instance, the publisher
 * included, receives each frame from PostgreSQL and hands it to its own sockets. Payloads on the channel:
 *   m:{sequence}:{userId}:{frame}                   a whole frame (the sequence keeps equal frames distinct)
 *   p:{messageId}:{index}:{count}:{userId}:{piece}  a piece of a frame too long for one NOTIFY
 *   h:{instanceId}:{sequence}                       an instance's heartbeat to itself
 */
export const NOTIFY_CHANNEL = 'lexchange_realtime';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; Pusher allows 10 KB of data, so long frames go in pieces. */
const MAX_WHOLE_BYTES = 7800;
/** UTF-16 units per piece: at most 3 UTF-8 bytes each, so a piece and its header stay under 8000 bytes. */
const PIECE_UNITS = 2500;

export type Deliver = (userId: number, frame: string) => void;

export interface PgFanout {
  publish(userId: number, frame: string): Promise<void>;
  /** Starts listening; resolves once LISTEN is in place. */
  start(deliver: Deliver, log: FastifyBaseLogger): Promise<void>;
  stop(): Promise<void>;
}

export function splitFrame(frame: string): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < frame.length;) {
    let end = Math.min(start + PIECE_UNITS, frame.length);
    const last = frame.charCodeAt(end - 1);
    if (end < frame.length && last >= 0xd800 && last <= 0xdbff) end--; // never split a surrogate pair
    pieces.push(frame.slice(start, end));
    start = end;
  }
  return pieces;
}

/** The first `count` colon-separated fields and the rest (which may itself contain colons). */
function fields(payload: string, count: number): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < count; i++) {
    const at = payload.indexOf(':', from);
    if (at < 0) return [];
    out.push(payload.slice(from, at));
    from = at + 1;
  }
  out.push(payload.slice(from));
  return out;
}

export const LISTENER_APPLICATION_NAME = 'lexchange-realtime';

/** Publishes through the app's pool; listens on a connection of its own, which it can replace. */
export function createPgFanout(database: Pick<Database, 'sql' | 'url'>, options: { heartbeatMs?: number } = {}): PgFanout {
  const { sql, url } = database;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const instanceId = randomBytes(6).toString('hex');
  let messageSequence = 0;
  const notifier = createNotifyBatcher(sql, NOTIFY_CHANNEL);
  let deliver: Deliver = () => {};
  let log: FastifyBaseLogger | undefined;
  let listener: postgres.Sql | null = null;
  let checking = false;
  let active: ((payload: string) => void) | null = null;
  let heartbeatsSent = 0;
  let heartbeatsSeen = 0;
  let watchdog: NodeJS.Timeout | null = null;
  let assembling: { id: string; userId: number; count: number; pieces: string[] } | null = null;

  function receivePiece([, id = '', index, count, userId, piece = '']: string[]) {
    // One transaction's notifications reach listeners back to back, so pieces of one frame never interleave.
    if (Number(index) === 0) assembling = { id, userId: Number(userId), count: Number(count), pieces: [] };
    if (!assembling || assembling.id !== id || assembling.pieces.length !== Number(index)) {
      assembling = null;
      return;
    }
    assembling.pieces.push(piece);
    if (assembling.pieces.length === assembling.count) {
      const { userId: to, pieces } = assembling;
      assembling = null;
      deliver(to, pieces.join(''));
    }
  }

  function receive(payload: string) {
    if (payload.startsWith('m:')) {
      const [, , userId, frame] = fields(payload, 3);
      if (frame) deliver(Number(userId), frame);
    } else if (payload.startsWith('p:')) {
      receivePiece(fields(payload, 5));
    } else if (payload.startsWith('h:')) {
      const [, from, sequence] = fields(payload, 2);
      if (from === instanceId) heartbeatsSeen = Math.max(heartbeatsSeen, Number(sequence));
    }
  }

  async function listen() {
    const next = postgres(url, {
      max: 1,
      // A connection that cannot open within a heartbeat is abandoned and tried afresh at the next one.
      connect_timeout: Math.min(10, heartbeatMs / 1000),
      onnotice: () => {},
      connection: { application_name: LISTENER_APPLICATION_NAME },
    });
    // Only the newest handler delivers, so replacing the listener never delivers a frame twice.
    const handler = (payload: string) => active === handler && receive(payload);
    try {
      await next.listen(NOTIFY_CHANNEL, handler, () => log?.debug('realtime: listening for fan-out'));
    } catch (error) {
      await next.end({ timeout: 0 });
      throw error;
    }
    active = handler;
    const previous = listener;
    listener = next;
    await previous?.end({ timeout: 0 }).catch(() => {});
  }

  /**
   * postgres.js listens again after a connection closes, but a connection that dies without closing (a host
   * gone dark, a NAT dropping the flow) goes unnoticed for many minutes. A heartbeat each instance sends itself
   * proves the path; when one goes missing the listener is replaced by a fresh connection.
   */
  async function checkHeartbeat() {
    if (checking) return;
    checking = true;
    try {
      if (heartbeatsSeen < heartbeatsSent) {
        log?.warn('realtime: fan-out heartbeat missing, replacing the listener');
        await listen();
      }
      heartbeatsSent++;
      sql.notify(NOTIFY_CHANNEL, `h:${instanceId}:${heartbeatsSent}`).catch(() => {});
    } catch (error) {
      log?.warn({ err: error }, 'realtime: fan-out listener unavailable, retrying');
    } finally {
      checking = false;
    }
  }

  return {
    async publish(userId, frame) {
      const id = `${instanceId}${(++messageSequence).toString(36)}`;
      if (Buffer.byteLength(frame) <= MAX_WHOLE_BYTES) return notifier.send([`m:${id}:${userId}:${frame}`]);
      const pieces = splitFrame(frame);
      return notifier.send(pieces.map((piece, index) => `p:${id}:${index}:${pieces.length}:${userId}:${piece}`));
    },

    async start(onFrame, logger) {
      deliver = onFrame;
      log = logger;
      await listen();
      watchdog = setInterval(() => void checkHeartbeat(), heartbeatMs);
      watchdog.unref();
    },

    async stop() {
      if (watchdog) clearInterval(watchdog);
      watchdog = null;
      active = null;
      const previous = listener;
      listener = null;
      await previous?.end({ timeout: 0 }).catch(() => {});
    },
  };
}
