import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDeps } from '../create-deps';
import type { AppDeps } from '../deps';
import { createInlineJobs } from '../jobs/inline-jobs';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { listen, nextEvent, pusherClient, subscribed } from './realtime.test-support';

describe('two app instances on one database', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; deps: AppDeps };
  let secondPort: number;
  let client: Pusher | undefined;

  beforeAll(async () => {
    t = await buildTestApp();
    const deps = createDeps(t.deps.config, t.database, createInlineJobs());
    second = { app: (await buildApp(deps, { serveWeb: false })).app, deps };
    secondPort = await listen(second.app);
  });
  afterAll(async () => {
    client?.disconnect();
    await second.app.close();
    await second.deps.realtime.close();
    await t.close();
  });

  it('delivers an event published on one instance to a pusher-js client of the other', async () => {
    const user = await buildUser(t.database.db);
    client = pusherClient(secondPort, t.deps.config.pusher.key, await t.loginAs(user.id));
    const channel = client.subscribe(`private-user.${user.id}`);
    await subscribed(channel);

    const notification = {
      id: 11,
      subject: 'Your listing was approved',
      body: 'Smith & Co. is live.',
      url: '/listings/details/4',
      created_at: '2026-01-05T10:00:00.000Z',
    };
    const received = nextEvent(channel, 'notification');
    await t.deps.realtime.publish(user.id, 'notification', notification);
    expect(await received).toEqual(notification);

    // Near Pusher's 10 KB limit the frame outgrows one NOTIFY and travels in pieces.
    const long = {
      id: 12,
      subject: 'you have a message',
      body: 'Grüße “aus” Zürich 😀 '.repeat(300),
      url: '/messages',
      created_at: '2026-01-05T10:01:00.000Z',
    };
    const receivedLong = nextEvent(channel, 'notification');
    await t.deps.realtime.publish(user.id, 'notification', long);
    expect(await receivedLong).toEqual(long);
  });
});
