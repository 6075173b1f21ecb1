import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../../test/database';
import { createPgFanout, LISTENER_APPLICATION_NAME, splitFrame, type PgFanout } from './pg-fanout';
import { eventFrame } from './protocol';
import { publishUntilDelivered } from './realtime.test-support';

const silent = { debug() {}, warn() {} } as unknown as Parameters<PgFanout['start']>[1];

function collector() {
  const frames: { userId: number; frame: string }[] = [];
  return { frames, deliver: (userId: number, frame: string) => void frames.push({ userId, frame }) };
}

async function terminateListeners(database: Database): Promise<number> {
  const rows = await database.sql<{ pid: number }[]>`
    select pg_terminate_backend(pid) as pid from pg_stat_activity
    where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`;
  return rows.length;
}

/**
 * A TCP proxy to PostgreSQL that can go dark like a failed host: open connections stay open but carry nothing
 * more (nobody notices), and new ones are accepted and never answered until it comes back.
 */
async function databaseProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const live = new Set<{ alive: boolean }>();
  let dark = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    if (dark) return;
    const upstream = net.connect(Number(target.port), target.hostname);
    track(upstream);
    const flow = { alive: true };
    live.add(flow);
    client.on('data', (chunk) => flow.alive && upstream.write(chunk));
    upstream.on('data', (chunk) => flow.alive && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    goDark(on: boolean) {
      dark = on;
      if (on) for (const flow of live) flow.alive = false;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('splitFrame', () => {
  it('cuts long frames into NOTIFY-sized pieces without splitting a surrogate pair', () => {
    const frame = eventFrame(1, 'notification', { body: '€ "quoted" 😀 '.repeat(450) });
    const pieces = splitFrame(frame);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(frame);
    for (const piece of pieces) {
      expect(Buffer.byteLength(piece)).toBeLessThan(7900);
      expect(piece.charCodeAt(piece.length - 1) >= 0xd800 && piece.charCodeAt(piece.length - 1) <= 0xdbff).toBe(false);
    }
  });
});

describe('PostgreSQL LISTEN/NOTIFY fan-out', () => {
  let database: Database;
  const fanouts: PgFanout[] = [];
  const start = async (heartbeatMs: number) => {
    const fanout = createPgFanout(database, { heartbeatMs });
    const received = collector();
    await fanout.start(received.deliver, silent);
    fanouts.push(fanout);
    return { fanout, frames: received.frames };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(fanouts.map((fanout) => fanout.stop()));
    await database.close();
  });

  it('delivers each frame once to every instance, a frame above the NOTIFY limit in pieces', async () => {
    const [a, b] = [await start(60_000), await start(60_000)];
    const small = eventFrame(5, 'notification', { id: 1, subject: 'hello' });
    const large = eventFrame(6, 'notification', { id: 2, body: 'Zoë’s “offer” 😀 '.repeat(330) });
    expect(Buffer.byteLength(large)).toBeGreaterThan(8000);
    await a.fanout.publish(5, small);
    await b.fanout.publish(6, large);
    await settle(200);
    for (const { frames } of [a, b]) {
      expect(frames).toEqual([
        { userId: 5, frame: small },
        { userId: 6, frame: large },
      ]);
    }
    await Promise.all([a.fanout.stop(), b.fanout.stop()]);
    await a.fanout.publish(5, small);
    await settle(100);
    expect(a.frames).toHaveLength(2);
  });

  it('listens again after its database connection is dropped', async () => {
    const { fanout, frames } = await start(60_000);
    expect(await terminateListeners(database)).toBe(1);
    await publishUntilDelivered(
      () => fanout.publish(7, '{"event":"x"}'),
      () => frames.length > 0,
    );
    await settle(100);
    expect(new Set(frames.map(({ frame }) => frame))).toEqual(new Set(['{"event":"x"}']));
    await fanout.stop();
  });

  it('replaces a listener whose connection went dark without closing', async () => {
    const proxy = await databaseProxy(new URL(database.url));
    const viaProxy = { sql: database.sql, url: proxy.url };
    const [watched, unwatched] = [createPgFanout(viaProxy, { heartbeatMs: 300 }), createPgFanout(viaProxy, { heartbeatMs: 60_000 })];
    const [seenByWatched, seenByUnwatched] = [collector(), collector()];
    try {
      await watched.start(seenByWatched.deliver, silent);
      await unwatched.start(seenByUnwatched.deliver, silent);
      proxy.goDark(true);
      await settle(1000);
      proxy.goDark(false);
      await publishUntilDelivered(
        () => watched.publish(8, '{"event":"y"}'),
        () => seenByWatched.frames.length > 0,
        5000,
      );
      expect(seenByUnwatched.frames).toEqual([]);
    } finally {
      await Promise.all([watched.stop(), unwatched.stop()]);
      await proxy.close();
    }
  });
});
