import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { headersFrom } from '../../test/http';
import { logIn } from '../../modules/auth/auth.test-support';
import { serveWebRoot } from '../../test/web-root';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { isLimitedPath } from './coarse-rate-limit';

// Small budgets so the limit is reached quickly; the defaults are sized in config.ts (and proven by the e2e).
const PER_SESSION = 8;
const PER_ADDRESS = 5;

let t: TestApp;
let web: FastifyInstance;
let closeWeb: () => Promise<void>;
beforeAll(async () => {
  t = await buildTestApp({}, { RATE_LIMIT_PER_MINUTE: String(PER_SESSION), RATE_LIMIT_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS) });
  // The same deps with the SPA served: static files and the shell must never be counted.
  ({ web, close: closeWeb } = await serveWebRoot(t.deps, { 'assets/main-abc123.js': 'console.log(1)' }));
});
afterAll(async () => {
  await closeWeb();
  await t.close();
});

const from = (address: string, headers: Record<string, string> = {}) => ({ remoteAddress: address, headers });
const get = (app: FastifyInstance, url: string, options: { remoteAddress: string; headers: Record<string, string> }) =>
  app.inject({ method: 'GET', url, ...options });

describe('isLimitedPath', () => {
  it('counts the API and the real-time endpoint, never the health probe, the shell or static files', () => {
    for (const url of [
      '/api/config',
      '/api/listings?page=2',
      '/api/nope',
      '/api',
      '/app/key?protocol=7',
      '/api/healthz',
      '/api/ready-made',
    ])
      expect(isLimitedPath(url), url).toBe(true);
    for (const url of [
      '/api/health',
      '/api/health?x=1',
      '/api/ready',
      '/',
      '/login',
      '/all-listings',
      '/assets/main.js',
      '/favicon.svg',
      '/apis',
    ]) {
      expect(isLimitedPath(url), url).toBe(false);
    }
  });
});

describe('the coarse rate limit', () => {
  it('never counts static files, the SPA shell or /api/health', async () => {
    const client = from('10.0.0.1');
    for (let i = 0; i < PER_ADDRESS * 3; i++) {
      for (const url of ['/assets/main-abc123.js', '/', '/all-listings', '/api/health']) {
        const res = await get(web, url, client);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
      }
    }
    // The API budget of that address is still whole.
    const api = await get(web, '/api/config', client);
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-ratelimit-remaining']).toBe(String(PER_ADDRESS - 1));
  });

  it('counts anonymous requests per address and answers 429 with Retry-After in the API error shape', async () => {
    const client = from('10.0.0.2');
    for (let i = 0; i < PER_ADDRESS; i++) expect((await get(t.app, '/api/config', client)).statusCode).toBe(200);
    const refused = await get(t.app, '/api/config', client);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: `Too many requests. Please try again in ${retryAfter} seconds.` });
    // Unknown API paths count too; another address is not affected.
    expect((await get(t.app, '/api/no-such-thing', client)).statusCode).toBe(429);
    expect((await get(t.app, '/api/config', from('10.0.0.3'))).statusCode).toBe(200);
  });

  it('counts a signed-in browser per session: people behind one address do not share a budget', async () => {
    const address = '10.0.0.4';
    const sessions = await Promise.all([1, 2, 3].map(async () => t.loginAs((await buildUser(t.database.db)).id)));
    // The address's anonymous budget is used up first.
    for (let i = 0; i <= PER_ADDRESS; i++) await get(t.app, '/api/config', from(address));
    expect((await get(t.app, '/api/config', from(address))).statusCode).toBe(429);
    for (const headers of sessions) {
      for (let i = 0; i < PER_SESSION; i++) expect((await get(t.app, '/api/profile', from(address, headers))).statusCode).toBe(200);
      expect((await get(t.app, '/api/profile', from(address, headers))).statusCode).toBe(429);
    }
  });

  it('counts by address when the signed-in marker is forged or belongs to another session', async () => {
    const address = '10.0.0.5';
    const [a, b] = await Promise.all([1, 2].map(async () => t.loginAs((await buildUser(t.database.db)).id)));
    const markerOf = (headers: Record<string, string>) => /lexchange_signed_in=([^;]+)/.exec(headers.cookie!)![1]!;
    const sessionOf = (headers: Record<string, string>) => /lexchange_session=([^;]+)/.exec(headers.cookie!)![1]!;
    const forged = { cookie: `lexchange_session=${sessionOf(a!)}; lexchange_signed_in=${'x'.repeat(43)}` };
    const swapped = { cookie: `lexchange_session=${sessionOf(a!)}; lexchange_signed_in=${markerOf(b!)}` };
    for (let i = 0; i < PER_ADDRESS; i++) await get(t.app, '/api/config', from(address, i % 2 ? forged : swapped));
    expect((await get(t.app, '/api/config', from(address, forged))).statusCode).toBe(429);
    expect((await get(t.app, '/api/config', from(address, swapped))).statusCode).toBe(429);
    expect((await get(t.app, '/api/config', from(address, a))).statusCode).toBe(200);
  });

  it('keys a request without reading its session: a public GET of a signed-in browser loads no session', async () => {
    const headers = await t.loginAs((await buildUser(t.database.db)).id);
    const load = vi.spyOn(t.deps.sessions, 'load');
    try {
      const res = await get(t.app, '/api/config', from('10.0.0.6', headers));
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(PER_SESSION));
      expect(load).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });

  it('login sets the signed-in marker and logout clears it', async () => {
    const user = await buildUser(t.database.db);
    const login = await logIn(t, user.email, DEFAULT_PASSWORD);
    expect(login.statusCode).toBe(200);
    const marker = login.cookies.find((cookie) => cookie.name === 'lexchange_signed_in');
    expect(marker).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const headers = headersFrom(login);
    expect((await get(t.app, '/api/profile', from('10.0.0.7', headers))).headers['x-ratelimit-limit']).toBe(String(PER_SESSION));
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers, remoteAddress: '10.0.0.7' });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((cookie) => cookie.name === 'lexchange_signed_in')?.value).toBe('');
  });
});
