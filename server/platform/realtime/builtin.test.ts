import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { createBuiltinRealtime, socketAddress } from './builtin';
import { listen, nextEvent, pusherClient, rawSocket, subscribed, type RawSocket } from './realtime.test-support';

const sign = (secret: string, key: string, socketId: string, channel: string) =>
  `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`;

async function established(socket: RawSocket): Promise<string> {
  const frame = await socket.next('pusher:connection_established');
  return (JSON.parse(frame.data) as { socket_id: string }).socket_id;
}

describe('built-in Pusher protocol 7 endpoint', () => {
  let t: TestApp;
  let port: number;
  let key: string;
  let secret: string;
  const clients: Pusher[] = [];
  const sockets: RawSocket[] = [];
  const open = async (path = `/app/${key}?protocol=7`) => {
    const socket = await rawSocket(`ws://127.0.0.1:${port}${path}`);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    port = await listen(t.app);
    ({ key, secret } = t.deps.config.pusher);
  });
  afterEach(() => {
    clients.splice(0).forEach((client) => client.disconnect());
    sockets.splice(0).forEach((socket) => socket.ws.terminate());
  });
  afterAll(() => t.close());

  it('lets pusher-js subscribe to its own channel and delivers a notification', async () => {
    const user = await buildUser(t.database.db);
    const client = pusherClient(port, key, await t.loginAs(user.id));
    clients.push(client);
    const channel = client.subscribe(`private-user.${user.id}`);
    await subscribed(channel);
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const notification = {
      id: 7,
      subject: 'you have a message',
      body: 'Jane wrote to you.',
      url: '/messages',
      created_at: new Date().toISOString(),
    };
    const received = nextEvent<typeof notification>(channel, 'notification');
    await t.deps.realtime.publish(user.id, 'notification', notification);
    expect(await received).toEqual(notification);
  });

  it("refuses pusher-js another user's channel", async () => {
    const [user, other] = [await buildUser(t.database.db), await buildUser(t.database.db)];
    const client = pusherClient(port, key, await t.loginAs(user.id));
    clients.push(client);
    await expect(subscribed(client.subscribe(`private-user.${other.id}`))).rejects.toMatchObject({
      detail: { type: 'AuthError', error: 'auth 403' },
    });
  });

  it('opens with connection_established: a Pusher socket id and activity_timeout 120', async () => {
    const socket = await open();
    const frame = await socket.next();
    expect(frame.event).toBe('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(frame.data)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });

  it('subscribes with a valid signature and refuses a bad one, one made for another socket, and other channel kinds', async () => {
    const socket = await open();
    const socketId = await established(socket);
    const channel = 'private-user.42';

    socket.send('pusher:subscribe', { channel, auth: `${key}:${'0'.repeat(64)}` });
    const refused = await socket.next('pusher:subscription_error');
    expect(refused.channel).toBe(channel);
    expect(JSON.parse(refused.data)).toEqual({ type: 'AuthError', error: 'Invalid signature', status: 401 });

    socket.send('pusher:subscribe', { channel, auth: sign(secret, key, '1.2', channel) });
    expect(JSON.parse((await socket.next('pusher:subscription_error')).data)).toMatchObject({ status: 401 });

    for (const name of ['updates', 'presence-room', 'private-listing.3', 'private-encrypted-user.42']) {
      socket.send('pusher:subscribe', { channel: name, auth: sign(secret, key, socketId, name) });
      const error = await socket.next('pusher:subscription_error');
      expect(error.channel).toBe(name);
      expect(JSON.parse(error.data)).toMatchObject({ type: 'AuthError', status: 403 });
    }

    socket.send('pusher:subscribe', { channel, auth: sign(secret, key, socketId, channel) });
    expect(await socket.next('pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: '{}',
    });
    await t.deps.realtime.publish(42, 'notification', { id: 1, subject: 'hello' });
    expect(await socket.next('notification')).toEqual({ event: 'notification', channel, data: '{"id":1,"subject":"hello"}' });
  });

  it('stops delivering after unsubscribe', async () => {
    const socket = await open();
    const socketId = await established(socket);
    const channel = 'private-user.43';
    socket.send('pusher:subscribe', { channel, auth: sign(secret, key, socketId, channel) });
    await socket.next('pusher_internal:subscription_succeeded');
    socket.send('pusher:unsubscribe', { channel });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong'); // the unsubscribe has been handled
    await t.deps.realtime.publish(43, 'notification', { id: 2, subject: 'gone' });
    await t.deps.realtime.publish(44, 'notification', { id: 3, subject: 'marker' });
    await expect(socket.next('notification', 300)).rejects.toThrow(/no notification/);
  });

  it('answers pusher:ping with pusher:pong and refuses client events', async () => {
    const socket = await open();
    await established(socket);
    socket.send('pusher:ping', {});
    expect(await socket.next()).toEqual({ event: 'pusher:pong', data: '{}' });
    socket.send('client-typing', {});
    expect(JSON.parse((await socket.next('pusher:error')).data)).toEqual({ code: null, message: 'Client events are not supported.' });
  });

  it('refuses a wrong app key with error 4001 and closes', async () => {
    const socket = await open('/app/not-the-key?protocol=7');
    const frame = await socket.next();
    expect(frame.event).toBe('pusher:error');
    expect(JSON.parse(frame.data)).toEqual({ code: 4001, message: 'Application does not exist' });
    expect((await socket.closed).code).toBe(4001);
  });

  it('refuses a missing or unsupported protocol version', async () => {
    const missing = await open(`/app/${key}`);
    expect(JSON.parse((await missing.next('pusher:error')).data)).toMatchObject({ code: 4008 });
    expect((await missing.closed).code).toBe(4008);
    const old = await open(`/app/${key}?protocol=5`);
    expect(JSON.parse((await old.next('pusher:error')).data)).toMatchObject({ code: 4007 });
    expect((await old.closed).code).toBe(4007);
  });

  it('refuses event data above 10 KB before publishing', async () => {
    await expect(t.deps.realtime.publish(1, 'notification', { body: 'x'.repeat(10 * 1024) })).rejects.toThrow(/limit is 10240/);
  });

  it('tells pusher-js where to connect from the Host header', () => {
    expect(t.deps.realtime.clientConfig('app.example.com', true)).toEqual({
      key,
      cluster: 'mt1',
      wsHost: 'app.example.com',
      wsPort: 443,
      forceTLS: true,
      authEndpoint: '/api/broadcasting/auth',
    });
    expect(t.deps.realtime.clientConfig('127.0.0.1:3100', false)).toMatchObject({ wsHost: '127.0.0.1', wsPort: 3100, forceTLS: false });
    expect(socketAddress('[::1]:8080', 'localhost:3000', false)).toEqual({ wsHost: '[::1]', wsPort: 8080 });
    expect(socketAddress(undefined, 'localhost:3000', false)).toEqual({ wsHost: 'localhost', wsPort: 3000 });
    expect(socketAddress('bad host<>', 'localhost', true)).toEqual({ wsHost: 'localhost', wsPort: 443 });
  });
});

describe('built-in endpoint liveness', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const realtime = createBuiltinRealtime(t.deps.config, t.database, {
      activityTimeoutSeconds: 1,
      pongTimeoutMs: 400,
      sweepIntervalMs: 100,
    });
    ({ app } = await buildApp({ ...t.deps, realtime }, { serveWeb: false }));
    app.addHook('onClose', () => realtime.close());
    port = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('pings a silent socket, keeps one that answers and drops one that does not', async () => {
    const url = `ws://127.0.0.1:${port}/app/${t.deps.config.pusher.key}?protocol=7`;
    const [answering, silent] = [await rawSocket(url), await rawSocket(url)];
    expect(JSON.parse((await answering.next('pusher:connection_established')).data)).toMatchObject({ activity_timeout: 1 });
    const started = Date.now();
    expect(await answering.next('pusher:ping', 3000)).toEqual({ event: 'pusher:ping', data: '{}' });
    answering.send('pusher:pong', {});
    await silent.next('pusher:ping', 3000);
    const { code } = await silent.closed;
    expect(code).toBe(1006);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    answering.ws.terminate();
  });

  it('closes its sockets when the app closes, even one that never answers the close frame', async () => {
    const realtime = createBuiltinRealtime(t.deps.config, t.database);
    const extra = await buildApp({ ...t.deps, realtime }, { serveWeb: false });
    const extraPort = await listen(extra.app);
    const socket = await rawSocket(`ws://127.0.0.1:${extraPort}/app/${t.deps.config.pusher.key}?protocol=7`);
    await socket.next('pusher:connection_established');
    const paused = (socket.ws as unknown as { _socket: { pause(): void } })._socket;
    paused.pause(); // the client no longer reads, so it never answers the close handshake
    const started = Date.now();
    await extra.app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await realtime.close();
    socket.ws.terminate();
  });
});
