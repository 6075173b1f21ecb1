import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import { createHostedRealtime } from './hosted';

const env = {
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent-unused',
  SESSION_SECRET: 's'.repeat(40),
  PUSHER_APP_ID: '1234',
  PUSHER_KEY: 'hosted-key',
  PUSHER_SECRET: 'hosted-secret',
};

/** Stands in for api-mt1.pusher.com and records what the SDK posts. */
async function fakePusherApi() {
  const requests: { path: string; query: URLSearchParams; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url!, 'http://localhost');
      requests.push({ path: url.pathname, query: url.searchParams, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { requests, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('hosted Pusher', () => {
  let config: Config;
  let api: Awaited<ReturnType<typeof fakePusherApi>>;

  beforeAll(async () => {
    config = loadConfig(env);
    api = await fakePusherApi();
  });
  afterAll(() => api.close());

  it('is chosen when PUSHER_APP_ID, KEY and SECRET are set, and mounts no socket endpoint', async () => {
    expect(config.pusher).toEqual({ hosted: true, appId: '1234', key: 'hosted-key', secret: 'hosted-secret', cluster: 'mt1' });
    const realtime = createHostedRealtime(config);
    expect(realtime.clientConfig('app.example.com:8080', false)).toEqual({
      key: 'hosted-key',
      cluster: 'mt1',
      forceTLS: true,
      authEndpoint: '/api/broadcasting/auth',
    });
    const register = realtime.register({} as never);
    await expect(register).resolves.toBeUndefined();
  });

  it('signs channel access exactly as the SDK and Pusher expect', () => {
    const realtime = createHostedRealtime(config);
    const expected = createHmac('sha256', 'hosted-secret').update('123.456:private-user.9').digest('hex');
    expect(realtime.authorize('123.456', 'private-user.9')).toEqual({ auth: `hosted-key:${expected}` });
  });

  it('publishes through the REST API, signed, to the user channel', async () => {
    const client = new Pusher({
      appId: '1234',
      key: 'hosted-key',
      secret: 'hosted-secret',
      host: '127.0.0.1',
      port: String(api.port),
      useTLS: false,
    });
    const realtime = createHostedRealtime(config, client);
    await realtime.publish(9, 'notification', { id: 3, subject: 'Deal stage changed' });
    const [request] = api.requests;
    expect(request?.path).toBe('/apps/1234/events');
    expect(JSON.parse(request!.body)).toEqual({
      name: 'notification',
      channels: ['private-user.9'],
      data: '{"id":3,"subject":"Deal stage changed"}',
    });
    expect(request!.query.get('body_md5')).toBe(createHash('md5').update(request!.body).digest('hex'));
    expect(request!.query.get('auth_key')).toBe('hosted-key');
    await expect(realtime.publish(9, 'notification', { body: 'x'.repeat(11_000) })).rejects.toThrow(/limit is 10240/);
    expect(api.requests).toHaveLength(1);
  });
});
